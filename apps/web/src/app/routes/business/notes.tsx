import { paths } from '../../../config/paths';
import { NotesPage } from '../../../features/pipeline/components/notes-page';
import { useViewer } from '../use-viewer';

/** /business/notes and /business2/notes: the same notes, linking to contacts in their area. */
const NotesRoute = ({ area }: { area: 'business' | 'business2' }) => {
  const { teamOptions } = useViewer();
  return (
    <>
      <title>Notes · Vanilla</title>
      <NotesPage
        team={teamOptions}
        contactHref={area === 'business' ? paths.business.contact : paths.business2.contact}
        eyebrow={area === 'business' ? 'Pipeline' : 'AI Receptionist'}
      />
    </>
  );
};

export const BusinessNotesRoute = () => <NotesRoute area="business" />;

export const Business2NotesRoute = () => <NotesRoute area="business2" />;
