import { describe, expect, it } from '@jest/globals';
import { guessColumns, mapRows } from './import-columns';

describe('guessColumns', () => {
  it('should map the usual headers whatever their case and spacing', () => {
    expect(
      guessColumns(['Full Name', 'E-mail Address', 'Mobile', 'Street Address', 'Tags']),
    ).toEqual({ name: 0, email: 1, phone: 2, address: 3, tags: 4 });
  });

  it('should not take a company name column for the contact name', () => {
    expect(guessColumns(['Company Name', 'Customer', 'Phone Number']).name).toBe(1);
  });

  it('should leave a field unmapped when no header fits', () => {
    expect(guessColumns(['Name', 'Notes'])).toEqual({
      name: 0,
      email: null,
      phone: null,
      address: null,
      tags: null,
    });
  });

  it('should not use one column for two fields', () => {
    const mapping = guessColumns(['email']);
    expect(mapping.email).toBe(0);
    expect(mapping.name).toBeNull();
  });
});

describe('mapRows', () => {
  it('should send the mapped cells trimmed and leave out empty rows', () => {
    const mapping = { name: 1, email: 0, phone: null, address: null, tags: 2 };
    expect(
      mapRows(
        [
          ['ann@example.com', ' Ann Lee ', 'hvac, vip'],
          ['', '', ''],
          ['', 'Bo', ''],
        ],
        mapping,
      ),
    ).toEqual([{ email: 'ann@example.com', name: 'Ann Lee', tags: 'hvac, vip' }, { name: 'Bo' }]);
  });
});
