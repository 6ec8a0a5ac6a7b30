import { Outlet } from 'react-router';
import { MainContent } from '../../components/layouts/main-content';
import { SiteFooter } from '../../components/layouts/site-footer';

/** Public pages: the page, then the footer. */
export const SiteLayout = () => (
  <>
    <MainContent>
      <Outlet />
    </MainContent>
    <SiteFooter />
  </>
);
