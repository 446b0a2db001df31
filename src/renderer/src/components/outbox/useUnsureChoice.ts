import { useRef, useState } from 'react';
import type { ApiErrorInfo } from '../../../../shared/api';
import type { OutboxEntryView } from '../../../../shared/contract';
import { toErrorInfo } from '../../lib/errors';
import { useOutboxCommands } from '../../stores/query';

export type UnsureAction = 'adopt' | 'check' | 'resend';

/**
 * Where the user is in settling a write that may already be on the platform:
 * - choosing: the records and the buttons are shown;
 * - confirming: "Send again anyway" was pressed and waits for its confirmation;
 * - working: one command is on its way (`candidateId` for an adopt); nothing else starts meanwhile.
 * Each command answers with the entry (done, or pending again), which the outbox queries show.
 */
export type UnsureChoiceState =
  | { step: 'choosing' }
  | { step: 'confirming' }
  | { step: 'working'; action: UnsureAction; candidateId: string | null };

export interface UnsureChoice {
  state: UnsureChoiceState;
  /** The last command the core could not take, in words. */
  error: ApiErrorInfo | null;
  /** This listed record is the write: it is recorded as done with it, nothing is sent. */
  adopt(candidateId: string): Promise<void>;
  /** Look on the platform once more (nothing is sent unless the check proves it absent). */
  check(): Promise<void>;
  /** Asks before sending it again on purpose. */
  askResend(): void;
  /** Not now: back to the choice. */
  keep(): void;
  /** Confirmed: send it again, even if that makes a second copy. Only after askResend(). */
  resend(): Promise<void>;
}

export function useUnsureChoice(entry: OutboxEntryView): UnsureChoice {
  const commands = useOutboxCommands();
  const [state, setState] = useState<UnsureChoiceState>({ step: 'choosing' });
  const [error, setError] = useState<ApiErrorInfo | null>(null);
  // The step as of now, not as of the last render: two clicks in one frame start one command.
  const step = useRef<UnsureChoiceState['step']>('choosing');
  const go = (next: UnsureChoiceState) => {
    step.current = next.step;
    setState(next);
  };

  const run = async (action: UnsureAction, candidateId: string | null, command: () => Promise<unknown>) => {
    go({ step: 'working', action, candidateId });
    setError(null);
    try {
      await command();
    } catch (e) {
      setError(toErrorInfo(e));
    } finally {
      go({ step: 'choosing' });
    }
  };

  return {
    state,
    error,
    adopt: async (candidateId) => {
      if (step.current !== 'choosing') return;
      await run('adopt', candidateId, () => commands.adopt(entry.id, candidateId));
    },
    check: async () => {
      if (step.current !== 'choosing') return;
      await run('check', null, () => commands.retry(entry.id));
    },
    askResend: () => {
      if (step.current !== 'choosing') return;
      setError(null);
      go({ step: 'confirming' });
    },
    keep: () => {
      if (step.current === 'confirming') go({ step: 'choosing' });
    },
    resend: async () => {
      if (step.current !== 'confirming') return;
      await run('resend', null, () => commands.retry(entry.id, { resend: true }));
    },
  };
}
