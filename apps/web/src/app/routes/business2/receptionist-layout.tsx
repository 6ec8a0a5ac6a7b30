import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { DashboardShell } from '../../../features/dashboard/components/dashboard-shell';
import { receptionistLinks } from '../../../features/dashboard/sidebar-links';

/** /business2/*: the receptionist area's sidebar (001 §2), a bottom bar on phones. */
export const ReceptionistLayoutFrame = ({ children }: { children: ReactNode }) => (
  <DashboardShell label="AI Receptionist" links={receptionistLinks} mobile="bottom-bar">
    {children}
  </DashboardShell>
);

export const ReceptionistLayout = () => (
  <ReceptionistLayoutFrame>
    <Outlet />
  </ReceptionistLayoutFrame>
);
