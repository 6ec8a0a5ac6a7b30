import { describe, expect, it } from '@jest/globals';
import { moveById } from './reorder';

const items = ['a', 'b', 'c', 'd'].map((id) => ({ id }));
const ids = (list: { id: string }[]) => list.map((item) => item.id);

describe(moveById.name, () => {
  it('should move an item forward and shift the ones between back when dropped further on', () => {
    expect(ids(moveById(items, 'a', 'c'))).toEqual(['b', 'c', 'a', 'd']);
  });

  it('should move an item back and shift the ones between forward when dropped earlier on', () => {
    expect(ids(moveById(items, 'd', 'b'))).toEqual(['a', 'd', 'b', 'c']);
  });

  it('should keep the order when the item is dropped on itself or outside the list', () => {
    expect(ids(moveById(items, 'b', 'b'))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moveById(items, 'b', null))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(moveById(items, 'x', 'b'))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('should not change the list it was given when it moves an item', () => {
    moveById(items, 'a', 'd');
    expect(ids(items)).toEqual(['a', 'b', 'c', 'd']);
  });
});
