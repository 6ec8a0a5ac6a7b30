import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { LandingRoute } from './routes/landing';
import { NotFoundRoute } from './routes/not-found';
import { RootLayout } from './routes/root-layout';
import { RouteError } from './routes/route-error';

// Only routes with real pages are registered; every other path renders the not-found page.
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      { path: paths.home, element: <LandingRoute /> },
      { path: paths.voice, element: <LandingRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);
