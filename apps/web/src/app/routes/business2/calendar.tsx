import { CalendarPage } from '../../../features/calendar/components/calendar-page';

/** /business2/calendar: the sample calendar. */
export const CalendarRoute = () => (
  <>
    <title>Calendar · Vanilla</title>
    <CalendarPage />
  </>
);
