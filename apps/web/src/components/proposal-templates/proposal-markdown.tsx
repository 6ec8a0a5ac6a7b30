import type { Root } from 'hast';
import { toJsxRuntime, type Components } from 'hast-util-to-jsx-runtime';
import { createContext, use } from 'react';
import { Fragment, jsx, jsxs } from 'react/jsx-runtime';

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

/**
 * Where a page gets the sanitised tree of a piece of proposal markdown: from the pipeline itself
 * (`proposalMarkdownTree`, in markdown-tree.ts), or, in the browser hydrating a page the server
 * rendered, from the trees the server made with it. The pages that show proposals provide it, so
 * a page whose trees come from the server carries no markdown parser.
 */
export type MarkdownTrees = (markdown: string) => Root;

export const MarkdownTreesContext = createContext<MarkdownTrees | null>(null);

type ProposalMarkdownProps = { children: string; className?: string };

/**
 * Proposal markdown, parsed and sanitised by the unified pipeline (remark, rehype-sanitize) and
 * rendered by hast-util-to-jsx-runtime, as react-markdown does: raw HTML is skipped, every
 * element outside the list in markdown-tree.ts is removed, and links keep only http, https,
 * mailto and tel addresses.
 */
export const ProposalMarkdown = ({ children, className = '' }: ProposalMarkdownProps) => {
  const trees = use(MarkdownTreesContext);
  if (!trees) throw new Error('ProposalMarkdown needs a MarkdownTreesContext above it');
  return (
    <div className={`leading-relaxed break-words ${className}`}>
      {toJsxRuntime(trees(children), {
        Fragment,
        jsx,
        jsxs,
        components,
        ignoreInvalidStyle: true,
        passKeys: true,
        passNode: true,
      })}
    </div>
  );
};
