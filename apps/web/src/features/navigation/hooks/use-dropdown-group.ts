import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

/** How long a hover dropdown stays open after the pointer leaves it (spec 000 §9). */
export const DROPDOWN_CLOSE_DELAY_MS = 300;

export type DropdownGroup = {
  openId: string | null;
  /** Opens `id` now (closing any other) and cancels a pending close. */
  open: (id: string) => void;
  /** Closes after DROPDOWN_CLOSE_DELAY_MS unless something opens first. */
  scheduleClose: () => void;
  close: () => void;
  toggle: (id: string) => void;
};

type OpenState = { id: string; scope: string } | null;

/**
 * One timer and one open id for the whole bar, so moving from one menu to the next swaps them
 * at once instead of showing two panels for 300 ms. A dropdown belongs to the `scope` (the
 * current path) it was opened on: navigating away closes it without an effect.
 */
export const useDropdownGroup = (scope: string): DropdownGroup => {
  const [state, setState] = useState<OpenState>(null);
  const closeTimer = useRef<number | undefined>(undefined);

  const cancelClose = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  }, []);

  const open = useCallback(
    (id: string) => {
      cancelClose();
      setState({ id, scope });
    },
    [cancelClose, scope],
  );

  const scheduleClose = useCallback(() => {
    cancelClose();
    closeTimer.current = window.setTimeout(() => setState(null), DROPDOWN_CLOSE_DELAY_MS);
  }, [cancelClose]);

  const close = useCallback(() => {
    cancelClose();
    setState(null);
  }, [cancelClose]);

  const toggle = useCallback(
    (id: string) => {
      cancelClose();
      setState((current) => (current?.id === id && current.scope === scope ? null : { id, scope }));
    },
    [cancelClose, scope],
  );

  useEffect(() => cancelClose, [cancelClose]);

  const openId = state?.scope === scope ? state.id : null;
  return useMemo(
    () => ({ openId, open, scheduleClose, close, toggle }),
    [openId, open, scheduleClose, close, toggle],
  );
};
