import {
  computedReportTemplates,
  reportTypes,
  type ReportRow,
  type ReportTemplate,
  type ReportType,
} from '@vanilla/contracts';
import { useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogBody } from '../../../components/ui/dialog';
import { FormSelect } from '../../../components/ui/form-fields';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { todayDay } from '../../../lib/format';
import { useCreateReportMutation } from '../api/reports-api';
import { reportTemplateLabels, reportTypeLabels } from '../utils/report-rows';

export type TeamOption = { id: string; name: string };

/** Blank Report asks for a type; From Template for a template (and takes its type). */
export type NewReportKind = 'blank' | 'template';

const CREATE_FAILED = 'Could not create the report. Please try again.';

const daysBefore = (day: string, days: number): string => {
  const [year, month, date] = day.split('-').map(Number);
  return todayDay(new Date(year, month - 1, date - days));
};

const templates = reportTypes.map((type) => ({
  value: type,
  label: computedReportTemplates.includes(type)
    ? reportTemplateLabels[type]
    : `${reportTemplateLabels[type]} (coming soon)`,
}));

/**
 * "New Report": a name, a template (or a blank report's type), the dates it covers and, for a
 * manager, one team member or the whole team; created, it opens.
 */
export const NewReportDialog = ({
  kind,
  team,
  onClose,
  onCreated,
}: {
  kind: NewReportKind;
  /** The manager's team; undefined for a member, who reports on their own work. */
  team: readonly TeamOption[] | undefined;
  onClose: () => void;
  onCreated: (report: ReportRow) => void;
}) => {
  const today = todayDay();
  const [name, setName] = useState('');
  const [template, setTemplate] = useState<ReportType>('performance');
  const [from, setFrom] = useState(daysBefore(today, 29));
  const [to, setTo] = useState(today);
  const [member, setMember] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [create, { isLoading }] = useCreateReportMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (name.trim() === '') return setError('Please name the report.');
    if (from > to) return setError('The start date must be on or before the end date.');
    const chosen: ReportTemplate = kind === 'blank' ? 'blank' : template;
    try {
      const report = await create({
        name: name.trim(),
        template: chosen,
        ...(kind === 'blank' ? { type: template } : {}),
        from,
        to,
        timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
        ...(member === '' ? {} : { team_member: member }),
      }).unwrap();
      onCreated(report);
    } catch (failure) {
      setError(apiErrorMessage(failure, CREATE_FAILED));
    }
  };

  return (
    <Dialog
      title={kind === 'blank' ? 'New blank report' : 'New report from a template'}
      description="Choose what it covers; its figures are computed from your proposals and calls."
      onClose={onClose}
      busy={isLoading}
      closeOnBackdrop={false}
      focusFirstField
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogBody>
          {error && <Alert tone="error">{error}</Alert>}
          <TextField
            label="Report name"
            required
            value={name}
            maxLength={200}
            onChange={(event) => setName(event.target.value)}
            placeholder="e.g. May sales performance"
          />
          {kind === 'template' ? (
            <FormSelect
              label="Template"
              value={template}
              options={templates}
              onChange={(event) => setTemplate(event.target.value as ReportType)}
            />
          ) : (
            <FormSelect
              label="Type"
              value={template}
              options={reportTypes.map((type) => ({ value: type, label: reportTypeLabels[type] }))}
              onChange={(event) => setTemplate(event.target.value as ReportType)}
            />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="From"
              type="date"
              required
              value={from}
              max={to}
              onChange={(event) => setFrom(event.target.value)}
            />
            <TextField
              label="To"
              type="date"
              required
              value={to}
              min={from}
              onChange={(event) => setTo(event.target.value)}
            />
          </div>
          {team && (
            <FormSelect
              label="Team member"
              value={member}
              options={[
                { value: '', label: 'Whole team' },
                ...team.map((option) => ({ value: option.id, label: option.name })),
              ]}
              onChange={(event) => setMember(event.target.value)}
            />
          )}
          <DialogActions>
            <Button variant="secondary" onClick={onClose} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" disabled={isLoading}>
              {isLoading ? 'Creating…' : 'Create report'}
            </Button>
          </DialogActions>
        </DialogBody>
      </form>
    </Dialog>
  );
};
