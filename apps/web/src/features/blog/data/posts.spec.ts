import { describe, expect, it } from '@jest/globals';
import { blogPostIds } from '@vanilla/contracts';
import { wordCount } from '../utils/post-lookup';
import { posts } from './posts';

describe('blog posts', () => {
  it('should give every post a unique id that reads well in an address', () => {
    const ids = posts.map(({ id }) => id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('should publish exactly the posts the route table knows when the server answers /blog/{id}', () => {
    expect(posts.map(({ id }) => id).sort()).toEqual([...blogPostIds].sort());
  });

  it.each(posts.map((post) => [post.id, post] as const))(
    'should keep %s a full article with headings when it is published',
    (_id, post) => {
      const count = wordCount(post.body);
      expect(count).toBeGreaterThanOrEqual(600);
      expect(count).toBeLessThanOrEqual(900);
      expect(post.body.filter((block) => block.kind === 'heading').length).toBeGreaterThanOrEqual(
        3,
      );
    },
  );
});
