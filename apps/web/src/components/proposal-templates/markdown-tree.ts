import type { Root } from 'hast';
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
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

// Markdown to HTML's syntax tree, raw HTML left out (remark-rehype keeps none unless asked), then
// sanitised by rehype-sanitize: the unified pipeline react-markdown runs, without its rendering.
const processor = unified().use(remarkParse).use(remarkRehype).use(rehypeSanitize, schema);

/**
 * Proposal markdown as a sanitised HTML tree, ready for `ProposalMarkdown` to render: every
 * element outside the list above removed, links kept only to absolute http, https, mailto and tel
 * addresses (`safeLinkUrl`), and no source positions, so the tree travels as small JSON from the
 * server that rendered a page to the browser that hydrates it.
 */
export const proposalMarkdownTree = (markdown: string): Root => {
  const tree = processor.runSync(processor.parse(markdown));
  visit(tree, (node) => {
    delete node.position;
    if (node.type === 'element' && node.tagName === 'a') {
      node.properties.href = safeLinkUrl(String(node.properties.href ?? ''));
    }
  });
  return tree;
};
