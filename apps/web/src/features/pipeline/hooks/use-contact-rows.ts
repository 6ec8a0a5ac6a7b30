import { pipelineMessages, type ContactRow } from '@vanilla/contracts';
import { apiErrorMessage } from '../../../lib/api-error';
import { useContactsQuery } from '../api/contacts-api';
import { sampleContacts } from '../sample-data/sample-contacts';

const noRows: ContactRow[] = [];

/**
 * The contacts of the scope, or (once loaded, while there are none) the sample contacts, flagged
 * so the page labels them and keeps them from opening real pages.
 */
export const useContactRows = ({ withSamples = true } = {}) => {
  const { data, isLoading, isError, error, refetch } = useContactsQuery();
  const real = data ?? noRows;
  const sample = withSamples && data !== undefined && real.length === 0;
  return {
    real,
    rows: sample ? sampleContacts : real,
    sample,
    isLoading,
    loadError:
      isError && data === undefined
        ? apiErrorMessage(error, pipelineMessages.contactsLoadFailed)
        : null,
    retry: () => void refetch(),
  };
};
