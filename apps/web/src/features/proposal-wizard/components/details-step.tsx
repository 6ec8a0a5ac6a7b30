import { proposalCategories } from '@vanilla/contracts';
import type { ProposalCategory } from '@vanilla/contracts';
import {
  newExtendedWarrantyOption,
  newFinancingOption,
  newMilestone,
  newTestimonial,
  type ExtendedWarrantyOption,
  type FinancingOption,
  type Milestone,
  type ProposalForm,
  type Testimonial,
  type TextFieldName,
} from '../utils/proposal-form';
import { depositOfForm } from '../utils/share-payload';
import { detailSubSteps } from '../utils/wizard-steps';
import type { FieldErrors } from '../utils/wizard-state';
import { FormFields, ItemFields, type FieldSpec } from './detail-fields';
import { InputField, SectionIntro } from './form-controls';
import { ItemList } from './item-list';
import { PhotoPicker } from './photo-picker';

type DetailsStepProps = {
  subStep: number;
  form: ProposalForm;
  onChange: (patch: Partial<ProposalForm>) => void;
  errors: FieldErrors;
};

const descriptions = [
  'Name the proposal and pick the trade; add photos of the property if you have them.',
  'Who the proposal comes from, as your client will see it.',
  'Who it is for and the property the work is on.',
  'The system you are proposing.',
  'What the job needs to be done right: permits, electrical, ductwork, access.',
  'When the work starts, how long it takes, and the milestones along the way.',
  'Three price options and the financing you offer.',
  'The warranty that comes with the work, and extended coverage to choose from.',
  'What past clients say about you.',
];

const ratingOptions = [5, 4, 3, 2, 1].map((rating) => ({
  value: String(rating),
  label: `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)} (${rating} of 5)`,
}));

const categoryOptions: ReadonlyArray<{ value: ProposalCategory | ''; label: string }> = [
  { value: '', label: 'Choose a category' },
  ...proposalCategories.map((category) => ({ value: category, label: category })),
];

type FormField = FieldSpec<TextFieldName>;

// The form's own fields, sub-step by sub-step.
const setupFields: FormField[] = [
  {
    name: 'proposalName',
    label: 'Proposal name',
    placeholder: 'e.g. Whole-Home Heat Pump Upgrade',
  },
  { name: 'category', label: 'Category', options: categoryOptions },
];

const companyFields: FormField[] = [
  { name: 'companyName', label: 'Company name', autoComplete: 'organization' },
  { name: 'licenseNumber', label: 'License number' },
  { name: 'companyAddress', label: 'Company address', className: 'sm:col-span-2' },
  { name: 'companyPhone', label: 'Company phone', type: 'tel', inputMode: 'tel' },
  { name: 'companyEmail', label: 'Company email', type: 'email', inputMode: 'email' },
];

const clientFields: FormField[] = [
  { name: 'clientName', label: 'Client name' },
  { name: 'clientPhone', label: 'Client phone', type: 'tel', inputMode: 'tel' },
  {
    name: 'clientEmail',
    label: 'Client email',
    type: 'email',
    inputMode: 'email',
    hint: 'The link goes here when you send the proposal.',
  },
  { name: 'clientAddress', label: 'Client address' },
  { name: 'propertyAddress', label: 'Property address', className: 'sm:col-span-2' },
];

const propertyFields: FormField[] = [
  {
    name: 'propertyDescription',
    label: 'Property description',
    multiline: true,
    placeholder: 'Size, age, layout, what the client wants fixed',
  },
];

const systemFields: FormField[] = [
  { name: 'systemType', label: 'System type', placeholder: 'e.g. Variable-speed heat pump' },
  {
    name: 'systemDetails',
    label: 'System details',
    multiline: true,
    rows: 6,
    placeholder: 'Equipment, efficiency ratings, accessories',
  },
];

const requirementFields: FormField[] = [
  {
    name: 'systemRequirements',
    label: 'System requirements',
    multiline: true,
    rows: 8,
    placeholder: 'Permits, electrical work, ductwork, removal of the old system, site access',
  },
];

const scheduleFields: FormField[] = [
  { name: 'projectStartDate', label: 'Project start date', type: 'date' },
  { name: 'projectDuration', label: 'Project duration', placeholder: 'e.g. 3 days' },
];

const warrantyFields: FormField[] = [
  {
    name: 'warrantyDuration',
    label: 'Warranty duration',
    placeholder: 'e.g. 10 years parts, 2 years labor',
  },
  { name: 'warrantyDetails', label: 'Warranty details', multiline: true },
];

// The fields of each list's items.
const milestoneFields: FieldSpec<keyof Milestone & string>[] = [
  { name: 'title', label: 'Title' },
  { name: 'date', label: 'Date', type: 'date' },
  { name: 'description', label: 'Description', className: 'sm:col-span-2' },
];

const financingFields: FieldSpec<keyof FinancingOption & string>[] = [
  { name: 'name', label: 'Name' },
  { name: 'term', label: 'Term', placeholder: 'e.g. 60 months' },
  { name: 'monthlyPayment', label: 'Monthly payment', prefix: '$', inputMode: 'decimal' },
  { name: 'interestRate', label: 'Interest rate', suffix: '%', inputMode: 'decimal' },
  { name: 'description', label: 'Description', className: 'sm:col-span-2' },
];

