import type { BlogPost } from '../types/blog-post';
import { formatPostDate, readTime } from '../utils/post-lookup';

/** The category badge and the read time above a post's title. */
export const PostTags = ({ post }: { post: BlogPost }) => (
  <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
    <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-700">
      {post.category}
    </span>
    <span className="text-neutral-600">{readTime(post.body)}</span>
  </p>
);

const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2)
    .toUpperCase();

type PostBylineProps = { post: BlogPost; size?: 'sm' | 'md' };

/** The author's initials, name and role, and the post's date. */
export const PostByline = ({ post, size = 'sm' }: PostBylineProps) => (
  <div className="flex items-center gap-3">
    <span
      aria-hidden="true"
      className={`flex shrink-0 items-center justify-center rounded-full bg-neutral-900 font-semibold text-white ${
        size === 'md' ? 'size-11 text-sm' : 'size-9 text-xs'
      }`}
    >
      {initialsOf(post.author.name)}
    </span>
    <div className="min-w-0 text-sm">
      <p className="font-semibold text-neutral-900">{post.author.name}</p>
      <p className="text-neutral-600">
        {post.author.role}
        <span aria-hidden="true"> · </span>
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </p>
    </div>
  </div>
);
