import { TermsOfService } from '../../../features/legal/components/terms-of-service';

export const TermsRoute = () => (
  <>
    <title>Terms of Service · Vanilla</title>
    <TermsOfService />
  </>
);
