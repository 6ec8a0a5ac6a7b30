import type { ComponentType } from 'react';
import {
  BookIcon,
  BuildingIcon,
  HomeIcon,
  PhoneIcon,
  SparklesIcon,
  UsersIcon,
  type IconProps,
} from '../../components/icons';
import { paths } from '../../config/paths';
import type { BusinessNavState } from '../../types/router-state';

export type NavLinkTarget = {
  label: string;
  to: string;
  state?: BusinessNavState;
};

export type NavMenuItem = NavLinkTarget & {
  description: string;
  icon: ComponentType<IconProps>;
};

export type NavMenu = NavLinkTarget & {
  id: string;
  items: NavMenuItem[];
};

// Every entry of "For Businesses" opens the voice-agents page and tells it which menu label was
// picked (spec 000 §2).
const forBusiness = (label: string): NavLinkTarget => ({
  label,
  to: paths.voiceAgents,
  state: { businessType: label },
});

export const navMenus: NavMenu[] = [
  {
    id: 'product',
    label: 'Product',
    to: paths.voice,
    items: [
      {
        label: 'AI Voice Calls',
        description: 'Answers every call, day and night',
        to: paths.voice,
        icon: PhoneIcon,
      },
      {
        label: 'AI Proposals',
        description: 'Proposals from your notes or voice',
        to: paths.home,
        icon: SparklesIcon,
      },
    ],
  },
  {
    id: 'for-businesses',
    ...forBusiness('For Businesses'),
    items: [
      {
        ...forBusiness('Real Estate'),
        description: 'AI calls and presentations for agents',
        icon: BuildingIcon,
      },
      {
        ...forBusiness('Home Services'),
        description: 'HVAC, plumbing, roofing, solar and more',
        icon: HomeIcon,
      },
    ],
  },
  {
    id: 'resources',
    label: 'Resources',
    to: paths.blog,
    items: [
      {
        label: 'Blog',
        description: 'Latest insights & news',
        to: paths.blog,
        icon: BookIcon,
      },
      {
        label: 'AI Team',
        description: 'AI roles that work beside your team',
        to: paths.aiTeam,
        icon: UsersIcon,
      },
    ],
  },
];

export const pricingLink: NavLinkTarget = { label: 'Pricing', to: paths.pricing };
