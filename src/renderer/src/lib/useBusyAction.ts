import { useState } from 'react';
import type { ApiErrorInfo } from '../../../shared/api';
import { toErrorInfo } from './errors';

/** One async action at a time: `busy` while it runs, its failure (if any) as `error`. */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (e) {
      setError(toErrorInfo(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
