// Spec 000 §5, signature dialog: checked in this order, and only the first failure is shown.
export const signatureMessages = {
  signature: 'Please provide a signature',
  name: 'Please provide your full name',
  email: 'Please provide your email address',
  emailInvalid: 'Please provide a valid email address',
} as const;

export type SignatureField = 'signature' | 'name' | 'email';

export type SignatureProblem = { field: SignatureField; message: string };

// The spec's "simple {email} pattern": something, an @, something, a dot, something.
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const validateSignature = (input: {
  hasSignature: boolean;
  name: string;
  email: string;
}): SignatureProblem | null => {
  if (!input.hasSignature) return { field: 'signature', message: signatureMessages.signature };
  if (input.name.trim() === '') return { field: 'name', message: signatureMessages.name };
  const email = input.email.trim();
  if (email === '') return { field: 'email', message: signatureMessages.email };
  if (!EMAIL_PATTERN.test(email))
    return { field: 'email', message: signatureMessages.emailInvalid };
  return null;
};
