// Text set into HTML (a mail's body, the dev outbox page) as text, never as markup.
export const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
