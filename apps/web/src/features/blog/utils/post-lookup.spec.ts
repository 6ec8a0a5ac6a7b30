import { describe, expect, it } from '@jest/globals';
import type { ArticleBlock, BlogPost } from '../types/blog-post';
import { findPost, formatPostDate, otherPosts, readTime, wordCount } from './post-lookup';

const words = (count: number): string => Array.from({ length: count }, () => 'word').join(' ');

const post = (id: string): BlogPost => ({
  id,
  title: `Post ${id}`,
  excerpt: '',
  category: 'Sales',
  date: '2026-11-18',
  cover: 'options',
  author: { name: 'Sam Sample', role: 'Writer' },
  body: [],
});

describe('wordCount', () => {
  it('should count the words of every kind of block when an article mixes them', () => {
    const body: ArticleBlock[] = [
      { kind: 'heading', text: 'Two words' },
      { kind: 'paragraph', text: '  three   spaced words ' },
      { kind: 'list', items: ['one', { lead: 'Lead in.', text: 'and text' }] },
      { kind: 'script', label: 'Say', text: 'hello there' },
    ];
    expect(wordCount(body)).toBe(2 + 3 + 1 + 4 + 3);
  });
});

describe('readTime', () => {
  it('should round up to whole minutes when the words run past a minute', () => {
    expect(readTime([{ kind: 'paragraph', text: words(221) }])).toBe('2 min read');
  });

  it('should say one minute when the article is empty', () => {
    expect(readTime([])).toBe('1 min read');
  });
});

describe('findPost', () => {
  const posts = [post('a'), post('b')];

  it('should return the post when its id is known', () => {
    expect(findPost(posts, 'b')?.title).toBe('Post b');
  });

  it('should return undefined when the id is unknown or missing', () => {
    expect(findPost(posts, 'nope')).toBeUndefined();
    expect(findPost(posts, undefined)).toBeUndefined();
  });
});

describe('otherPosts', () => {
  it('should leave out the current post and keep list order when suggesting what to read next', () => {
    const posts = ['a', 'b', 'c', 'd', 'e'].map(post);
    expect(otherPosts(posts, 'b').map(({ id }) => id)).toEqual(['a', 'c', 'd']);
  });
});

describe('formatPostDate', () => {
  it('should spell out the calendar date when it is given as YYYY-MM-DD', () => {
    expect(formatPostDate('2026-11-18')).toBe('November 18, 2026');
  });

  it('should return an empty string when the date does not parse', () => {
    expect(formatPostDate('soon')).toBe('');
  });
});
