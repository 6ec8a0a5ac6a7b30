import { useState } from 'react';
import { sampleTasks } from '../data/sample-home';
import type { HomeTask } from '../types';
import { completedCount, toggleTask } from '../utils/home-tasks';
import { DashboardCard } from './dashboard-card';
import { ChecklistIcon } from './home-icons';

/** Home Tasks: a checklist the visitor ticks off (001 "Homeowner demo area"). */
export const HomeTasks = () => {
  const [tasks, setTasks] = useState<HomeTask[]>(sampleTasks);
  const done = completedCount(tasks);
  const percent = tasks.length === 0 ? 0 : Math.round((done / tasks.length) * 100);

  return (
    <DashboardCard title="Home Tasks" icon={ChecklistIcon}>
      <div className="flex items-center justify-between text-sm">
        <p className="font-medium text-neutral-800">
          {done} of {tasks.length} done
        </p>
        <p className="text-neutral-600 tabular-nums">{percent}%</p>
      </div>
      <div aria-hidden="true" className="mt-2 h-2 overflow-hidden rounded-full bg-neutral-100">
        <div
          className="h-full rounded-full bg-emerald-500 transition-[width] duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
      <ul className="mt-4 flex flex-col gap-1">
        {tasks.map((task) => (
          <li key={task.id}>
            <label className="flex cursor-pointer items-start gap-3 rounded-xl px-2 py-2.5 transition-colors hover:bg-neutral-50">
              <input
                type="checkbox"
                checked={task.isCompleted}
                onChange={() => setTasks((current) => toggleTask(current, task.id))}
                className="mt-0.5 size-5 shrink-0 accent-brand-600"
              />
              <span
                className={`text-sm ${
                  task.isCompleted ? 'text-neutral-500 line-through' : 'text-neutral-800'
                }`}
              >
                {task.text}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </DashboardCard>
  );
};
