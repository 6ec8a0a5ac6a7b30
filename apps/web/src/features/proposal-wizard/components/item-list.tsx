import { useRef, useState, type ReactNode } from 'react';
import { CloseIcon, PlusIcon } from '../../../components/icons';

type ItemListProps<Item extends { id: string }> = {
  items: Item[];
  onChange: (items: Item[]) => void;
  create: () => Item;
  /** Names one item, e.g. "Milestone" (then "Milestone 2", "Remove milestone 2"). */
  itemLabel: string;
  emptyText: string;
  /** `autoFocus` is true for an item just added, for its first field. */
  renderItem: (item: Item, update: (patch: Partial<Item>) => void, autoFocus: boolean) => ReactNode;
};

/** A list the user grows and shrinks freely (001 §5: no bounds shown), one card per item. */
export const ItemList = <Item extends { id: string }>({
  items,
  onChange,
  create,
  itemLabel,
  emptyText,
  renderItem,
}: ItemListProps<Item>) => {
  const [addedId, setAddedId] = useState<string | null>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const lower = itemLabel.toLowerCase();

  const add = () => {
    const item = create();
    setAddedId(item.id);
    onChange([...items, item]);
  };

  const remove = (id: string) => {
    onChange(items.filter((item) => item.id !== id));
    addRef.current?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      {items.length === 0 && (
        <p className="rounded-xl border border-dashed border-neutral-300 px-4 py-6 text-center text-sm text-neutral-500">
          {emptyText}
        </p>
      )}
      {items.map((item, index) => (
        <fieldset
          key={item.id}
          className="rounded-2xl border border-neutral-200 bg-neutral-50/60 p-4 sm:p-5"
        >
          <legend className="sr-only">
            {itemLabel} {index + 1}
          </legend>
          <div className="mb-3 flex items-center justify-between gap-3">
            <p aria-hidden="true" className="text-sm font-semibold text-neutral-900">
              {itemLabel} {index + 1}
            </p>
            <button
              type="button"
              onClick={() => remove(item.id)}
              aria-label={`Remove ${lower} ${index + 1}`}
              className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-xs font-medium text-neutral-500 transition-colors hover:bg-red-50 hover:text-red-700"
            >
              <CloseIcon className="size-4" />
              Remove
            </button>
          </div>
          <div>
            {renderItem(
              item,
              (patch) =>
                onChange(
                  items.map((current) =>
                    current.id === item.id ? { ...current, ...patch } : current,
                  ),
                ),
              item.id === addedId,
            )}
          </div>
        </fieldset>
      ))}
      <button
        ref={addRef}
        type="button"
        onClick={add}
        className="inline-flex items-center justify-center gap-2 self-start rounded-xl border border-dashed border-brand-300 px-4 py-2.5 text-sm font-semibold text-brand-700 transition-colors hover:bg-brand-50"
      >
        <PlusIcon className="size-4" />
        Add {lower}
      </button>
    </div>
  );
};
