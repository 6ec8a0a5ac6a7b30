import { useState, type ComponentType, type FormEvent } from 'react';
import { BuildingIcon, PencilIcon, type IconProps } from '../../../components/icons';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions } from '../../../components/ui/dialog';
import { ClipboardIcon, GlobeIcon } from './receptionist-icons';
import { Field, TextAreaField } from './wizard-fields';

type Source = { title: string; description: string; icon: ComponentType<IconProps> };

const sources: Source[] = [
  {
    title: 'Company information',
    description: 'Services, service area and what makes you different.',
    icon: BuildingIcon,
  },
  {
    title: 'Booking and request forms',
    description: 'How callers book a visit or ask for a quote.',
    icon: ClipboardIcon,
  },
  {
    title: 'Website',
    description: 'Pages your receptionist can answer questions from.',
    icon: GlobeIcon,
  },
];

type SourcesForm = { company: string; website: string; booking: string; faq: string };

const emptyForm: SourcesForm = { company: '', website: '', booking: '', faq: '' };

// 001 §2: saving only closes the modal; what was typed is not kept.
const EditSourcesDialog = ({ onClose }: { onClose: () => void }) => {
  const [form, setForm] = useState<SourcesForm>(emptyForm);
  const update = (change: Partial<SourcesForm>) =>
    setForm((current) => ({ ...current, ...change }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onClose();
  };
  return (
    <Dialog
      title="Edit Information Sources"
      description="What your receptionist draws on when callers ask about your business."
      onClose={onClose}
      closeOnBackdrop={false}
    >
      <form onSubmit={onSubmit} className="flex min-h-0 flex-1 flex-col">
        <div className="flex min-h-0 flex-1 flex-col gap-4 overflow-y-auto px-5 py-4 sm:px-6">
          <TextAreaField
            label="Company information"
            rows={3}
            value={form.company}
            onChange={(event) => update({ company: event.target.value })}
            autoFocus
          />
          <Field
            label="Website URL"
            type="url"
            inputMode="url"
            placeholder="https://example.com"
            value={form.website}
            onChange={(event) => update({ website: event.target.value })}
          />
          <TextAreaField
            label="Booking information"
            rows={3}
            value={form.booking}
            onChange={(event) => update({ booking: event.target.value })}
          />
          <TextAreaField
            label="FAQ"
            rows={4}
            value={form.faq}
            onChange={(event) => update({ faq: event.target.value })}
          />
        </div>
        <div className="border-t border-neutral-100 px-5 py-4 sm:px-6">
          <DialogActions>
            <Button variant="secondary" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Save</Button>
          </DialogActions>
        </div>
      </form>
    </Dialog>
  );
};

/** Manage → Information Sources: what the receptionist knows, with its Edit modal. */
export const InformationSources = () => {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <ul className="flex flex-col gap-2">
        {sources.map(({ title, description, icon: SourceIcon }) => (
          <li key={title} className="flex items-start gap-3 rounded-xl bg-neutral-50 px-3 py-2.5">
            <SourceIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
            <div className="min-w-0">
              <p className="text-sm font-medium text-neutral-900">{title}</p>
              <p className="text-xs text-neutral-600">{description}</p>
            </div>
          </li>
        ))}
      </ul>
      <Button variant="secondary" onClick={() => setEditing(true)} className="self-start">
        <PencilIcon className="size-4" />
        Edit sources
      </Button>
      {editing && <EditSourcesDialog onClose={() => setEditing(false)} />}
    </>
  );
};
