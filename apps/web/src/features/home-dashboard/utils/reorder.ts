import { arrayMove } from '@dnd-kit/sortable';

/**
 * The items after dragging `activeId` onto `overId`: it takes that place and the ones between
 * shift over. Dropped on itself, outside the list or on an unknown item, nothing moves.
 */
export const moveById = <T extends { id: string }>(
  items: readonly T[],
  activeId: string,
  overId: string | null,
): T[] => {
  const from = items.findIndex((item) => item.id === activeId);
  const to = items.findIndex((item) => item.id === overId);
  if (from === -1 || to === -1 || from === to) return [...items];
  return arrayMove([...items], from, to);
};
