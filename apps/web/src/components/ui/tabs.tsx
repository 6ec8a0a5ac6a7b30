import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { IconProps } from '../icons';

export type TabItem<Id extends string> = {
  id: Id;
  label: string;
  icon?: ComponentType<IconProps>;
  panel: ReactNode;
};

type TabsProps<Id extends string> = {
  /** Names the tab list. */
  label: string;
  tabs: TabItem<Id>[];
  selected: Id;
  onSelect: (id: Id) => void;
};

/**
 * WAI-ARIA tabs: one tab stop for the list, arrow keys (and Home/End) move between tabs and
 * select them, Tab moves on into the panel.
 */
export const Tabs = <Id extends string>({ label, tabs, selected, onSelect }: TabsProps<Id>) => {
  const baseId = useId();
  const tabRefs = useRef(new Map<Id, HTMLButtonElement>());
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0];
  const listRef = useRef<HTMLDivElement>(null);
  // Which ends of a list wider than the screen (a phone) hide tabs: those fade out, so the row
  // reads as one to scroll rather than as all there is.
  const [hidden, setHidden] = useState({ start: false, end: false });

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const measure = () => {
      const end = list.scrollWidth - list.clientWidth - list.scrollLeft;
      setHidden({ start: list.scrollLeft > 1, end: end > 1 });
    };
    measure();
    list.addEventListener('scroll', measure, { passive: true });
    const resize = new ResizeObserver(measure);
    resize.observe(list);
    return () => {
      list.removeEventListener('scroll', measure);
      resize.disconnect();
    };
  }, []);

  // The selected tab in view, also when a link opens a tab that starts off screen.
  useEffect(() => {
    if (current)
      tabRefs.current.get(current.id)?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  const fade =
    hidden.start && hidden.end
      ? '[mask-image:linear-gradient(to_right,transparent,black_2.5rem,black_calc(100%-2.5rem),transparent)]'
      : hidden.end
        ? '[mask-image:linear-gradient(to_right,black_calc(100%-2.5rem),transparent)]'
        : hidden.start
          ? '[mask-image:linear-gradient(to_right,transparent,black_2.5rem)]'
          : '';

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === current?.id);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    const target = next === undefined ? undefined : tabs[next];
    if (!target) return;
    event.preventDefault();
    onSelect(target.id);
    tabRefs.current.get(target.id)?.focus();
  };

  return (
    <div>
      <div
        ref={listRef}
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className={`-mx-4 flex gap-1 overflow-x-auto border-b border-neutral-200 px-4 sm:mx-0 sm:px-0 ${fade}`}
      >
        {tabs.map(({ id, label: text, icon: TabIcon }) => {
          const isSelected = id === current?.id;
          return (
            <button
              key={id}
              ref={(element) => {
                if (element) tabRefs.current.set(id, element);
                else tabRefs.current.delete(id);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${id}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(id)}
              className={`-mb-px flex shrink-0 items-center gap-2 border-b-2 px-2.5 py-3 sm:px-3 text-sm font-semibold whitespace-nowrap transition-colors ${
                isSelected
                  ? 'border-brand-600 text-brand-700'
                  : 'border-transparent text-neutral-500 hover:border-neutral-300 hover:text-neutral-800'
              }`}
            >
              {TabIcon && <TabIcon className="hidden size-4 sm:block" />}
              {text}
            </button>
          );
        })}
      </div>
      {current && (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${current.id}`}
          aria-labelledby={`${baseId}-tab-${current.id}`}
          tabIndex={0}
          className="rounded-lg pt-8 focus-visible:outline-offset-4"
        >
          {current.panel}
        </div>
      )}
    </div>
  );
};
