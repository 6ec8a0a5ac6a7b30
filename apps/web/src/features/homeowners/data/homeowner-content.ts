import type { ComponentType } from 'react';
import {
  CameraIcon,
  CreditCardIcon,
  DocumentIcon,
  HammerIcon,
  LeafIcon,
  MapPinIcon,
  UsersIcon,
  WrenchIcon,
  type IconProps,
} from '../../../components/icons';

type Step = { title: string; description: string; icon: ComponentType<IconProps> };

type Service = Step & { comingSoon?: boolean };

// The homeowner page's offer (000 §1): fix things, upgrade, track impact; paying contractors is
// not there yet and says so.
export const homeServices: Service[] = [
  {
    title: 'Fix things',
    description: 'Describe what is broken, add a photo, and get proposals from local pros.',
    icon: WrenchIcon,
  },
  {
    title: 'Upgrade',
    description: 'Plan a new roof, a heat pump or a kitchen refresh and compare the quotes.',
    icon: HammerIcon,
  },
  {
    title: 'Track impact',
    description: 'See your home’s value and climate impact, and what each upgrade would change.',
    icon: LeafIcon,
  },
  {
    title: 'Pay contractors',
    description: 'Pay deposits and milestones from one place, with every receipt kept.',
    icon: CreditCardIcon,
    comingSoon: true,
  },
];

// The four steps of the homeowner landing (000 §2).
export const homeownerSteps: Step[] = [
  {
    title: 'Enter your zip code',
    description: 'So we know which local contractors work where you live.',
    icon: MapPinIcon,
  },
  {
    title: 'Add your home',
    description: 'Photos, notes and the to-dos you keep meaning to get to.',
    icon: CameraIcon,
  },
  {
    title: 'Invite contractors',
    description: 'Bring the pros you trust, or find one rated by your neighbours.',
    icon: UsersIcon,
  },
  {
    title: 'Compare proposals',
    description: 'Read every proposal side by side and accept the one that fits.',
    icon: DocumentIcon,
  },
];
