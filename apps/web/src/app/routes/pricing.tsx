import { NotFoundRoute } from './not-found';

// Placeholder while the pricing page is being built in this session.
export const PricingRoute = () => <NotFoundRoute />;
