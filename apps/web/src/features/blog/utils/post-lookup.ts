import type { ArticleBlock, ArticleListItem, BlogPost } from '../types/blog-post';

// A steady reading pace for practical, skimmable prose.
const WORDS_PER_MINUTE = 220;

const itemText = (item: ArticleListItem): string =>
  typeof item === 'string' ? item : `${item.lead} ${item.text}`;

const blockText = (block: ArticleBlock): string => {
  switch (block.kind) {
    case 'list':
      return block.items.map(itemText).join(' ');
    case 'script':
      return `${block.label} ${block.text}`;
    default:
      return block.text;
  }
};

/** The number of words in an article's body. */
export const wordCount = (body: readonly ArticleBlock[]): number =>
  body
    .map(blockText)
    .join(' ')
    .split(/\s+/)
    .filter((word) => word !== '').length;

/** "4 min read": whole minutes, at least one. */
export const readTime = (body: readonly ArticleBlock[]): string =>
  `${Math.max(1, Math.ceil(wordCount(body) / WORDS_PER_MINUTE))} min read`;

/** The post with this id, or undefined (the page then shows not-found). */
export const findPost = (
  posts: readonly BlogPost[],
  id: string | undefined,
): BlogPost | undefined => posts.find((post) => post.id === id);

/** Up to `count` other posts to read next, in list order. */
export const otherPosts = (posts: readonly BlogPost[], id: string, count = 3): BlogPost[] =>
  posts.filter((post) => post.id !== id).slice(0, count);

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * "2026-11-18" → "November 18, 2026". Read as a UTC calendar date, so a visitor west of
 * Greenwich does not see the day before.
 */
export const formatPostDate = (date: string): string => {
  const parsed = new Date(`${date}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) ? '' : dateFormat.format(parsed);
};
