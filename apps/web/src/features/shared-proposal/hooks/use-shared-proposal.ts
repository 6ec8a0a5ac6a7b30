import type { SharedProposalResponse } from '@vanilla/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSharedProposal } from '../api/shared-proposal-api';

type Loaded = { data?: SharedProposalResponse; error?: unknown; isLoading: boolean };

/**
 * The proposal of `token`: `initial` when the server sent it with the page (nothing is asked
 * then), else fetched once on mount. `refetch` asks again; a failed refetch keeps what was shown.
 */
export const useSharedProposal = (token: string, initial: SharedProposalResponse | null) => {
  const [state, setState] = useState<Loaded>(() =>
    initial ? { data: initial, isLoading: false } : { isLoading: true },
  );
  const refetch = useCallback(
    () =>
      fetchSharedProposal(token).then(
        (data) => setState({ data, isLoading: false }),
        (error: unknown) => setState((shown) => ({ data: shown.data, error, isLoading: false })),
      ),
    [token],
  );
  // Survives React's development double-run of effects, so that run asks nothing extra.
  const asked = useRef(initial !== null);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    void refetch();
  }, [refetch]);
  return { ...state, refetch };
};
