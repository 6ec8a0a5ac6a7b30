import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MainContent } from '../../components/layouts/main-content';
import { SiteFooter } from '../../components/layouts/site-footer';

/** Public pages: the page, then the footer. */
export const SiteLayoutFrame = ({ children }: { children: ReactNode }) => (
  <>
    <MainContent>{children}</MainContent>
    <SiteFooter />
  </>
);

export const SiteLayout = () => (
  <SiteLayoutFrame>
    <Outlet />
  </SiteLayoutFrame>
);
