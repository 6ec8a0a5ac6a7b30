import { describe, expect, it } from '@jest/globals';
import {
  fullProposalSections,
  pickActiveSection,
  scrollProgress,
  sectionAnchors,
  shownSection,
  sectionGroups,
  vanillaSummarySections,
} from './proposal-sections';

describe('section groups', () => {
  it('should list the five Vanilla Summary and fourteen Full Proposal sections when built', () => {
    expect(sectionGroups.map(({ title }) => title)).toEqual(['Vanilla Summary', 'Full Proposal']);
    expect(vanillaSummarySections).toEqual([
      'summary',
      'why-choose',
      'testimonials',
      'details',
      'investment',
    ]);
    expect(fullProposalSections).toHaveLength(14);
  });

  it('should give every section a distinct anchor when a name is in both groups', () => {
    expect(new Set(sectionAnchors).size).toBe(5 + 14);
    expect(sectionAnchors[0]).toBe('vanilla-summary');
    expect(sectionAnchors[5]).toBe('full-summary');
  });
});

describe('pickActiveSection', () => {
  const ordered = ['a', 'b', 'c'];

  it('should pick the first section in page order when several are in the band', () => {
    expect(pickActiveSection(ordered, new Set(['c', 'b']), 'a')).toBe('b');
  });

  it('should keep the previous section when none is in the band', () => {
    expect(pickActiveSection(ordered, new Set(), 'c')).toBe('c');
  });
});

describe('shownSection', () => {
  const ordered = ['a', 'b', 'c'];

  it('should show the section being read when the page is not at its end', () => {
    expect(shownSection(ordered, 'b', 0.5)).toBe('b');
  });

  it('should show the last section when the page is scrolled to its end', () => {
    expect(shownSection(ordered, 'b', 1)).toBe('c');
  });
});

describe('scrollProgress', () => {
  it('should be 0 at the top and 1 at the bottom when the page scrolls', () => {
    expect(scrollProgress(0, 3000, 1000)).toBe(0);
    expect(scrollProgress(1000, 3000, 1000)).toBe(0.5);
    expect(scrollProgress(2000, 3000, 1000)).toBe(1);
  });

  it('should stay within 0 and 1 when the page overscrolls', () => {
    expect(scrollProgress(-40, 3000, 1000)).toBe(0);
    expect(scrollProgress(2100, 3000, 1000)).toBe(1);
  });

  it('should be complete when the page does not scroll', () => {
    expect(scrollProgress(0, 800, 900)).toBe(1);
  });
});
