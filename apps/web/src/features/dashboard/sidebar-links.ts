import type { ComponentType } from 'react';
import {
  BotIcon,
  BriefcaseIcon,
  ChartIcon,
  ContactsIcon,
  DocumentIcon,
  HeadsetIcon,
  HomeIcon,
  NoteIcon,
  PhoneCallsIcon,
  ReceiptIcon,
  SettingsIcon,
  type IconProps,
} from '../../components/icons';
import { paths } from '../../config/paths';

export type SidebarLink = {
  label: string;
  to: string;
  icon: ComponentType<IconProps>;
  /** Active only on this exact path, not below it (the home link). */
  end?: boolean;
};

// Spec 001 §2 "Business sidebar": ten links. Settings lives in the receptionist area's settings
// page, the one the spec describes.
export const businessLinks: SidebarLink[] = [
  { label: 'Home', to: paths.business.home, icon: HomeIcon, end: true },
  { label: 'Contacts', to: paths.business.contacts, icon: ContactsIcon },
  { label: 'Proposals', to: paths.business.proposals, icon: DocumentIcon },
  { label: 'Jobs', to: paths.business.jobs, icon: BriefcaseIcon },
  { label: 'Reports', to: paths.business.reports, icon: ChartIcon },
  { label: 'Invoices', to: paths.business.transactions, icon: ReceiptIcon },
  { label: 'Notes', to: paths.business.notes, icon: NoteIcon },
  { label: 'AI Receptionist', to: paths.business.voiceAgents, icon: HeadsetIcon },
  { label: 'AI Team', to: paths.business.aiTeam, icon: BotIcon },
  { label: 'Settings', to: paths.business2.settings, icon: SettingsIcon },
];

// Spec 001 §2: the receptionist area's own sidebar.
export const receptionistLinks: SidebarLink[] = [
  { label: 'AI Receptionist', to: paths.business2.voiceAgents, icon: HeadsetIcon },
  { label: 'Calls', to: paths.business2.calls, icon: PhoneCallsIcon },
  { label: 'Contacts', to: paths.business2.contacts, icon: ContactsIcon },
  { label: 'Settings', to: paths.business2.settings, icon: SettingsIcon },
];
