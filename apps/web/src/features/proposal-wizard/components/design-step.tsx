import type { FormTemplateChoice, TemplateChoice } from '@vanilla/contracts';
import { SectionIntro } from './form-controls';

type Design = {
  id: FormTemplateChoice;
  name: string;
  description: string;
  recommended?: boolean;
};

// 001 §2 "Templates": vanilla is the recommended default.
const designs: Design[] = [
  {
    id: 'minimalist',
    name: 'Minimalist',
    description: 'Clean type and plenty of white space. Lets the numbers speak.',
  },
  {
    id: 'vanilla',
    name: 'Vanilla',
    description: 'Friendly, colourful sections with your photos up front.',
    recommended: true,
  },
  {
    id: 'professional',
    name: 'Professional',
    description: 'A formal letterhead with a reference number, guarantees and a 30-day validity.',
  },
];

const Line = ({ className = '' }: { className?: string }) => (
  <span aria-hidden="true" className={`block h-1.5 rounded-full ${className}`} />
);

/** A small drawing of each design's layout. */
const DesignPreview = ({ id }: { id: Design['id'] }) => {
  if (id === 'minimalist') {
    return (
      <div className="flex h-full flex-col gap-2 bg-white p-4">
        <Line className="w-1/2 bg-neutral-800" />
        <Line className="w-1/3 bg-neutral-300" />
        <span className="my-2 block h-px bg-neutral-200" />
        <Line className="w-1/4 bg-neutral-600" />
        <Line className="w-full bg-neutral-200" />
        <Line className="w-5/6 bg-neutral-200" />
        <Line className="mt-2 w-1/4 bg-neutral-600" />
        <Line className="w-full bg-neutral-200" />
        <Line className="w-2/3 bg-neutral-200" />
      </div>
    );
  }
  if (id === 'vanilla') {
    return (
      <div className="flex h-full flex-col bg-brand-50/50">
        <div className="flex flex-col gap-1.5 bg-gradient-to-r from-brand-600 to-violet-500 p-3">
          <Line className="w-1/2 bg-white/90" />
          <Line className="w-1/3 bg-white/60" />
        </div>
        <div className="grid grid-cols-3 gap-1.5 p-3 pb-0">
          <span className="h-8 rounded bg-brand-200" />
          <span className="h-8 rounded bg-brand-100" />
          <span className="h-8 rounded bg-brand-200" />
        </div>
        <div className="m-3 flex flex-col gap-1.5 rounded-lg bg-white p-2.5 shadow-sm">
          <Line className="w-1/3 bg-brand-500" />
          <Line className="w-full bg-neutral-200" />
          <Line className="w-4/5 bg-neutral-200" />
        </div>
      </div>
    );
  }
  return (
    <div className="flex h-full flex-col bg-white">
      <div className="flex items-center justify-between bg-slate-800 p-3">
        <Line className="w-1/3 bg-white/90" />
        <span
          aria-hidden="true"
          className="rounded bg-amber-400 px-1 text-[0.5rem] font-bold text-slate-900"
        >
          PRO-0000
        </span>
      </div>
      <div className="grid flex-1 grid-cols-3 gap-2 p-3">
        <div className="col-span-2 flex flex-col gap-1.5">
          <Line className="w-1/2 bg-slate-700" />
          <Line className="w-full bg-neutral-200" />
          <Line className="w-5/6 bg-neutral-200" />
          <Line className="mt-1 w-1/2 bg-slate-700" />
          <Line className="w-full bg-neutral-200" />
        </div>
        <div className="flex flex-col gap-1.5 rounded bg-slate-100 p-1.5">
          <Line className="w-full bg-amber-400" />
          <Line className="w-2/3 bg-slate-300" />
          <Line className="w-3/4 bg-slate-300" />
        </div>
      </div>
    </div>
  );
};

type DesignStepProps = {
  value: TemplateChoice;
  onChange: (value: TemplateChoice) => void;
};

/** Step 2 "Choose Design": minimalist, vanilla (recommended) or professional. */
export const DesignStep = ({ value, onChange }: DesignStepProps) => (
  <section aria-label="Choose Design">
    <SectionIntro
      title="Choose Design"
      description="How your client sees the proposal. You can switch designs at any time before you send it."
    />
    <fieldset>
      <legend className="sr-only">Proposal design</legend>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        {designs.map((design) => {
          const selected = value === design.id;
          return (
            <label
              key={design.id}
              className={`group relative flex cursor-pointer flex-row overflow-hidden sm:flex-col rounded-2xl border-2 bg-white transition-all focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 hover:-translate-y-0.5 hover:shadow-md ${
                selected ? 'border-brand-600 shadow-md' : 'border-neutral-200'
              }`}
            >
              <input
                type="radio"
                name="proposal-design"
                value={design.id}
                checked={selected}
                onChange={() => onChange(design.id)}
                className="sr-only"
              />
              <div className="aspect-[4/3] w-32 shrink-0 overflow-hidden border-r border-neutral-200 sm:w-auto sm:border-r-0 sm:border-b">
                <DesignPreview id={design.id} />
              </div>
              <div className="flex flex-1 flex-col gap-1 p-4">
                <span className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold text-neutral-900">
                  {design.name}
                  {design.recommended && (
                    <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-100">
                      Recommended
                    </span>
                  )}
                </span>
                <span className="text-sm text-neutral-600">{design.description}</span>
              </div>
              {selected && (
                <span
                  aria-hidden="true"
                  className="absolute top-2 right-2 flex size-6 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white shadow"
                >
                  ✓
                </span>
              )}
            </label>
          );
        })}
      </div>
    </fieldset>
  </section>
);
