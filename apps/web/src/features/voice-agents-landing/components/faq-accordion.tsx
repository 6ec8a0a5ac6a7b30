import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../../components/icons';

const questions = [
  {
    question: 'How does the AI receptionist handle my calls?',
    answer:
      'It answers calls outside your business hours and forwards calls to your team during them. Every call is recorded and transcribed, with a short summary and the caller’s contact details.',
  },
  {
    question: 'Can it book appointments and send quotes?',
    answer:
      'Yes. You choose its goals: schedule appointments, qualify leads or send quotes. It asks the questions you would ask and hands you the answers.',
  },
  {
    question: 'Do I need a new phone number?',
    answer:
      'You get a new local number in the area code you pick. Share it with customers, or forward your existing line to it.',
  },
  {
    question: 'What does it cost?',
    answer:
      'You can start free and train your AI receptionist. Super Pro is $100 per user per month with 100 minutes of AI call time, extra calls are $1 per minute in credits, and it comes with a 14-day free trial.',
  },
];

type FaqAccordionProps = {
  /** Inside the dashboard's padded content area rather than full width on the public site. */
  inset: boolean;
};

/** The four-question FAQ accordion (000 §2); any number of answers may be open. */
export const FaqAccordion = ({ inset }: FaqAccordionProps) => {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());

  const toggle = (index: number) =>
    setOpen((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  return (
    <section
      aria-labelledby={`${baseId}-title`}
      className={`mx-auto w-full max-w-3xl py-20 ${inset ? '' : 'px-4 sm:px-6'}`}
    >
      <h2
        id={`${baseId}-title`}
        className="text-center text-3xl font-bold tracking-tight text-neutral-950 sm:text-4xl"
      >
        Frequently asked questions
      </h2>
      <div className="mt-10 divide-y divide-neutral-200 rounded-2xl border border-neutral-200 bg-white">
        {questions.map(({ question, answer }, index) => {
          const expanded = open.has(index);
          const buttonId = `${baseId}-q${index}`;
          const panelId = `${baseId}-a${index}`;
          return (
            <div key={question}>
              <h3>
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={panelId}
                  onClick={() => toggle(index)}
                  className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-neutral-900 transition-colors hover:text-brand-700 sm:px-6"
                >
                  {question}
                  <ChevronDownIcon
                    className={`size-5 shrink-0 text-neutral-500 transition-transform ${
                      expanded ? 'rotate-180' : ''
                    }`}
                  />
                </button>
              </h3>
              <div
                id={panelId}
                role="region"
                aria-labelledby={buttonId}
                hidden={!expanded}
                className="px-5 pb-5 text-neutral-600 sm:px-6"
              >
                {answer}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
};
