import type { ProposalForm, TextFieldName } from '../utils/proposal-form';
import type { FieldErrors } from '../utils/wizard-state';
import {
  InputField,
  SelectField,
  TextAreaField,
  type InputFieldProps,
  type TextAreaFieldProps,
} from './form-controls';

type Look = Omit<InputFieldProps, 'label' | 'value' | 'onChange' | 'error' | 'autoFocus'> &
  Pick<TextAreaFieldProps, 'rows'>;

/** How one field looks: an input unless it is `multiline` or offers `options`. */
export type FieldSpec<Name extends string> = Look & {
  name: Name;
  label: string;
  multiline?: boolean;
  options?: ReadonlyArray<{ value: string; label: string }>;
};

type FieldProps = {
  spec: FieldSpec<string>;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoFocus?: boolean;
};

const Field = ({ spec, value, onChange, error, autoFocus }: FieldProps) => {
  const { name: _name, multiline, options, ...look } = spec;
  if (options) {
    return (
      <SelectField
        label={look.label}
        value={value}
        options={options}
        className={look.className}
        onChange={onChange}
      />
    );
  }
  if (multiline) {
    const { label, placeholder, rows, hint, className } = look;
    return <TextAreaField {...{ label, placeholder, rows, hint, className, value, onChange }} />;
  }
  return (
    <InputField {...look} value={value} onChange={onChange} error={error} autoFocus={autoFocus} />
  );
};

export const grid = 'grid grid-cols-1 gap-5 sm:grid-cols-2';

type FormFieldsProps = {
  fields: ReadonlyArray<FieldSpec<TextFieldName>>;
  form: ProposalForm;
  onChange: (patch: Partial<ProposalForm>) => void;
  errors?: FieldErrors;
  className?: string;
};

/** Fields of the form itself, each bound to the form value it is named after. */
export const FormFields = ({
  fields,
  form,
  onChange,
  errors = {},
  className = grid,
}: FormFieldsProps) => (
  <div className={className}>
    {fields.map((spec) => (
      <Field
        key={spec.name}
        spec={spec}
        value={form[spec.name]}
        onChange={(value) => onChange({ [spec.name]: value })}
        error={errors[spec.name as keyof FieldErrors]}
      />
    ))}
  </div>
);

type ItemFieldsProps<Item> = {
  fields: ReadonlyArray<FieldSpec<keyof Item & string>>;
  item: Item;
  update: (patch: Partial<Item>) => void;
  autoFocus: boolean;
};

/** One item of a list's fields; its first field takes focus when the item was just added. */
export const ItemFields = <Item,>({ fields, item, update, autoFocus }: ItemFieldsProps<Item>) => (
  <div className={grid}>
    {fields.map((spec, index) => {
      const current = item[spec.name];
      return (
        <Field
          key={spec.name}
          spec={spec}
          value={String(current)}
          autoFocus={autoFocus && index === 0}
          // A number stays a number (a testimonial's rating).
          onChange={(value) =>
            update({
              [spec.name]: typeof current === 'number' ? Number(value) : value,
            } as Partial<Item>)
          }
        />
      );
    })}
  </div>
);
