import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useState } from 'react';
import { sampleCategories } from '../data/sample-home';
import type { HomeCategory } from '../types';
import { cardAnnouncements, cardMoveInstructions } from '../utils/card-announcements';
import { moveById } from '../utils/reorder';
import { GripIcon } from './home-icons';

const CategoryCard = ({ category }: { category: HomeCategory }) => {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: category.id });
  const CategoryIcon = category.icon;
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      data-category={category.name}
      className={`relative flex items-start gap-4 rounded-2xl border bg-white p-5 transition-shadow ${
        isDragging
          ? 'z-10 border-brand-300 shadow-xl ring-4 ring-brand-600/10'
          : 'border-neutral-200 shadow-sm'
      }`}
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
        <CategoryIcon className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-neutral-950">{category.name}</h3>
        <p className="mt-1 text-sm text-neutral-700">{category.summary}</p>
        <p className="mt-1 text-sm text-neutral-500">{category.detail}</p>
      </div>
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Move the ${category.name} card`}
        className={`-mt-1 -mr-2 flex size-10 shrink-0 touch-none items-center justify-center rounded-lg text-neutral-500 transition-colors hover:bg-neutral-100 hover:text-neutral-900 ${
          isDragging ? 'cursor-grabbing' : 'cursor-grab'
        }`}
      >
        <GripIcon className="size-5" />
      </button>
    </li>
  );
};

/**
 * The four category cards (001 "Homeowner demo area"), in the order the visitor drags them to:
 * by pointer or touch on the handle, or from the keyboard (Space, arrows, Space).
 */
export const CategoryCards = () => {
  const [categories, setCategories] = useState<HomeCategory[]>(sampleCategories);
  const titleId = useId();
  const hintId = useId();
  const sensors = useSensors(
    // A few pixels of travel first, so a tap on the handle is not a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const onDragEnd = ({ active, over }: DragEndEvent) =>
    setCategories((current) => moveById(current, String(active.id), over ? String(over.id) : null));

  return (
    <section aria-labelledby={titleId}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={titleId} className="text-lg font-semibold text-neutral-950">
          Home categories
        </h2>
        <p id={hintId} className="text-sm text-neutral-600">
          Drag a card by its handle to put what matters most first.
        </p>
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements: cardAnnouncements(categories),
          screenReaderInstructions: cardMoveInstructions,
        }}
      >
        <SortableContext
          items={categories.map((category) => category.id)}
          strategy={rectSortingStrategy}
        >
          <ul aria-describedby={hintId} className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2">
            {categories.map((category) => (
              <CategoryCard key={category.id} category={category} />
            ))}
          </ul>
        </SortableContext>
      </DndContext>
    </section>
  );
};
