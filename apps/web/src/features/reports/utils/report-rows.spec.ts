import { describe, expect, it } from '@jest/globals';
import { sampleReports } from '../sample-data/sample-reports';
import { filterReports, reportTypeOptions } from './report-rows';

describe(filterReports.name, () => {
  it('should match the name or the creator when searching, ignoring case', () => {
    expect(filterReports(sampleReports, 'revenue', 'all').map((row) => row.id)).toEqual([
      'sample-2',
    ]);
    expect(filterReports(sampleReports, 'sarah', 'all').map((row) => row.id)).toEqual([
      'sample-1',
      'sample-3',
    ]);
  });

  it('should keep only the chosen type when the type filter is set', () => {
    expect(filterReports(sampleReports, '', 'operations').map((row) => row.id)).toEqual([
      'sample-4',
    ]);
    expect(filterReports(sampleReports, '', 'all')).toHaveLength(sampleReports.length);
  });
});

describe('reportTypeOptions', () => {
  it("should offer each area's types in the spec's words", () => {
    expect(reportTypeOptions.business.map((option) => option.label)).toEqual([
      'All Types',
      'performance',
      'financial',
      'customer',
      'operations',
    ]);
    expect(reportTypeOptions.business2.map((option) => option.label)).toEqual([
      'All Types',
      'Performance',
      'Financial',
      'Customer',
      'Property',
    ]);
  });
});
