import { useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { ContactPage } from '../../../features/pipeline/components/contact-page';
import { ContactsPage } from '../../../features/pipeline/components/contacts-page';
import { useViewer } from '../use-viewer';

/** /business/contacts: the Clients page. */
export const ContactsRoute = () => {
  const { isManager } = useViewer();
  return (
    <>
      <title>Clients · Vanilla</title>
      <ContactsPage isManager={isManager} contactHref={paths.business.contact} />
    </>
  );
};

/** /business/contacts/:contactId: one contact, keyed by id so nothing of the previous lingers. */
export const ContactRoute = () => {
  const { contactId = '' } = useParams();
  const { isManager, teamOptions } = useViewer();
  return (
    <ContactPage
      key={contactId}
      contactId={contactId}
      isManager={isManager}
      team={teamOptions}
      contactHref={paths.business.contact}
      back={{ to: paths.business.contacts, label: 'Back to clients' }}
    />
  );
};
