import { useParams } from 'react-router';
import { BlogArticle } from '../../features/blog/components/blog-article';
import { posts } from '../../features/blog/data/posts';
import { findPost } from '../../features/blog/utils/post-lookup';
import { NotFoundRoute } from './not-found';

/** /blog/{id}: the article "Read more" opens; an unknown id is the not-found page. */
export const BlogPostRoute = () => {
  const { postId } = useParams();
  const post = findPost(posts, postId);
  if (!post) return <NotFoundRoute />;
  return (
    <>
      <title>{`${post.title} · Vanilla`}</title>
      <BlogArticle post={post} />
    </>
  );
};
