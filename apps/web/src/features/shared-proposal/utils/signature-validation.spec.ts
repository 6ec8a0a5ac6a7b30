import { describe, expect, it } from '@jest/globals';
import { signatureMessages, validateSignature } from './signature-validation';

describe(validateSignature.name, () => {
  const valid = {
    hasSignature: true,
    name: 'Dana Smith',
    email: 'dana@example.com',
    consent: true,
  };

  it('should accept a signature with a name and a plausible email', () => {
    expect(validateSignature(valid)).toBeNull();
    expect(validateSignature({ ...valid, email: '  dana@example.com ' })).toBeNull();
  });

  it('should report only the signature when everything is missing', () => {
    expect(validateSignature({ hasSignature: false, name: '', email: '', consent: false })).toEqual(
      {
        field: 'signature',
        message: signatureMessages.signature,
      },
    );
  });

  it('should check the name, then the email, then its shape, in that order', () => {
    expect(validateSignature({ ...valid, name: '   ', email: '' })?.message).toBe(
      'Please provide your full name',
    );
    expect(validateSignature({ ...valid, email: ' ' })?.message).toBe(
      'Please provide your email address',
    );
    expect(validateSignature({ ...valid, email: 'dana@example' })?.message).toBe(
      'Please provide a valid email address',
    );
    expect(validateSignature({ ...valid, email: 'dana smith@example.com' })?.field).toBe('email');
  });

  it('should ask for the consent to sign electronically last, when all else is given', () => {
    expect(validateSignature({ ...valid, consent: false })).toEqual({
      field: 'consent',
      message: 'Please agree to use electronic records and signatures before signing.',
    });
    expect(validateSignature({ ...valid, name: '', consent: false })?.field).toBe('name');
  });
});
