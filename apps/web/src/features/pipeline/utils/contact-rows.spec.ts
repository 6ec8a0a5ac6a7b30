import { describe, expect, it } from '@jest/globals';
import type { ContactRow } from '@vanilla/contracts';
import { contactStats, matchesContact, stageTone, tagsOf } from './contact-rows';

const now = new Date('2026-05-14T12:00:00Z');
const contact = (overrides: Partial<ContactRow>): ContactRow => ({
  id: 'c1',
  name: 'Maria Lopez',
  email: 'maria@example.com',
  phone: '+15125550101',
  address: '12 Oak St, Austin, TX',
  status: 'Lead',
  tags: [],
  source: 'manual',
  last_activity: '2026-05-10T10:00:00Z',
  created_at: '2026-05-10T10:00:00Z',
  owner_id: null,
  ...overrides,
});

describe('matchesContact', () => {
  const filters = { search: '', statuses: ['Lead', 'Request'] as const, tags: [] };

  it('should keep a lead when Lead is selected', () => {
    expect(matchesContact(contact({}), { ...filters, statuses: ['Lead', 'Request'] })).toBe(true);
  });

  it('should hide a paid client when only Lead and Request are selected', () => {
    expect(matchesContact(contact({ status: 'Paid' }), { ...filters, statuses: ['Lead'] })).toBe(
      false,
    );
  });

  it('should keep a contact with any chosen tag, whatever its case', () => {
    const row = contact({ tags: ['HVAC', 'urgent'] });
    expect(matchesContact(row, { ...filters, statuses: ['Lead'], tags: ['hvac'] })).toBe(true);
    expect(matchesContact(row, { ...filters, statuses: ['Lead'], tags: ['roofing'] })).toBe(false);
  });

  it('should search name, email, phone, address and tags', () => {
    const row = contact({ tags: ['solar'] });
    for (const search of ['maria', 'EXAMPLE.COM', '5550101', 'austin', 'sol']) {
      expect(matchesContact(row, { search, statuses: ['Lead'], tags: [] })).toBe(true);
    }
    expect(matchesContact(row, { search: 'nobody', statuses: ['Lead'], tags: [] })).toBe(false);
  });
});

describe('contactStats', () => {
  it('should count leads and clients of the past 30 days and clients of the year', () => {
    const rows = [
      contact({ id: 'a', created_at: '2026-05-01T00:00:00Z' }),
      contact({ id: 'b', status: 'Proposal Sent', created_at: '2026-05-02T00:00:00Z' }),
      contact({ id: 'c', status: 'Paid', created_at: '2026-05-03T00:00:00Z' }),
      contact({ id: 'd', status: 'Proposal Completed', created_at: '2026-02-01T00:00:00Z' }),
      contact({ id: 'e', status: 'Job Assigned', created_at: '2025-12-20T00:00:00Z' }),
      contact({ id: 'f', status: 'Lead', created_at: '2026-03-01T00:00:00Z' }),
    ];
    expect(contactStats(rows, now)).toEqual({
      newLeads: 2,
      newClients: 1,
      newClientsThisYear: 2,
    });
  });

  it('should be all zero without contacts', () => {
    expect(contactStats([], now)).toEqual({ newLeads: 0, newClients: 0, newClientsThisYear: 0 });
  });
});

describe('stageTone', () => {
  it('should colour Lead yellow, signed and later stages green and the rest grey', () => {
    expect(stageTone('Lead')).toBe('lead');
    expect(stageTone('Request')).toBe('other');
    expect(stageTone('Proposal Sent')).toBe('other');
    expect(stageTone('Proposal Completed')).toBe('active');
    expect(stageTone('Job Assigned')).toBe('active');
    expect(stageTone('Job Completed')).toBe('active');
    expect(stageTone('Paid')).toBe('active');
  });
});

describe('tagsOf', () => {
  it('should list each tag once, sorted', () => {
    const rows = [contact({ tags: ['Solar', 'hvac'] }), contact({ tags: ['HVAC', 'Attic'] })];
    expect(tagsOf(rows)).toEqual(['Attic', 'hvac', 'Solar']);
  });
});
