import type { HistoryEntry } from '@vanilla/contracts';
import { useCallback, useState } from 'react';
import { canDigest, verifyChain, type ChainCheck } from '../utils/verify-chain';

export type ChainVerification =
  | { status: 'idle' | 'running' | 'unsupported' }
  | { status: 'done'; checks: ChainCheck[]; broken: number };

/** Recomputes the history's hash chain in the browser on demand. */
export const useChainVerification = () => {
  const [state, setState] = useState<ChainVerification>({ status: 'idle' });
  const verify = useCallback(async (events: HistoryEntry[]) => {
    if (!canDigest()) {
      setState({ status: 'unsupported' });
      return;
    }
    setState({ status: 'running' });
    const checks = await verifyChain(events);
    const broken = checks.filter((check) => !check.hashOk || !check.linkOk).length;
    setState({ status: 'done', checks, broken });
  }, []);
  return { state, verify };
};
