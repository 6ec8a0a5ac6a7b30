// The socket pushes exactly the row a list caches, so a push is a replace (or an insert for a row
// the list has not seen) and a deletion a removal.

type Identified = { id: string };

/** Replaces the row with `row`'s id, or inserts it; then keeps `order` when one is given. */
export const upsertRow = <Row extends Identified>(
  rows: Row[],
  row: Row,
  order?: (a: Row, b: Row) => number,
): void => {
  const index = rows.findIndex((existing) => existing.id === row.id);
  if (index === -1) rows.unshift(row);
  else rows[index] = row;
  if (order) rows.sort(order);
};

export const removeRow = <Row extends Identified>(rows: Row[], id: string): void => {
  const index = rows.findIndex((existing) => existing.id === id);
  if (index !== -1) rows.splice(index, 1);
};

/** Newest first by an ISO timestamp field. */
export const newestFirst =
  <Row>(field: (row: Row) => string) =>
  (a: Row, b: Row): number =>
    field(b).localeCompare(field(a));
