import { NotFoundRoute } from '../not-found';

// Placeholder while the screen is being built in this session.
export const VoiceAgentsRoute = () => <NotFoundRoute />;
