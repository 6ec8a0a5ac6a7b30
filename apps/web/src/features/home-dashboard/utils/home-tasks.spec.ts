import { describe, expect, it } from '@jest/globals';
import type { HomeTask } from '../types';
import { completedCount, toggleTask } from './home-tasks';

const tasks: HomeTask[] = [
  { id: 'a', text: 'Filter', isCompleted: true },
  { id: 'b', text: 'Gutters', isCompleted: false },
];

describe(toggleTask.name, () => {
  it('should tick an open task and reopen a done one when each is toggled', () => {
    expect(toggleTask(tasks, 'b').map((task) => task.isCompleted)).toEqual([true, true]);
    expect(toggleTask(tasks, 'a').map((task) => task.isCompleted)).toEqual([false, false]);
  });

  it('should change nothing when the id is unknown', () => {
    expect(toggleTask(tasks, 'x')).toEqual(tasks);
  });
});

describe(completedCount.name, () => {
  it('should count the ticked tasks when some are done', () => {
    expect(completedCount(tasks)).toBe(1);
    expect(completedCount([])).toBe(0);
  });
});
