import { describe, expect, it } from '@jest/globals';
import type { CompanyProfile } from '@vanilla/contracts';
import { withCompanyProfile } from './company-prefill';
import { emptyForm, sampleForm } from './proposal-form';

const company: CompanyProfile = {
  company_name: 'Arctic Comfort HVAC',
  company_address: '1 Frost Way, Austin, TX',
  company_phone: '(512) 555-0147',
  company_email: 'office@arctic.example',
  license_number: 'TX-ACR-42',
  website: 'https://arctic.example',
  logo: null,
  proposal_validity_days: 30,
  updated_at: '2026-03-01T12:00:00.000Z',
};

describe(withCompanyProfile.name, () => {
  it("should fill the Company Info step with the profile when the company has a name, over Dev Mode's sample", () => {
    const form = withCompanyProfile(sampleForm(), company);
    expect(form).toMatchObject({
      companyName: 'Arctic Comfort HVAC',
      licenseNumber: 'TX-ACR-42',
      companyAddress: '1 Frost Way, Austin, TX',
      companyPhone: '(512) 555-0147',
      companyEmail: 'office@arctic.example',
      // The job stays the sample's.
      clientName: 'Jordan Ellis',
    });
  });

  it('should leave the form as it is when the company has no name yet or the profile has not loaded', () => {
    const form = emptyForm();
    expect(withCompanyProfile(form, { ...company, company_name: '' })).toBe(form);
    expect(withCompanyProfile(form, undefined)).toBe(form);
  });
});
