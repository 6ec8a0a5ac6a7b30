import Markdown, { type Components, type Options } from 'react-markdown';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import { safeLinkUrl } from './safe-url';

// What proposal markdown may produce (spec 000 §9, 001 §2: headings, bold, italic, bullet and
// numbered lists; plus paragraphs, links, quotes, rules and code). No images, no raw HTML, no
// attributes beyond a link's address and a list's start number.
const allowedTags = [
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'strong',
  'em',
  'del',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'br',
  'hr',
  'code',
  'pre',
];

const schema: SanitizeSchema = {
  ...defaultSchema,
  tagNames: allowedTags,
  attributes: { a: ['href'], ol: ['start'] },
  protocols: { href: ['http', 'https', 'mailto', 'tel'] },
  // Dropped with their content, not unwrapped into text.
  strip: ['script', 'style', 'iframe', 'object', 'embed', 'template', 'noscript', 'svg', 'math'],
};

const rehypePlugins: Options['rehypePlugins'] = [[rehypeSanitize, schema]];

// Section titles are the document's h2, so headings inside a section start at h3. The accent
// colour comes from the template through the --proposal-accent custom property.
const components: Components = {
  h1: ({ node: _node, ...props }) => (
    <h3 className="mt-6 mb-2 text-lg font-bold text-neutral-900" {...props} />
  ),
  h2: ({ node: _node, ...props }) => (
    <h3 className="mt-6 mb-2 text-lg font-bold text-neutral-900" {...props} />
  ),
  h3: ({ node: _node, ...props }) => (
    <h4 className="mt-5 mb-2 text-base font-semibold text-neutral-900" {...props} />
  ),
  h4: ({ node: _node, ...props }) => (
    <h5 className="mt-4 mb-1.5 text-base font-semibold text-neutral-800" {...props} />
  ),
  h5: ({ node: _node, ...props }) => (
    <h6 className="mt-4 mb-1.5 text-sm font-semibold text-neutral-800" {...props} />
  ),
  h6: ({ node: _node, ...props }) => (
    <h6 className="mt-4 mb-1.5 text-sm font-semibold text-neutral-700" {...props} />
  ),
  p: ({ node: _node, ...props }) => <p className="my-3 first:mt-0 last:mb-0" {...props} />,
  strong: ({ node: _node, ...props }) => (
    <strong className="font-semibold text-neutral-900" {...props} />
  ),
  ul: ({ node: _node, ...props }) => (
    <ul
      className="my-3 list-disc space-y-1.5 pl-6 marker:text-(--proposal-accent) first:mt-0 last:mb-0"
      {...props}
    />
  ),
  ol: ({ node: _node, ...props }) => (
    <ol
      className="my-3 list-decimal space-y-1.5 pl-6 marker:font-semibold marker:text-(--proposal-accent) first:mt-0 last:mb-0"
      {...props}
    />
  ),
  li: ({ node: _node, ...props }) => <li className="pl-1" {...props} />,
  blockquote: ({ node: _node, ...props }) => (
    <blockquote
      className="my-4 border-l-4 border-(--proposal-accent)/40 pl-4 text-neutral-600 italic"
      {...props}
    />
  ),
  hr: () => <hr className="my-6 border-neutral-200" />,
  code: ({ node: _node, ...props }) => (
    <code className="rounded bg-neutral-100 px-1 py-0.5 font-mono text-[0.9em]" {...props} />
  ),
  pre: ({ node: _node, ...props }) => (
    <pre
      className="my-4 overflow-x-auto rounded-lg bg-neutral-100 p-3 text-sm whitespace-pre-wrap [&_code]:bg-transparent [&_code]:p-0"
      {...props}
    />
  ),
  // A refused address leaves the link text, not a dead link.
  a: ({ node: _node, href, children }) =>
    href ? (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow ugc"
        className="font-medium text-(--proposal-accent) underline underline-offset-2 break-words"
      >
        {children}
      </a>
    ) : (
      <span>{children}</span>
    ),
};

type ProposalMarkdownProps = { children: string; className?: string };

/**
 * Proposal markdown, rendered by react-markdown and sanitised by rehype-sanitize: raw HTML is
 * skipped, every element outside the list above is removed, and links keep only http, https,
 * mailto and tel addresses.
 */
export const ProposalMarkdown = ({ children, className = '' }: ProposalMarkdownProps) => (
  <div className={`leading-relaxed break-words ${className}`}>
    <Markdown
      skipHtml
      rehypePlugins={rehypePlugins}
      components={components}
      urlTransform={safeLinkUrl}
    >
      {children}
    </Markdown>
  </div>
);
