import { consentMessages } from '@vanilla/contracts';

// Spec 000 §5, signature dialog: checked in this order, and only the first failure is shown. The
// consent to sign electronically (ESIGN/UETA), which the spec predates, comes last.
export const signatureMessages = {
  signature: 'Please provide a signature',
  name: 'Please provide your full name',
  email: 'Please provide your email address',
  emailInvalid: 'Please provide a valid email address',
  consent: consentMessages.required,
} as const;

export type SignatureField = 'signature' | 'name' | 'email' | 'consent';

export type SignatureProblem = { field: SignatureField; message: string };

// The spec's "simple {email} pattern": something, an @, something, a dot, something.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const validateSignature = (input: {
  hasSignature: boolean;
  name: string;
  email: string;
  consent: boolean;
}): SignatureProblem | null => {
  if (!input.hasSignature) return { field: 'signature', message: signatureMessages.signature };
  if (input.name.trim() === '') return { field: 'name', message: signatureMessages.name };
  const email = input.email.trim();
  if (email === '') return { field: 'email', message: signatureMessages.email };
  if (!EMAIL_PATTERN.test(email))
    return { field: 'email', message: signatureMessages.emailInvalid };
  if (!input.consent) return { field: 'consent', message: signatureMessages.consent };
  return null;
};
