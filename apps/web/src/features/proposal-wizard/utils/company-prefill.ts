import type { CompanyProfile } from '@vanilla/contracts';
import type { ProposalForm } from './proposal-form';

/**
 * The Company Info step filled from the company profile once the company has a name (Dev Mode's
 * sample job included: the sample is the job, the company is yours); the form as it is otherwise.
 */
export const withCompanyProfile = (
  form: ProposalForm,
  company: CompanyProfile | undefined,
): ProposalForm =>
  !company || company.company_name === ''
    ? form
    : {
        ...form,
        companyName: company.company_name,
        licenseNumber: company.license_number,
        companyAddress: company.company_address,
        companyPhone: company.company_phone,
        companyEmail: company.company_email,
      };
