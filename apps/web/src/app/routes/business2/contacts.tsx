import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ContactPage } from '../../../features/pipeline/components/contact-page';
import { ContactsListPage } from '../../../features/pipeline/components/contacts-list-page';
import { useViewer } from '../use-viewer';

/** /business2/contacts: the receptionist area's contact list. */
export const Business2ContactsRoute = () => (
  <>
    <title>Contacts · Vanilla</title>
    <ContactsListPage contactHref={paths.business2.contact} />
  </>
);

/** /business2/contacts/:contactId. */
export const Business2ContactRoute = () => {
  const { contactId = '' } = useParams();
  const { isManager, teamOptions } = useViewer();
  return (
    <ContactPage
      key={contactId}
      contactId={contactId}
      isManager={isManager}
      team={teamOptions}
      contactHref={paths.business2.contact}
      back={{ to: paths.business2.contacts, label: 'Back to contacts' }}
    />
  );
};
