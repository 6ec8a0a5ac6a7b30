import { BlogPage } from '../../features/blog/components/blog-page';
import { ClosingCallToAction } from '../../features/marketing/components/closing-call-to-action';

/** /blog: the four sample articles (spec 000 §2, 001 "Private-equity and blog"). */
export const BlogRoute = () => (
  <>
    <title>Blog · Vanilla</title>
    <BlogPage />
    <ClosingCallToAction />
  </>
);
