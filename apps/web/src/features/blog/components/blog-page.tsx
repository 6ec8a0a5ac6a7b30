import { IntroPage } from '../../../components/ui/section-intro';
import { posts } from '../data/posts';
import { PostCard } from './post-card';

/** /blog: "Latest Posts", the newest post wide, the others in a grid (spec 001). */
export const BlogPage = () => {
  const [latest, ...earlier] = posts;
  return (
    <IntroPage
      eyebrow="Latest insights & news"
      title="Latest Posts"
      titleId="blog-title"
      intro={
        <>
          <p className="text-lg">
            Practical advice for HVAC, roofing, plumbing, electrical and solar businesses: answer
            every call, price with options, get signed on site and follow up well.
          </p>
          {/* The advice is real; a visitor could take the bylines for real people. */}
          <p className="mt-4 text-sm text-neutral-500">
            Sample blog: author names and dates are examples.
          </p>
        </>
      }
    >
      <div className="flex flex-col gap-8">
        {latest && <PostCard post={latest} featured />}
        <div className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
          {earlier.map((post) => (
            <PostCard key={post.id} post={post} />
          ))}
        </div>
      </div>
    </IntroPage>
  );
};
