// A blog post (spec 001 §3, "blog post"): the cover is drawn on the page rather than loaded
// from an image address, and the read time is counted from the body, so it cannot drift.

/** A list item, optionally opened by a bold lead-in ("Good: ..."). */
export type ArticleListItem = string | { lead: string; text: string };

export type ArticleBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; ordered?: boolean; items: ArticleListItem[] }
  /** Words to say or send, shown as a quoted script. */
  | { kind: 'script'; label: string; text: string };

export type PostCover = 'missed-call' | 'options' | 'signature' | 'follow-up';

export type BlogPost = {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  /** Calendar date, YYYY-MM-DD. */
  date: string;
  cover: PostCover;
  author: { name: string; role: string };
  body: ArticleBlock[];
};
