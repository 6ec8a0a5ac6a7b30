import { HomeServices } from '../../features/homeowners/components/home-services';
import { HomeownerCallToAction } from '../../features/homeowners/components/homeowner-call-to-action';
import { HomeownerHero } from '../../features/homeowners/components/homeowner-hero';
import { HomeownerSteps } from '../../features/homeowners/components/homeowner-steps';

/** /homeowners: home management for homeowners, the zip code and four steps (000 §1, §2). */
export const HomeownersRoute = () => (
  <>
    <title>Vanilla · For homeowners</title>
    <HomeownerHero />
    <HomeServices />
    <HomeownerSteps />
    <HomeownerCallToAction />
  </>
);
