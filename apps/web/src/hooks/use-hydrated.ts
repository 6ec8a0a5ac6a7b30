import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders a page and while the browser hydrates that HTML, true from the
 * render right after (React renders again by itself) and on any page the browser renders alone.
 * What only the browser knows (its time zone, its address) waits for it, so hydration finds
 * exactly the server's HTML.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
