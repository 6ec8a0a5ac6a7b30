import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

type NamedCard = { id: string; name: string };

export const cardMoveInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a card, press Space or Enter. Move it with the arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
};

/** What a screen reader hears while a category card moves: its name and its place of `cards`. */
export const cardAnnouncements = (cards: readonly NamedCard[]): Announcements => {
  const nameOf = (id: UniqueIdentifier) => cards.find((card) => card.id === id)?.name ?? String(id);
  const placeOf = (id: UniqueIdentifier) =>
    `position ${cards.findIndex((card) => card.id === id) + 1} of ${cards.length}`;
  return {
    onDragStart: ({ active }) => `Picked up the ${nameOf(active.id)} card.`,
    onDragOver: ({ active, over }) =>
      over
        ? `The ${nameOf(active.id)} card is over ${placeOf(over.id)}.`
        : `The ${nameOf(active.id)} card is no longer over a place.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `The ${nameOf(active.id)} card was dropped at ${placeOf(over.id)}.`
        : `The ${nameOf(active.id)} card was put back.`,
    onDragCancel: ({ active }) => `Moving the ${nameOf(active.id)} card was cancelled.`,
  };
};
