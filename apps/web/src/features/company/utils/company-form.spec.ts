import { describe, expect, it } from '@jest/globals';
import { companyMessages, withWebsiteScheme } from '@vanilla/contracts';
import {
  logoFileProblem,
  toUpdateBody,
  validateCompanyForm,
  type CompanyForm,
} from './company-form';

const form = (overrides: Partial<CompanyForm> = {}): CompanyForm => ({
  companyName: 'Summit Comfort',
  companyAddress: '',
  companyPhone: '',
  companyEmail: '',
  licenseNumber: '',
  website: '',
  proposalValidityDays: '30',
  ...overrides,
});

describe(validateCompanyForm.name, () => {
  it('should accept a profile with only a name when everything else is left empty', () => {
    expect(validateCompanyForm(form())).toEqual({});
  });

  it('should ask for the name when it is blank', () => {
    expect(validateCompanyForm(form({ companyName: '   ' }))).toEqual({
      companyName: 'Please enter your company name.',
    });
  });

  it('should refuse a phone, an email and a website the server would refuse when they are malformed', () => {
    expect(
      validateCompanyForm(
        form({ companyPhone: '555-0142', companyEmail: 'office@', website: 'javascript:alert(1)' }),
      ),
    ).toEqual({
      companyPhone: 'Please enter a valid phone number, with 10 to 15 digits.',
      companyEmail: 'Please provide a valid email address',
      website: 'Please enter a valid website address, like https://example.com',
    });
    expect(validateCompanyForm(form({ website: 'not a site' })).website).toBeDefined();
    expect(validateCompanyForm(form({ website: 'https://me:pw@acme.example' })).website).toBe(
      companyMessages.websiteInvalid,
    );
  });

  it('should accept the usual ways of writing a phone and a site when they are well formed', () => {
    for (const companyPhone of ['(916) 555-0142', '+1 916.555.0142', '+44 20 7946 0958']) {
      expect(validateCompanyForm(form({ companyPhone }))).toEqual({});
    }
    expect(validateCompanyForm(form({ website: 'acme.example/about' }))).toEqual({});
  });

  it('should refuse a default validity outside 1 to 365 whole days', () => {
    for (const proposalValidityDays of ['0', '366', '2.5', '', 'ten']) {
      expect(validateCompanyForm(form({ proposalValidityDays })).proposalValidityDays).toBe(
        companyMessages.validityDaysInvalid,
      );
    }
    expect(validateCompanyForm(form({ proposalValidityDays: ' 365 ' }))).toEqual({});
  });

  it('should refuse text longer than the server keeps when a field is too long', () => {
    expect(validateCompanyForm(form({ companyName: 'x'.repeat(201) })).companyName).toBe(
      'The company name must be at most 200 characters.',
    );
    expect(validateCompanyForm(form({ licenseNumber: 'x'.repeat(101) })).licenseNumber).toBe(
      'The license number must be at most 100 characters.',
    );
  });
});

describe(logoFileProblem.name, () => {
  it('should refuse a file that is not a PNG, JPEG, WebP or GIF image', () => {
    expect(logoFileProblem({ type: 'image/svg+xml', size: 1000 })).toBe(
      'The logo must be a PNG, JPEG, WebP or GIF image.',
    );
    expect(logoFileProblem({ type: 'application/pdf', size: 1000 })).toBe(
      companyMessages.logoNotImage,
    );
  });

  it('should refuse an image over 5 MB and take one of exactly 5 MB', () => {
    expect(logoFileProblem({ type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe(
      'The logo must be an image of at most 5 MB.',
    );
    expect(logoFileProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
  });
});

describe(toUpdateBody.name, () => {
  it('should send the whole profile trimmed, the site with its scheme and the logo as chosen', () => {
    const filled = form({ companyName: ' Summit ', website: 'acme.example' });
    expect(toUpdateBody(filled, { kind: 'none' })).toEqual({
      company_name: 'Summit',
      company_address: '',
      company_phone: '',
      company_email: '',
      license_number: '',
      website: 'https://acme.example',
      proposal_validity_days: 30,
      logo: null,
    });
    expect(toUpdateBody(filled, { kind: 'current', path: '/api/company-logos/abc' }).logo).toBe(
      '/api/company-logos/abc',
    );
    expect(
      toUpdateBody(filled, { kind: 'new', dataUrl: 'data:image/png;base64,AA', fileName: 'a.png' })
        .logo,
    ).toBe('data:image/png;base64,AA');
  });

  it('should leave a site alone when it already has a scheme', () => {
    expect(withWebsiteScheme('http://acme.example')).toBe('http://acme.example');
    expect(withWebsiteScheme('')).toBe('');
  });
});
