import { describe, expect, it } from '@jest/globals';
import { contractors } from '../sample-data/contractors';
import { inviteChoiceOf, searchContractors } from './contractor-search';

const names = (query: string) => searchContractors(contractors, query).map(({ name }) => name);

describe('searchContractors', () => {
  it('should list all four contractors when the query is blank', () => {
    expect(names('')).toHaveLength(4);
    expect(names('   ')).toHaveLength(4);
  });

  it('should match the name ignoring case when part of a name is typed', () => {
    expect(names('peak')).toEqual(['Peak Roofing Co.']);
  });

  it('should match the trade when a trade is typed', () => {
    expect(names('plumbing')).toEqual(['ClearFlow Plumbing']);
    expect(names('Landscaping')).toEqual(['GreenScape Design']);
    expect(names('hvac')).toEqual(['Comfort Air Pros']);
  });

  it('should need every word when the query has several', () => {
    expect(names('air cooling')).toEqual(['Comfort Air Pros']);
    expect(names('air roofing')).toEqual([]);
  });
});

describe('inviteChoiceOf', () => {
  it.each(['in-mind', 'find'] as const)('should read %s when the address names it', (choice) => {
    expect(inviteChoiceOf(choice)).toBe(choice);
  });

  it.each([null, '', 'other'])('should show the options when the address holds %p', (value) => {
    expect(inviteChoiceOf(value)).toBeNull();
  });
});
