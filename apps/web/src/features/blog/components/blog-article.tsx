import { BackLink } from '../../../components/ui/back-link';
import { paths } from '../../../config/paths';
import { posts } from '../data/posts';
import type { BlogPost } from '../types/blog-post';
import { otherPosts } from '../utils/post-lookup';
import { ArticleBody } from './article-body';
import { PostCard } from './post-card';
import { PostCover } from './post-cover';
import { PostByline, PostTags } from './post-meta';

const AllPostsLink = () => <BackLink to={paths.blog}>All posts</BackLink>;

/** /blog/{id}: one article, then the other posts to read next. */
export const BlogArticle = ({ post }: { post: BlogPost }) => (
  <>
    <article aria-labelledby="article-title" className="px-4 pt-10 pb-16 sm:px-6 sm:pt-14 lg:px-8">
      <header className="mx-auto max-w-3xl">
        <AllPostsLink />
        <div className="mt-8">
          <PostTags post={post} />
        </div>
        <h1
          id="article-title"
          className="mt-4 text-3xl font-bold tracking-tight text-balance text-neutral-950 sm:text-5xl"
        >
          {post.title}
        </h1>
        <p className="mt-5 text-lg text-pretty text-neutral-600 sm:text-xl">{post.excerpt}</p>
        <div className="mt-8 flex flex-wrap items-center justify-between gap-3 border-t border-neutral-200 pt-6">
          <PostByline post={post} size="md" />
          <p className="rounded-full bg-neutral-100 px-3 py-1 text-xs font-medium text-neutral-600">
            Sample byline
          </p>
        </div>
      </header>
      <PostCover
        cover={post.cover}
        className="mx-auto mt-10 aspect-video max-w-5xl rounded-3xl shadow-lg sm:aspect-[21/9]"
      />
      <div className="mx-auto mt-12 max-w-3xl">
        <ArticleBody body={post.body} />
        <div className="mt-14 border-t border-neutral-200 pt-8">
          <AllPostsLink />
        </div>
      </div>
    </article>
    <section
      aria-labelledby="more-posts-title"
      className="border-t border-neutral-200 bg-neutral-50"
    >
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h2
          id="more-posts-title"
          className="text-2xl font-bold tracking-tight text-neutral-950 sm:text-3xl"
        >
          Keep reading
        </h2>
        <div className="mt-8 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {otherPosts(posts, post.id).map((other) => (
            <PostCard key={other.id} post={other} headingLevel="h3" />
          ))}
        </div>
      </div>
    </section>
  </>
);
