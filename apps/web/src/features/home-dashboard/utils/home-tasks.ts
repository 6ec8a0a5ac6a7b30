import type { HomeTask } from '../types';

export const toggleTask = (tasks: readonly HomeTask[], id: string): HomeTask[] =>
  tasks.map((task) => (task.id === id ? { ...task, isCompleted: !task.isCompleted } : task));

export const completedCount = (tasks: readonly HomeTask[]): number =>
  tasks.filter((task) => task.isCompleted).length;
