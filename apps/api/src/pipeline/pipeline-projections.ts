// The pipeline's projections, named for whoever waits on them (waitForPosition).
export const CONTACTS_PROJECTION = 'contacts';
export const JOBS_PROJECTION = 'jobs';
export const NOTES_PROJECTION = 'notes';
