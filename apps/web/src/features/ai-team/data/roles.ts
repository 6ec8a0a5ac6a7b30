import type { ComponentType } from 'react';
import {
  BriefcaseIcon,
  ChartIcon,
  HeadsetIcon,
  SearchIcon,
  SparklesIcon,
  TrendingUpIcon,
  type IconProps,
} from '../../../components/icons';

/** One line of a sample exchange: the business owner, or the AI in that role. */
export type DemoLine = { from: 'you' | 'ai'; text: string };

/** An AI role card (spec 001 §3, "AI role card"), with the sample exchange "View demo" shows. */
export type AiRole = {
  id: string;
  role: string;
  description: string;
  benefits: string[];
  icon: ComponentType<IconProps>;
  demo: DemoLine[];
};

// The six roles of the AI Team page (spec 000 §2), in the spec's order.
export const aiRoles: AiRole[] = [
  {
    id: 'customer-support',
    role: 'Customer Support',
    description:
      'Answers your customers by phone and chat, day and night, in your company’s name and with your answers.',
    benefits: [
      'Picks up in seconds, 24/7, so no caller reaches voicemail',
      'Books visits and captures every caller’s details',
      'Passes urgent problems straight to your on-call tech',
    ],
    icon: HeadsetIcon,
    demo: [
      { from: 'you', text: 'My water heater is leaking from the bottom. Can someone come today?' },
      {
        from: 'ai',
        text: 'I’m sorry to hear that. If water is still running, turn the cold-water valve on top of the heater clockwise to stop it. I can have a plumber with you between 2 and 4 p.m. today. What’s the address?',
      },
    ],
  },
  {
    id: 'business-analyst',
    role: 'Business Analyst',
    description:
      'Turns your proposals, calls and jobs into plain-language answers about what is working and what is not.',
    benefits: [
      'A weekly summary of revenue, close rate and call volume',
      'Shows which services and price options win',
      'Flags a slow month while there is still time to act',
    ],
    icon: ChartIcon,
    demo: [
      { from: 'you', text: 'Why did our close rate drop last month?' },
      {
        from: 'ai',
        text: 'It fell from 42% to 31%, and the drop is in roof replacements: 9 of 14 were sent more than three days after the inspection. Roofing proposals sent the same day still closed at 46%.',
      },
    ],
  },
  {
    id: 'marketing-specialist',
    role: 'Marketing Specialist',
    description:
      'Writes your posts, emails and review replies, and plans seasonal campaigns for your service area.',
    benefits: [
      'Seasonal campaigns planned ahead, like tune-ups before the first cold snap',
      'A reply to every review, in your voice',
      'Finished jobs turned into before-and-after posts',
    ],
    icon: SparklesIcon,
    demo: [
      { from: 'you', text: 'Write a short post for our fall furnace tune-up offer.' },
      {
        from: 'ai',
        text: 'Cold nights are coming. Book a furnace tune-up before November 15 and we will test the safety controls, clean the burners and replace your filter for $89. Fewer breakdowns, lower bills. Call us or book online.',
      },
    ],
  },
  {
    id: 'research-assistant',
    role: 'Research Assistant',
    description:
      'Looks up rebates, equipment specifications, codes and suppliers, and brings back a short answer.',
    benefits: [
      'Finds rebates and incentives worth putting in a proposal',
      'Compares equipment specifications and warranties',
      'Summarizes permit requirements to confirm with your inspector',
    ],
    icon: SearchIcon,
    demo: [
      { from: 'you', text: 'What should I check before quoting a heat pump for a 1960s house?' },
      {
        from: 'ai',
        text: 'Check panel capacity and breaker space, duct size and leakage, and the attic insulation, since all three change the system size and price. I can also list the utility rebates available in the customer’s zip code.',
      },
    ],
  },
  {
    id: 'sales-coach',
    role: 'Sales Coach',
    description:
      'Reviews your sales calls and proposals and suggests what to say next, before and after the visit.',
    benefits: [
      'Feedback after every sales call',
      'Practice for the objections you hear most',
      'Follow-up timing based on how clients open your proposals',
    ],
    icon: TrendingUpIcon,
    demo: [
      { from: 'you', text: 'The homeowner says our price is higher than the other quote.' },
      {
        from: 'ai',
        text: 'Ask what the other quote includes: equipment model, labor warranty, permits and removal of the old unit. Compare them side by side. If the budget is the real issue, show your Good option or the monthly payment instead of cutting your price.',
      },
    ],
  },
  {
    id: 'project-manager',
    role: 'Project Manager',
    description:
      'Keeps signed jobs on schedule: crews, materials, permits and updates to your customers.',
    benefits: [
      'A job timeline from every signed proposal',
      'Reminders for permits, inspections and deliveries',
      'Customers told what happens before each visit',
    ],
    icon: BriefcaseIcon,
    demo: [
      { from: 'you', text: 'What is at risk this week?' },
      {
        from: 'ai',
        text: 'Two jobs. The Miller reroof needs its permit by Wednesday and the application is still pending. The Chen install has no delivery date for the line set yet. I have drafted a note to the supplier and a heads-up to Mrs. Chen.',
      },
    ],
  },
];
