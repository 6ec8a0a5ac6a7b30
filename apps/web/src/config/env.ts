// Build-time environment, read and checked once. Everything else imports `env`, never
// `import.meta.env`, so a bad value fails loudly at start instead of deep inside a request.

const parseOrigin = (name: string, value: string | undefined): string => {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return '';
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new Error(`${name} must be an absolute http(s) URL, got "${trimmed}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`${name} must use http or https, got "${url.protocol}"`);
  }
  return url.origin;
};

const parseEmail = (name: string, value: string | undefined, fallback: string): string => {
  const trimmed = value?.trim() ?? '';
  if (trimmed === '') return fallback;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) {
    throw new Error(`${name} must be an email address, got "${trimmed}"`);
  }
  return trimmed;
};

export type Env = {
  /** Origin of the API; '' means the page's own origin (the API serves the web app). */
  apiUrl: string;
  isDev: boolean;
  /** Where the terms and privacy pages tell people to write. */
  contactEmail: string;
};

export const env: Readonly<Env> = Object.freeze({
  apiUrl: parseOrigin('VITE_API_URL', import.meta.env.VITE_API_URL),
  isDev: import.meta.env.DEV,
  contactEmail: parseEmail(
    'VITE_CONTACT_EMAIL',
    import.meta.env.VITE_CONTACT_EMAIL,
    'support@vanilla.example',
  ),
});
