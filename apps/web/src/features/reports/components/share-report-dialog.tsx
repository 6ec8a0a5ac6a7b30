import type { ReportRow } from '@vanilla/contracts';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { CopyField } from '../../../components/ui/copy-field';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
import { apiErrorMessage } from '../../../lib/api-error';
import { useShareReportMutation } from '../api/reports-api';

const SHARE_FAILED = 'Could not change the link. Please try again.';

// The server names the link's page; an address without a host is on this site.
const absolute = (url: string) => new URL(url, window.location.origin).href;

/**
 * Share (managers): a read-only link to the report for someone without an account (an
 * accountant), which can be copied and revoked; a revoked link stops working at once.
 */
export const ShareReportDialog = ({
  report,
  onClose,
}: {
  report: Pick<ReportRow, 'id' | 'name' | 'share'>;
  onClose: () => void;
}) => {
  const [share, { isLoading }] = useShareReportMutation();
  const [error, setError] = useState<string | null>(null);
  const [revoked, setRevoked] = useState(false);

  const change = async (on: boolean) => {
    setError(null);
    try {
      await share({ id: report.id, on }).unwrap();
      setRevoked(!on);
    } catch (failure) {
      setError(apiErrorMessage(failure, SHARE_FAILED));
    }
  };

  return (
    <Dialog
      title="Share report"
      description={`Anyone with the link can read “${report.name}” without signing in, but not change it.`}
      onClose={onClose}
      busy={isLoading}
    >
      <DialogBody>
        {error && <Alert tone="error">{error}</Alert>}
        {revoked && !report.share && (
          <Alert tone="success">The link was revoked: it no longer opens the report.</Alert>
        )}
        {report.share ? (
          <CopyField label="Read-only link" value={absolute(report.share.url)} />
        ) : (
          <p className="text-sm text-neutral-600">This report has no shared link.</p>
        )}
        <DialogActions>
          <Button variant="secondary" onClick={onClose} disabled={isLoading}>
            Done
          </Button>
          {report.share ? (
            <Button
              key="revoke"
              variant="danger"
              onClick={() => void change(false)}
              disabled={isLoading}
            >
              {isLoading ? 'Revoking…' : 'Revoke link'}
            </Button>
          ) : (
            <Button key="create" onClick={() => void change(true)} disabled={isLoading}>
              {isLoading ? 'Creating…' : 'Create link'}
            </Button>
          )}
        </DialogActions>
      </DialogBody>
    </Dialog>
  );
};
