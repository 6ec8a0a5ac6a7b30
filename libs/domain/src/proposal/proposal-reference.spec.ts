import { randomUUID } from 'node:crypto';
import { proposalReference } from './proposal-reference.js';

describe(proposalReference.name, () => {
  it('should give the same "PRO-" and four digits every time when the proposal id is the same', () => {
    const id = '1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bed';
    expect(proposalReference(id)).toBe('PRO-1358');
    expect(proposalReference(id)).toBe(proposalReference(String(id)));
  });

  it('should give another reference when one character of the id differs', () => {
    expect(proposalReference('1b9d6bcd-bbfd-4b2d-9b5d-ab8dfbbd4bee')).toBe('PRO-8977');
  });

  it('should pad to four digits and spread over the range when ids are random', () => {
    const references = Array.from({ length: 2000 }, () => proposalReference(randomUUID()));
    for (const reference of references) expect(reference).toMatch(/^PRO-\d{4}$/);
    expect(new Set(references).size).toBeGreaterThan(1700);
  });
});
