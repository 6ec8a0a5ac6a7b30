import { describe, expect, it } from '@jest/globals';
import type { Element, Root, RootContent } from 'hast';
import { proposalMarkdownTree } from './markdown-tree';

const elements = (tree: Root | Element): Element[] =>
  tree.children.flatMap((child: RootContent) =>
    child.type === 'element' ? [child, ...elements(child)] : [],
  );

describe(proposalMarkdownTree.name, () => {
  it('should keep headings, emphasis, lists, quotes and code as elements', () => {
    const tree = proposalMarkdownTree(
      '# Title\n\nA **bold** and *italic* line.\n\n1. one\n2. two\n\n> quoted\n\n`code`',
    );
    expect(elements(tree).map((element) => element.tagName)).toEqual([
      'h1',
      'p',
      'strong',
      'em',
      'ol',
      'li',
      'li',
      'blockquote',
      'p',
      'p',
      'code',
    ]);
  });

  it('should drop raw HTML tags and images, leaving the text between tags as text', () => {
    const tree = proposalMarkdownTree(
      'Hi <script>alert(1)</script><img src=x onerror=alert(2)> ![a](https://example.com/a.png)',
    );
    expect(elements(tree).map((element) => element.tagName)).toEqual(['p']);
    expect(JSON.stringify(tree)).not.toMatch(/script|onerror|img|example\.com/);
  });

  it('should keep only http, https, mailto and tel links, and the text of any other', () => {
    const tree = proposalMarkdownTree(
      '[a](https://example.com) [b](javascript:alert(1)) [c](data:text/html,x) [d](/relative)',
    );
    expect(
      elements(tree)
        .filter((element) => element.tagName === 'a')
        .map((element) => element.properties.href),
    ).toEqual(['https://example.com/', '', '', '']);
  });

  it('should carry no source positions, so it travels as small JSON', () => {
    expect(JSON.stringify(proposalMarkdownTree('# Title\n\nText.'))).not.toContain('position');
  });
});
