// Carousels wrap both ways: the testimonials (000 §2, 001 §4) and the home photos.

/** `index` brought into 0..count-1, counting back from the end for negative values. */
export const wrapIndex = (index: number, count: number): number =>
  count <= 0 ? 0 : ((index % count) + count) % count;

export const nextIndex = (current: number, count: number): number => wrapIndex(current + 1, count);

export const previousIndex = (current: number, count: number): number =>
  wrapIndex(current - 1, count);
