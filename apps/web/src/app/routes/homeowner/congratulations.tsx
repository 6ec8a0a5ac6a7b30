import { CongratulationsPage } from '../../../features/homeowner-proposals/components/congratulations-page';

/** /congratulations: after a demo proposal is accepted (000 §2). */
export const CongratulationsRoute = () => (
  <>
    <title>Congratulations · Vanilla</title>
    <CongratulationsPage />
  </>
);
