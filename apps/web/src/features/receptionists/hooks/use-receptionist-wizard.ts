import type { Receptionist } from '@vanilla/contracts';
import { useState } from 'react';
import {
  useCreateReceptionistMutation,
  useLazyReceptionistQuery,
  useUpdateReceptionistMutation,
} from '../api/receptionists-api';
import type { SuccessNotice } from '../components/success-dialog';
import { formatPhoneNumber } from '../utils/phone';
import { createFailure, errorMessages, updateErrorMessage } from '../utils/receptionist-errors';
import {
  formFromReceptionist,
  initialWizardForm,
  toCreateRequest,
  toUpdateRequest,
  type WizardForm,
} from '../utils/receptionist-form';
import { AREA_CODE_STEP, type SubmitOutcome } from '../utils/wizard-state';

export type WizardSession =
  | { mode: 'create'; form: WizardForm }
  | { mode: 'edit'; receptionist: Receptionist; form: WizardForm };

/**
 * The wizard's life on the page (001 §4): opened empty to create, or with a receptionist loaded
 * to edit; after a create the wizard closes, after an update edit mode ends, and either way the
 * list refreshes and the success dialog opens. `openAtStart` opens it to create on arrival (the AI
 * Team page's "Add Team Member").
 */
export const useReceptionistWizard = (userCompanyName: string, openAtStart = false) => {
  const [session, setSession] = useState<WizardSession | null>(() =>
    openAtStart ? { mode: 'create', form: initialWizardForm(userCompanyName) } : null,
  );
  const [notice, setNotice] = useState<SuccessNotice | null>(null);
  const [loadingId, setLoadingId] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [loadReceptionist] = useLazyReceptionistQuery();
  const [createReceptionist] = useCreateReceptionistMutation();
  const [updateReceptionist] = useUpdateReceptionistMutation();

  const openCreate = () => {
    setLoadError(null);
    setSession({ mode: 'create', form: initialWizardForm(userCompanyName) });
  };

  const openEdit = async ({ id }: Receptionist) => {
    setLoadError(null);
    setLoadingId(id);
    try {
      const receptionist = await loadReceptionist(id).unwrap();
      setSession({
        mode: 'edit',
        receptionist,
        form: formFromReceptionist(receptionist, new Date()),
      });
    } catch {
      setLoadError(errorMessages.editLoad);
    } finally {
      setLoadingId(null);
    }
  };

  const create = async (form: WizardForm): Promise<SubmitOutcome> => {
    const built = toCreateRequest(form, userCompanyName);
    if (!built.ok) return { ok: false, message: built.error };
    try {
      const created = await createReceptionist(built.request).unwrap();
      setSession(null);
      setNotice({
        kind: 'created',
        name: created.receptionist.name,
        phoneNumber: formatPhoneNumber(created.phone_number || created.receptionist.phone_number),
      });
      return { ok: true };
    } catch (failure) {
      const { message, noNumbers } = createFailure(failure, built.request.phoneNumber);
      return noNumbers ? { ok: false, message, step: AREA_CODE_STEP } : { ok: false, message };
    }
  };

  const update = async (id: string, form: WizardForm): Promise<SubmitOutcome> => {
    try {
      const updated = await updateReceptionist({ id, body: toUpdateRequest(form) }).unwrap();
      setSession(null);
      setNotice({ kind: 'updated', name: updated.receptionist.name });
      return { ok: true };
    } catch (failure) {
      return { ok: false, message: updateErrorMessage(failure) };
    }
  };

  const submit = (form: WizardForm): Promise<SubmitOutcome> =>
    session?.mode === 'edit' ? update(session.receptionist.id, form) : create(form);

  return {
    session,
    notice,
    loadingId,
    loadError,
    openCreate,
    openEdit,
    submit,
    close: () => setSession(null),
    dismissNotice: () => setNotice(null),
    dismissLoadError: () => setLoadError(null),
  };
};
