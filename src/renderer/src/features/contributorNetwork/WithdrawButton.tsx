import { useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import { Dialog } from '../../components/Dialog';
import { ErrorPanel } from '../../components/ErrorPanel';
import { toErrorInfo } from '../../lib/errors';
import type { NetworkItem } from './types';
import { useWithdraw } from './useNetwork';
import { kindLabel } from './words';

interface Props {
  item: NetworkItem;
  /** A withdrawal of this item is already on its way (the button stays disabled). */
  busy: boolean;
  /**
   * The withdrawal is in the outbox. The page keeps it, not this button: once the platform has it,
   * the item is gone and this button with it, but the page still says what happened.
   */
  onSent(entryId: number): void;
}

/** Withdraw an own item (spec 3), after a confirmation that says what happens. */
export function WithdrawButton({ item, busy, onSent }: Props) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  const withdraw = useWithdraw(item);
  const confirm = async () => {
    setError(null);
    try {
      const e = await withdraw.mutateAsync();
      onSent(e.id);
      setOpen(false);
    } catch (err) {
      setError(toErrorInfo(err));
    }
  };
  return (
    <>
      <button
        type="button"
        className="btn btn--danger"
        onClick={() => setOpen(true)}
        disabled={busy}
        data-testid="cn-withdraw"
      >
        Withdraw…
      </button>
      {error && <ErrorPanel info={error} compact context="Could not withdraw" />}
      <Dialog
        open={open}
        title={`Withdraw “${item.title}”?`}
        onClose={() => setOpen(false)}
        testId="cn-withdraw-dialog"
        actions={
          <>
            <button type="button" className="btn" onClick={() => setOpen(false)}>
              Keep it published
            </button>
            <button
              type="button"
              className="btn btn--danger-solid"
              onClick={() => void confirm()}
              disabled={withdraw.isPending}
              data-testid="cn-withdraw-confirm"
            >
              Withdraw
            </button>
          </>
        }
      >
        <p>
          This {kindLabel(item.kind).toLowerCase()} ({item.publicCode ?? item.id}) vanishes from the
          Contributor Network: from listings and searches, from lookups by its code, from lineage graphs and
          from benchmark results. Its favorites and comments go with it.
        </p>
        <p>
          If you published it from your library, that private copy becomes editable again. Items forked from
          it stay published but no longer show it as their parent. This cannot be undone; publishing again
          gives a new code.
        </p>
      </Dialog>
    </>
  );
}
