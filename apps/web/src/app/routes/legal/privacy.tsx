import { PrivacyPolicy } from '../../../features/legal/components/privacy-policy';

export const PrivacyRoute = () => (
  <>
    <title>Privacy Policy · Vanilla</title>
    <PrivacyPolicy />
  </>
);
