import { describe, expect, it } from '@jest/globals';
import { sampleFirms } from '../data/sample-firms';
import {
  formatGrowth,
  MAX_QUERY_LENGTH,
  matchFirms,
  readSearchQuery,
  searchHref,
} from './firm-search';

const names = (query: string): string[] => matchFirms(sampleFirms, query).map(({ name }) => name);

describe('readSearchQuery', () => {
  it('should trim and collapse whitespace when the query has stray spaces', () => {
    expect(readSearchQuery(new URLSearchParams('q=%20%20hvac%20%20%20austin%20'))).toBe(
      'hvac austin',
    );
  });

  it('should return an empty string when q is missing or blank', () => {
    expect(readSearchQuery(new URLSearchParams(''))).toBe('');
    expect(readSearchQuery(new URLSearchParams('q=+++'))).toBe('');
  });

  it('should cut the query to the maximum length when it is pasted in whole', () => {
    const query = readSearchQuery(new URLSearchParams({ q: 'x'.repeat(500) }));
    expect(query).toHaveLength(MAX_QUERY_LENGTH);
  });
});

describe('searchHref', () => {
  it('should put the query in q, encoded, when it links to the results page', () => {
    expect(searchHref('HVAC & roofing')).toBe('/private-equity/search?q=HVAC+%26+roofing');
  });
});

describe('matchFirms', () => {
  it('should find firms by trade regardless of case', () => {
    expect(names('hvac')).toEqual(['Northwind Comfort Systems', 'Lakeshore Heating & Air']);
  });

  it('should need every word to match when the query has several', () => {
    expect(names('HVAC in Texas')).toEqual(['Northwind Comfort Systems']);
    expect(names('HVAC TX')).toEqual(['Northwind Comfort Systems']);
  });

  it('should match a company name or city when the visitor types one', () => {
    expect(names('cedar peak')).toEqual(['Cedar Peak Roofing']);
    expect(names('Phoenix')).toEqual(['Brightline Electric']);
  });

  it('should return nothing when no firm matches', () => {
    expect(names('pool cleaning')).toEqual([]);
  });
});

describe('formatGrowth', () => {
  it('should sign the percentage when growth is positive, negative or zero', () => {
    expect(formatGrowth(18)).toBe('+18%');
    expect(formatGrowth(-6)).toBe('−6%');
    expect(formatGrowth(0)).toBe('0%');
  });
});
