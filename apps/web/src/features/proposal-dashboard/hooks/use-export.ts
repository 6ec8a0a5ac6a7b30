import { useState } from 'react';
import { exportProposals } from '../utils/export-proposals';
import type { ProposalRow } from '../utils/proposal-rows';

export const EXPORT_FAILED = 'Could not create the Excel file. Please try again.';

/** Excel export with its own busy flag and failure message. */
export const useExport = (withTeamMember: boolean) => {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (rows: readonly ProposalRow[]) => {
    setBusy(true);
    setError(null);
    try {
      await exportProposals(rows, withTeamMember);
    } catch {
      setError(EXPORT_FAILED);
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, clearError: () => setError(null) };
};