const extendedWarrantyFields: FieldSpec<keyof ExtendedWarrantyOption & string>[] = [
  { name: 'name', label: 'Name' },
  { name: 'duration', label: 'Duration', placeholder: 'e.g. 5 additional years' },
  { name: 'price', label: 'Price', prefix: '$', inputMode: 'decimal' },
  { name: 'description', label: 'Description' },
];

const testimonialFields: FieldSpec<keyof Testimonial & string>[] = [
  { name: 'name', label: 'Name' },
  { name: 'location', label: 'Location' },
  { name: 'rating', label: 'Rating', options: ratingOptions },
  {
    name: 'comment',
    label: 'Comment',
    multiline: true,
    rows: 3,
    className: 'sm:col-span-2',
  },
];

const priceTiers = [
  { tier: 'basic', label: 'Basic' },
  {
    tier: 'standard',
    label: 'Standard (Recommended)',
    hint: 'Used as the proposal’s value on your dashboard.',
  },
  { tier: 'premium', label: 'Premium' },
] as const;

const Subheading = ({ children }: { children: string }) => (
  <h3 className="mb-3 text-base font-semibold text-neutral-900">{children}</h3>
);

/** Step 1 "Proposal Details": one of its nine sub-steps (001 §2, §3). */
export const DetailsStep = ({ subStep, form, onChange, errors }: DetailsStepProps) => {
  const deposit = depositOfForm(form);
  const fields = (list: FormField[], className?: string, key?: string) => (
    <FormFields
      key={key}
      fields={list}
      form={form}
      onChange={onChange}
      errors={errors}
      className={className}
    />
  );
  const column = 'flex flex-col gap-5';

  const sections = [
    <div key="setup" className={column}>
      {fields(setupFields)}
      <PhotoPicker photos={form.photos} onChange={(photos) => onChange({ photos })} />
    </div>,

    fields(companyFields, undefined, 'company'),

    <div key="project" className={column}>
      {fields(clientFields)}
      {fields(propertyFields, column)}
    </div>,

    fields(systemFields, column, 'system'),

    fields(requirementFields, column, 'requirements'),

    <div key="timeline" className="flex flex-col gap-6">
      {fields(scheduleFields)}
      <div>
        <Subheading>Milestones</Subheading>
        <ItemList
          items={form.projectMilestones}
          onChange={(projectMilestones) => onChange({ projectMilestones })}
          create={newMilestone}
          itemLabel="Milestone"
          emptyText="No milestones yet."
          renderItem={(item, update, autoFocus) => (
            <ItemFields fields={milestoneFields} {...{ item, update, autoFocus }} />
          )}
        />
      </div>
    </div>,

    <div key="price" className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-neutral-900">Price options</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {priceTiers.map((price) => (
            <InputField
              key={price.tier}
              label={price.label}
              placeholder="$0"
              inputMode="decimal"
              value={form.priceOptions[price.tier]}
              onChange={(value) =>
                onChange({ priceOptions: { ...form.priceOptions, [price.tier]: value } })
              }
              hint={'hint' in price ? price.hint : undefined}
            />
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-neutral-900">
          Deposit at signing
        </legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <InputField
            label="Deposit (% of the total)"
            placeholder="20"
            inputMode="numeric"
            suffix="%"
            value={form.depositPercent}
            onChange={(depositPercent) => onChange({ depositPercent })}
            hint="Of the option and add-ons your client signs for. Empty: no deposit."
            error={deposit.field === 'depositPercent' ? (deposit.error ?? undefined) : undefined}
          />
          <InputField
            label="Or a fixed deposit"
            placeholder="$0"
            inputMode="decimal"
            value={form.depositAmount}
            onChange={(depositAmount) => onChange({ depositAmount })}
            hint="When set, asked instead of the percent."
            error={deposit.field === 'depositAmount' ? (deposit.error ?? undefined) : undefined}
          />
        </div>
      </fieldset>
      <div>
        <Subheading>Financing options</Subheading>
        <ItemList
          items={form.financingOptions}
          onChange={(financingOptions) => onChange({ financingOptions })}
          create={newFinancingOption}
          itemLabel="Financing option"
          emptyText="No financing options yet."
          renderItem={(item, update, autoFocus) => (
            <ItemFields fields={financingFields} {...{ item, update, autoFocus }} />
          )}
        />
      </div>
    </div>,

    <div key="warranty" className="flex flex-col gap-6">
      {fields(warrantyFields, 'flex flex-col gap-6')}
      <div>
        <Subheading>Extended warranty options</Subheading>
        <ItemList
          items={form.extendedWarrantyOptions}
          onChange={(extendedWarrantyOptions) => onChange({ extendedWarrantyOptions })}
          create={newExtendedWarrantyOption}
          itemLabel="Extended warranty"
          emptyText="No extended warranty options yet."
          renderItem={(item, update, autoFocus) => (
            <ItemFields fields={extendedWarrantyFields} {...{ item, update, autoFocus }} />
          )}
        />
      </div>
    </div>,

    <ItemList
      key="testimonials"
      items={form.testimonials}
      onChange={(testimonials) => onChange({ testimonials })}
      create={newTestimonial}
      itemLabel="Testimonial"
      emptyText="No testimonials yet."
      renderItem={(item, update, autoFocus) => (
        <ItemFields fields={testimonialFields} {...{ item, update, autoFocus }} />
      )}
    />,
  ];

  return (
    <section aria-label={detailSubSteps[subStep]}>
      <SectionIntro
        title={detailSubSteps[subStep] ?? 'Proposal Details'}
        description={descriptions[subStep] ?? ''}
      />
      {sections[subStep]}
    </section>
  );
};
