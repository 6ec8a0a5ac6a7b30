import type { ProposalCategory } from '@vanilla/contracts';
import {
  categories,
  newExtendedWarrantyOption,
  newFinancingOption,
  newMilestone,
  newTestimonial,
  type ProposalForm,
  type TextFieldName,
} from '../utils/proposal-form';
import { detailSubSteps } from '../utils/wizard-steps';
import type { FieldErrors } from '../utils/wizard-state';
import { InputField, SectionIntro, SelectField, TextAreaField } from './form-controls';
import { ItemList } from './item-list';
import { PhotoPicker } from './photo-picker';

type DetailsStepProps = {
  subStep: number;
  form: ProposalForm;
  onChange: (patch: Partial<ProposalForm>) => void;
  errors: FieldErrors;
};

const grid = 'grid grid-cols-1 gap-5 sm:grid-cols-2';

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
  ...categories.map((category) => ({ value: category, label: category })),
];

/** Step 1 "Proposal Details": one of its nine sub-steps (001 §2, §3). */
export const DetailsStep = ({ subStep, form, onChange, errors }: DetailsStepProps) => {
  const text = (name: TextFieldName) => ({
    value: form[name],
    onChange: (value: string) => onChange({ [name]: value }),
  });

  const sections = [
    <div key="setup" className="flex flex-col gap-5">
      <div className={grid}>
        <InputField
          label="Proposal name"
          placeholder="e.g. Whole-Home Heat Pump Upgrade"
          {...text('proposalName')}
        />
        <SelectField
          label="Category"
          value={form.category}
          onChange={(category) => onChange({ category })}
          options={categoryOptions}
        />
      </div>
      <PhotoPicker photos={form.photos} onChange={(photos) => onChange({ photos })} />
    </div>,

    <div key="company" className={grid}>
      <InputField label="Company name" autoComplete="organization" {...text('companyName')} />
      <InputField label="License number" {...text('licenseNumber')} />
      <InputField label="Company address" className="sm:col-span-2" {...text('companyAddress')} />
      <InputField label="Company phone" type="tel" inputMode="tel" {...text('companyPhone')} />
      <InputField
        label="Company email"
        type="email"
        inputMode="email"
        error={errors.companyEmail}
        {...text('companyEmail')}
      />
    </div>,

    <div key="project" className="flex flex-col gap-5">
      <div className={grid}>
        <InputField label="Client name" {...text('clientName')} />
        <InputField label="Client phone" type="tel" inputMode="tel" {...text('clientPhone')} />
        <InputField
          label="Client email"
          type="email"
          inputMode="email"
          error={errors.clientEmail}
          hint="The link goes here when you send the proposal."
          {...text('clientEmail')}
        />
        <InputField label="Client address" {...text('clientAddress')} />
        <InputField
          label="Property address"
          className="sm:col-span-2"
          {...text('propertyAddress')}
        />
      </div>
      <TextAreaField
        label="Property description"
        placeholder="Size, age, layout, what the client wants fixed"
        {...text('propertyDescription')}
      />
    </div>,

    <div key="system" className="flex flex-col gap-5">
      <InputField
        label="System type"
        placeholder="e.g. Variable-speed heat pump"
        {...text('systemType')}
      />
      <TextAreaField
        label="System details"
        rows={6}
        placeholder="Equipment, efficiency ratings, accessories"
        {...text('systemDetails')}
      />
    </div>,

    <TextAreaField
      key="requirements"
      label="System requirements"
      rows={8}
      placeholder="Permits, electrical work, ductwork, removal of the old system, site access"
      {...text('systemRequirements')}
    />,

    <div key="timeline" className="flex flex-col gap-6">
      <div className={grid}>
        <InputField label="Project start date" type="date" {...text('projectStartDate')} />
        <InputField
          label="Project duration"
          placeholder="e.g. 3 days"
          {...text('projectDuration')}
        />
      </div>
      <div>
        <h3 className="mb-3 text-base font-semibold text-neutral-900">Milestones</h3>
        <ItemList
          items={form.projectMilestones}
          onChange={(projectMilestones) => onChange({ projectMilestones })}
          create={newMilestone}
          itemLabel="Milestone"
          emptyText="No milestones yet."
          renderItem={(milestone, update, autoFocus) => (
            <div className={grid}>
              <InputField
                label="Title"
                value={milestone.title}
                autoFocus={autoFocus}
                onChange={(title) => update({ title })}
              />
              <InputField
                label="Date"
                type="date"
                value={milestone.date}
                onChange={(date) => update({ date })}
              />
              <InputField
                label="Description"
                className="sm:col-span-2"
                value={milestone.description}
                onChange={(description) => update({ description })}
              />
            </div>
          )}
        />
      </div>
    </div>,

    <div key="price" className="flex flex-col gap-6">
      <fieldset>
        <legend className="mb-3 text-base font-semibold text-neutral-900">Price options</legend>
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
          {(['basic', 'standard', 'premium'] as const).map((tier) => (
            <InputField
              key={tier}
              label={
                tier === 'basic'
                  ? 'Basic'
                  : tier === 'standard'
                    ? 'Standard (Recommended)'
                    : 'Premium'
              }
              placeholder="$0"
              inputMode="decimal"
              value={form.priceOptions[tier]}
              onChange={(value) =>
                onChange({ priceOptions: { ...form.priceOptions, [tier]: value } })
              }
              hint={
                tier === 'standard' ? 'Used as the proposal’s value on your dashboard.' : undefined
              }
            />
          ))}
        </div>
      </fieldset>
      <div>
        <h3 className="mb-3 text-base font-semibold text-neutral-900">Financing options</h3>
        <ItemList
          items={form.financingOptions}
          onChange={(financingOptions) => onChange({ financingOptions })}
          create={newFinancingOption}
          itemLabel="Financing option"
          emptyText="No financing options yet."
          renderItem={(option, update, autoFocus) => (
            <div className={grid}>
              <InputField
                label="Name"
                value={option.name}
                autoFocus={autoFocus}
                onChange={(name) => update({ name })}
              />
              <InputField
                label="Term"
                placeholder="e.g. 60 months"
                value={option.term}
                onChange={(term) => update({ term })}
              />
              <InputField
                label="Monthly payment"
                prefix="$"
                inputMode="decimal"
                value={option.monthlyPayment}
                onChange={(monthlyPayment) => update({ monthlyPayment })}
              />
              <InputField
                label="Interest rate"
                suffix="%"
                inputMode="decimal"
                value={option.interestRate}
                onChange={(interestRate) => update({ interestRate })}
              />
              <InputField
                label="Description"
                className="sm:col-span-2"
                value={option.description}
                onChange={(description) => update({ description })}
              />
            </div>
          )}
        />
      </div>
    </div>,

    <div key="warranty" className="flex flex-col gap-6">
      <InputField
        label="Warranty duration"
        placeholder="e.g. 10 years parts, 2 years labor"
        {...text('warrantyDuration')}
      />
      <TextAreaField label="Warranty details" {...text('warrantyDetails')} />
      <div>
        <h3 className="mb-3 text-base font-semibold text-neutral-900">Extended warranty options</h3>
        <ItemList
          items={form.extendedWarrantyOptions}
          onChange={(extendedWarrantyOptions) => onChange({ extendedWarrantyOptions })}
          create={newExtendedWarrantyOption}
          itemLabel="Extended warranty"
          emptyText="No extended warranty options yet."
          renderItem={(option, update, autoFocus) => (
            <div className={grid}>
              <InputField
                label="Name"
                value={option.name}
                autoFocus={autoFocus}
                onChange={(name) => update({ name })}
              />
              <InputField
                label="Duration"
                placeholder="e.g. 5 additional years"
                value={option.duration}
                onChange={(duration) => update({ duration })}
              />
              <InputField
                label="Price"
                prefix="$"
                inputMode="decimal"
                value={option.price}
                onChange={(price) => update({ price })}
              />
              <InputField
                label="Description"
                value={option.description}
                onChange={(description) => update({ description })}
              />
            </div>
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
      renderItem={(testimonial, update, autoFocus) => (
        <div className={grid}>
          <InputField
            label="Name"
            value={testimonial.name}
            autoFocus={autoFocus}
            onChange={(name) => update({ name })}
          />
          <InputField
            label="Location"
            value={testimonial.location}
            onChange={(location) => update({ location })}
          />
          <SelectField
            label="Rating"
            value={String(testimonial.rating)}
            options={ratingOptions}
            onChange={(rating) => update({ rating: Number(rating) })}
          />
          <TextAreaField
            label="Comment"
            rows={3}
            className="sm:col-span-2"
            value={testimonial.comment}
            onChange={(comment) => update({ comment })}
          />
        </div>
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
