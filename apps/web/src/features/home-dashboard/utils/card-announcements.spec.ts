import { describe, expect, it } from '@jest/globals';
import { cardAnnouncements } from './card-announcements';

const cards = [
  { id: 'hvac', name: 'HVAC' },
  { id: 'roofing', name: 'Roofing' },
  { id: 'plumbing', name: 'Plumbing' },
];
const announce = cardAnnouncements(cards);
const card = (id: string) => ({ id }) as never;

describe(cardAnnouncements.name, () => {
  it('should name the card when it is picked up', () => {
    expect(announce.onDragStart({ active: card('roofing') })).toBe('Picked up the Roofing card.');
  });

  it('should say the place it is over when it moves onto another card', () => {
    expect(announce.onDragOver({ active: card('hvac'), over: card('plumbing') })).toBe(
      'The HVAC card is over position 3 of 3.',
    );
  });

  it('should say where it landed when it is dropped, and that it went back when dropped nowhere', () => {
    expect(announce.onDragEnd({ active: card('plumbing'), over: card('hvac') })).toBe(
      'The Plumbing card was dropped at position 1 of 3.',
    );
    expect(announce.onDragEnd({ active: card('plumbing'), over: null })).toBe(
      'The Plumbing card was put back.',
    );
  });
});
