// The designs a proposal is shown in (000 §3). The wizard offers three (001 §2); the shared viewer
// also knows `modern`, and the voice prompt may ask for it.
export const formTemplateChoices = ['vanilla', 'minimalist', 'professional'] as const;
export type FormTemplateChoice = (typeof formTemplateChoices)[number];

export const templateChoices = [...formTemplateChoices, 'modern'] as const;
export type TemplateChoice = (typeof templateChoices)[number];

export const isTemplateChoice = (value: unknown): value is TemplateChoice =>
  (templateChoices as readonly unknown[]).includes(value);

// The design a stored or requested choice shows: anything unknown (and "default") is vanilla.
export const resolveTemplateChoice = (value: unknown): TemplateChoice =>
  isTemplateChoice(value) ? value : 'vanilla';
