import type { ComponentType } from 'react';
import {
  BriefcaseIcon,
  ChartIcon,
  SearchIcon,
  ShieldCheckIcon,
  TrendingUpIcon,
  UsersIcon,
  type IconProps,
} from '../../../components/icons';

export type InvestorFeature = {
  title: string;
  description: string;
  icon: ComponentType<IconProps>;
};

// The six feature cards of the private-equity landing (spec 000 §2), in the spec's order.
export const investorFeatures: InvestorFeature[] = [
  {
    title: 'Unique data insights',
    description:
      'Operating signals that financial statements miss, such as how fast a business answers its phone and how often its proposals close, from owners who choose to share them.',
    icon: SearchIcon,
  },
  {
    title: 'Team analysis',
    description:
      'See the people behind the revenue: headcount by role, technician tenure, and how much still depends on the owner.',
    icon: UsersIcon,
  },
  {
    title: 'Growth potential',
    description:
      'Find room to grow: maintenance plans not yet offered, neighboring service areas, and demand the business turns away today.',
    icon: TrendingUpIcon,
  },
  {
    title: 'Market analysis',
    description:
      'Size each local market by trade: competitors, the age of the housing stock, climate-driven demand and seasonality.',
    icon: ChartIcon,
  },
  {
    title: 'Portfolio management',
    description:
      'Follow your portfolio companies side by side on the same measures, from call answer rate to close rate and average ticket.',
    icon: BriefcaseIcon,
  },
  {
    title: 'Due-diligence tools',
    description:
      'Checklists, document requests and red-flag reviews organized per target, so diligence on a small business moves quickly.',
    icon: ShieldCheckIcon,
  },
];
