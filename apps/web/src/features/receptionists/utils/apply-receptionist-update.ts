import type { Receptionist } from '@vanilla/contracts';

// The list is oldest first, as GET /api/ai-receptionist/list returns it.
const byCreation = (a: Receptionist, b: Receptionist) =>
  a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/** A pushed list row: it replaces the receptionist with its id, or joins the list in its place. */
export const applyReceptionistUpdate = (draft: Receptionist[], row: Receptionist): void => {
  const index = draft.findIndex((receptionist) => receptionist.id === row.id);
  if (index === -1) {
    draft.push(row);
    draft.sort(byCreation);
  } else {
    draft[index] = row;
  }
};

/** A deleted receptionist's last row: it leaves the list. */
export const removeReceptionist = (draft: Receptionist[], row: Receptionist): void => {
  const index = draft.findIndex((receptionist) => receptionist.id === row.id);
  if (index !== -1) draft.splice(index, 1);
};
