import type { CompanyProfile } from '@vanilla/contracts';
import { useState, type FormEvent, type ReactNode } from 'react';
import { BuildingIcon } from '../../../components/icons';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { apiErrorMessage } from '../../../lib/api-error';
import { useCompanyProfileQuery, useUpdateCompanyProfileMutation } from '../../../lib/company-api';
import { apiImageSrc } from '../../../lib/api-image';
import { websiteLabel } from '../../../lib/format';
import {
  formFromProfile,
  logoFromProfile,
  toUpdateBody,
  validateCompanyForm,
  type CompanyField,
  type CompanyFieldErrors,
  type CompanyForm,
  type LogoChoice,
} from '../utils/company-form';
import { LogoField } from './logo-field';

const messages = {
  loadFailed: 'Could not load your company profile. Please try again.',
  saveFailed: 'Could not save your company profile. Please try again.',
  network: 'Network error. Please check your connection and try again.',
  saved: 'Company profile saved. New proposals and emails use it from now on.',
} as const;

const Intro = () => (
  <div>
    <h3 className="text-base font-semibold text-neutral-900">Company profile</h3>
    <p className="mt-1 text-sm text-neutral-500">
      Your name, logo and contact details head every proposal you share, sign your emails and start
      your AI receptionist. Proposals already shared keep the details they were sent with.
    </p>
  </div>
);

type FieldSpec = {
  name: CompanyField;
  label: string;
  type?: string;
  inputMode?: 'text' | 'tel' | 'email' | 'url' | 'numeric';
  autoComplete?: string;
  placeholder?: string;
  wide?: boolean;
};

const fields: FieldSpec[] = [
  { name: 'companyName', label: 'Company name', autoComplete: 'organization', wide: true },
  { name: 'licenseNumber', label: 'License number', placeholder: 'e.g. CA C-20 #1048213' },
  {
    name: 'companyPhone',
    label: 'Phone',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel',
    placeholder: '(555) 123-4567',
  },
  {
    name: 'companyEmail',
    label: 'Email',
    type: 'email',
    inputMode: 'email',
    autoComplete: 'email',
    placeholder: 'office@yourcompany.com',
  },
  {
    name: 'website',
    label: 'Website',
    inputMode: 'url',
    autoComplete: 'url',
    placeholder: 'yourcompany.com',
  },
  {
    name: 'companyAddress',
    label: 'Address',
    autoComplete: 'street-address',
    placeholder: 'Street, city, state and ZIP',
    wide: true,
  },
  {
    name: 'proposalValidityDays',
    label: 'Proposals valid for (days)',
    inputMode: 'numeric',
    placeholder: '30',
  },
];

const CompanyProfileForm = ({ profile }: { profile: CompanyProfile }) => {
  const [form, setForm] = useState<CompanyForm>(() => formFromProfile(profile));
  const [logo, setLogo] = useState<LogoChoice>(() => logoFromProfile(profile));
  const [errors, setErrors] = useState<CompanyFieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, { isLoading }] = useUpdateCompanyProfileMutation();

  const update = (name: CompanyField, value: string) => {
    setForm((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setSaved(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    setSaved(false);
    const found = validateCompanyForm(form);
    setErrors(found);
    const first = fields.find((field) => found[field.name]);
    if (first) {
      document.getElementsByName(first.name)[0]?.focus();
      return;
    }
    try {
      const result = await save(toUpdateBody(form, logo)).unwrap();
      setForm(formFromProfile(result));
      setLogo(logoFromProfile(result));
      setSaved(true);
    } catch (error) {
      setFailure(apiErrorMessage(error, messages.saveFailed, messages.network));
    }
  };

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-6">
      <LogoField
        value={logo}
        onChange={(next) => {
          setLogo(next);
          setSaved(false);
        }}
        disabled={isLoading}
      />
      <div className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type}
            inputMode={field.inputMode}
            autoComplete={field.autoComplete}
            placeholder={field.placeholder}
            required={field.name === 'companyName'}
            invalid={errors[field.name] !== undefined}
            hint={errors[field.name] && <span className="text-red-700">{errors[field.name]}</span>}
            value={form[field.name]}
            onChange={(event) => update(field.name, event.target.value)}
            className={field.wide ? 'sm:col-span-2' : ''}
          />
        ))}
      </div>
      {failure && (
        <Alert tone="error" onDismiss={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {saved && <Alert tone="success">{messages.saved}</Alert>}
      <div className="flex justify-end">
        <Button type="submit" disabled={isLoading} className="w-full sm:w-auto">
          {isLoading ? 'Saving…' : 'Save company profile'}
        </Button>
      </div>
    </form>
  );
};

const Detail = ({ label, children }: { label: string; children: ReactNode }) => (
  <div className="min-w-0">
    <dt className="text-neutral-500">{label}</dt>
    <dd className="mt-0.5 font-medium break-words text-neutral-900">
      {children || <span className="font-normal text-neutral-400">Not set</span>}
    </dd>
  </div>
);

// Members see what their proposals go out with; only managers change it.
const CompanyProfileView = ({ profile }: { profile: CompanyProfile }) => (
  <div className="flex flex-col gap-5 rounded-2xl border border-neutral-200 p-4 sm:p-5">
    <div className="flex items-center gap-4">
      <div className="flex size-16 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-neutral-200 bg-white">
        {profile.logo ? (
          <img
            src={apiImageSrc(profile.logo)}
            alt="Company logo"
            className="max-h-full max-w-full object-contain"
          />
        ) : (
          <BuildingIcon className="size-7 text-neutral-300" />
        )}
      </div>
      <p className="min-w-0 text-lg font-semibold break-words text-neutral-900">
        {profile.company_name || 'Your company has no name yet'}
      </p>
    </div>
    <dl className="grid grid-cols-1 gap-4 text-sm sm:grid-cols-2">
      <Detail label="License number">{profile.license_number}</Detail>
      <Detail label="Phone">{profile.company_phone}</Detail>
      <Detail label="Email">{profile.company_email}</Detail>
      <Detail label="Website">{profile.website && websiteLabel(profile.website)}</Detail>
      <Detail label="Address">{profile.company_address}</Detail>
      <Detail label="Proposals valid for">{`${profile.proposal_validity_days} days`}</Detail>
    </dl>
    <p className="text-sm text-neutral-500">Only a manager can change the company profile.</p>
  </div>
);

type CompanySettingsProps = {
  /** Managers edit the profile; members read it. */
  canEdit: boolean;
};

/** Settings → Company: the company profile, editable by managers. */
export const CompanySettings = ({ canEdit }: CompanySettingsProps) => {
  const { data: profile, isLoading, error } = useCompanyProfileQuery();
  return (
    <section className="flex flex-col gap-6">
      <Intro />
      {isLoading && <Spinner label="Loading your company profile…" className="py-10" />}
      {error && <Alert tone="error">{apiErrorMessage(error, messages.loadFailed)}</Alert>}
      {profile &&
        (canEdit ? (
          <CompanyProfileForm profile={profile} />
        ) : (
          <CompanyProfileView profile={profile} />
        ))}
    </section>
  );
};
