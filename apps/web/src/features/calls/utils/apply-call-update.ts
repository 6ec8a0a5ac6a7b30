import type { CallRecord } from '@vanilla/contracts';

// ISO 8601 instants in UTC compare as text; the id breaks ties so the order is stable.
const byNewest = (a: CallRecord, b: CallRecord) =>
  b.started_at.localeCompare(a.started_at) || b.id.localeCompare(a.id);

/**
 * A pushed `call.updated` row applied to a loaded list (newest first): replaced by id or
 * inserted in its place, and the list cut back to `limit` when it has one, so the 3 latest calls
 * stay the 3 latest.
 */
export const applyCallToList = (draft: CallRecord[], row: CallRecord, limit?: number): void => {
  const index = draft.findIndex((call) => call.id === row.id);
  if (index === -1) draft.push(row);
  else draft[index] = row;
  draft.sort(byNewest);
  if (limit !== undefined && draft.length > limit) draft.splice(limit);
};

/** A pushed row applied to a loaded call's detail when it is that call. */
export const applyCallToDetail = (draft: CallRecord, row: CallRecord): void => {
  if (draft.id === row.id) Object.assign(draft, row);
};
