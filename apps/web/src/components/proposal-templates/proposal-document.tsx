import { resolveTemplateChoice, type TemplateChoice } from '@vanilla/contracts';
import type { ComponentType } from 'react';
import { MinimalistTemplate } from './minimalist-template';
import { ModernTemplate } from './modern-template';
import { ProfessionalTemplate } from './professional-template';
import type { TemplateProps } from './template-props';
import { VanillaTemplate } from './vanilla-template';

export type { ProposalDocumentData } from './parse-proposal-markdown';
export type { ProposalContact } from './template-props';

const designs: Record<TemplateChoice, ComponentType<TemplateProps>> = {
  vanilla: VanillaTemplate,
  minimalist: MinimalistTemplate,
  professional: ProfessionalTemplate,
  modern: ModernTemplate,
};

type ProposalDocumentProps = TemplateProps & {
  /** A template name; unknown names show the default design, vanilla. */
  template: string;
};

/**
 * A proposal in one of the designs, ready to read on a phone and to print.
 *
 *   <ProposalDocument proposal={{ header, sections, photos }} template="professional" />
 *
 * `proposal` is the GeneratedProposal shape of @vanilla/contracts (header fields are plain text,
 * section `content` is markdown, photos are {url, caption}); for shared markdown pass
 * `parseProposalMarkdown(markdown, fields)`. Markdown is sanitised here, never trusted. `contact`
 * (optional) heads every design with the company's logo, license and contact details, and fills
 * the professional template's contact block instead of its placeholders; `reference` (optional)
 * is the proposal's "PRO-" reference that template prints.
 */
export const ProposalDocument = ({ template, ...props }: ProposalDocumentProps) => {
  const Design = designs[resolveTemplateChoice(template)];
  return <Design {...props} />;
};
