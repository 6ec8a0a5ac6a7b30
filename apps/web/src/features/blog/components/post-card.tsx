import { Link } from 'react-router';
import { ArrowRightIcon } from '../../../components/icons';
import { paths } from '../../../config/paths';
import type { BlogPost } from '../types/blog-post';
import { PostCover } from './post-cover';
import { PostByline, PostTags } from './post-meta';

type PostCardProps = {
  post: BlogPost;
  /** The wide card that opens the list: cover beside the text on large screens. */
  featured?: boolean;
  /** The card's heading level, so it nests under the page's headings. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * A post in the list. "Read more" is the card's one link and covers the whole card, so a click
 * anywhere opens the article while the keyboard meets a single stop per post.
 */
export const PostCard = ({ post, featured = false, headingLevel = 'h2' }: PostCardProps) => {
  const Heading = headingLevel;
  return (
    <article
      className={`group relative flex flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md ${
        featured ? 'lg:grid lg:grid-cols-2' : ''
      }`}
    >
      <PostCover
        cover={post.cover}
        className={`aspect-video ${featured ? 'lg:aspect-auto lg:h-full lg:min-h-80' : ''}`}
      />
      <div className={`flex flex-1 flex-col p-6 ${featured ? 'lg:p-10' : ''}`}>
        <PostTags post={post} />
        <Heading
          className={`mt-3 font-bold tracking-tight text-balance text-neutral-950 group-hover:text-brand-700 ${
            featured ? 'text-2xl sm:text-3xl' : 'text-xl'
          }`}
        >
          {post.title}
        </Heading>
        <p className={`mt-3 text-neutral-600 ${featured ? 'sm:text-lg' : ''}`}>{post.excerpt}</p>
        <div className="mt-auto flex flex-wrap items-end justify-between gap-4 pt-6">
          <PostByline post={post} />
          <Link
            to={paths.blogPost(post.id)}
            className="inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-700 after:absolute after:inset-0 after:content-['']"
          >
            Read more
            <span className="sr-only"> about {post.title}</span>
            <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
          </Link>
        </div>
      </div>
    </article>
  );
};
