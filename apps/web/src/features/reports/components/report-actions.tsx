import { SparklesIcon } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { MenuButton } from '../../../components/ui/menu-button';
import type { ReportFormat } from '../hooks/use-report-export';

type ReportActionsProps = {
  onAiReport: () => void;
  writing: boolean;
  onExport: (format: ReportFormat) => void;
  exporting: boolean;
  /** Managers only: absent, there is no Share entry. */
  onShare?: () => void;
};

/** "AI Report" and "More Actions" (Export as Excel or PDF, Share), on the list and on a report. */
export const ReportActions = ({
  onAiReport,
  writing,
  onExport,
  exporting,
  onShare,
}: ReportActionsProps) => (
  <>
    <Button variant="secondary" onClick={onAiReport} disabled={writing}>
      <SparklesIcon className="size-4" />
      {writing ? 'Writing…' : 'AI Report'}
    </Button>
    <MenuButton
      label={exporting ? 'Exporting…' : 'More Actions'}
      align="right"
      items={[
        { label: 'Export Excel (.xlsx)', onSelect: () => onExport('xlsx') },
        { label: 'Export PDF', onSelect: () => onExport('pdf') },
        ...(onShare ? [{ label: 'Share', onSelect: onShare }] : []),
      ]}
    />
  </>
);
