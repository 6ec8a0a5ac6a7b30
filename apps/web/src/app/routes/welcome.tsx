import { WelcomePage } from '../../features/homeowners/components/welcome-page';

/** /welcome: where the homeowner's zip code leads, on to the home dashboard (000 §2). */
export const WelcomeRoute = () => (
  <>
    <title>Welcome · Vanilla</title>
    <WelcomePage />
  </>
);
