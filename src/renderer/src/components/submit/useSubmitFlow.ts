import { useCallback, useRef, useState } from 'react';
import type { ApiErrorInfo, CompetitionDetail } from '../../../../shared/api';
import { errorInfo } from '../../../../shared/api/errors';
import type { OutboxEntryView, SubmitPrecheck } from '../../../../shared/contract';
import { call } from '../../bridge';
import { toErrorInfo } from '../../lib/errors';
import {
  type FieldErrorMap,
  fieldErrorsFromError,
  fieldErrorsFromPrecheck,
  mergeFieldErrors,
} from '../../lib/fieldErrors';
import { useOutboxCommands, useOutboxEntry, useOutboxWrite } from '../../stores/query';
import { isUnsure } from '../outbox/unsure';

/** What a form submits (spec 4.2 without idempotencyKey: the outbox adds it). */
export interface SubmitBodyInput {
  payload: Record<string, unknown>;
  meta?: Record<string, unknown>;
  slot?: number;
}

/** Drop empty meta fields and an empty meta object: the schema may refuse empty strings. */
export function cleanMeta(meta: Record<string, string | undefined>): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(meta)) if (v !== undefined && v.trim() !== '') out[k] = v;
  return Object.keys(out).length > 0 ? out : undefined;
}

export interface SubmitFlow {
  precheck: SubmitPrecheck | null;
  /** The precheck call itself failed (offline, …): the submission can still be queued. */
  precheckError: ApiErrorInfo | null;
  checking: boolean;
  /** The body the shown precheck was made for, as JSON. */
  checkedBody: string | null;
  confirmOpen: boolean;
  entryId: number | null;
  /**
   * The followed submission may already be on the platform (its answer was lost): it waits for
   * the user's choice (UnsureChoice), and no other submission is queued or edited in meanwhile.
   */
  unsure: boolean;
  submitError: ApiErrorInfo | null;
  busy: boolean;
  check(body: SubmitBodyInput): Promise<SubmitPrecheck | null>;
  review(body: SubmitBodyInput): Promise<void>;
  closeConfirm(): void;
  /**
   * Queues the body (or corrects the refused entry in place); the queued entry, or null on failure.
   * Refused while `unsure`: editing that entry could put a second copy on the platform.
   */
  submit(body: SubmitBodyInput): Promise<OutboxEntryView | null>;
  retry(): Promise<void>;
  /** Field errors from the precheck of this very body and from a refused submission. */
  fieldErrors(body: SubmitBodyInput): FieldErrorMap;
  reset(): void;
}

/** Why no other submission goes while the last one may already be on the platform. */
export const UNSURE_FIRST =
  'The last submission may already be on the platform: say below whether it is, or send it again, before submitting another.';

/**
 * The one submit path for every kind (cheatsheet, solver, model reference, IGP24 polynomials):
 * precheck with the platform, confirm, queue in the outbox, follow the entry, correct a refusal.
 */
export function useSubmitFlow(competition: Pick<CompetitionDetail, 'id'>): SubmitFlow {
  const [precheck, setPrecheck] = useState<SubmitPrecheck | null>(null);
  const [precheckError, setPrecheckError] = useState<ApiErrorInfo | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkedBody, setCheckedBody] = useState<string | null>(null);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [entryId, setEntryId] = useState<number | null>(null);
  const [submitError, setSubmitError] = useState<ApiErrorInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const { entry, gone } = useOutboxEntry(entryId);
  const commands = useOutboxCommands();
  const submitWrite = useOutboxWrite('submissions.submit').mutateAsync;
  const seq = useRef(0);
  const competitionId = competition.id;

  const check = useCallback(
    async (body: SubmitBodyInput) => {
      const mine = ++seq.current;
      setChecking(true);
      try {
        const p = await call('submissions.precheck', { competitionId, ...body });
        if (mine !== seq.current) return null;
        setPrecheck(p);
        setPrecheckError(null);
        setCheckedBody(JSON.stringify(body));
        return p;
      } catch (e) {
        if (mine !== seq.current) return null;
        setPrecheck(null);
        setPrecheckError(toErrorInfo(e));
        setCheckedBody(JSON.stringify(body));
        return null;
      } finally {
        if (mine === seq.current) setChecking(false);
      }
    },
    [competitionId],
  );

  const review = useCallback(
    async (body: SubmitBodyInput) => {
      setSubmitError(null);
      await check(body);
      setConfirmOpen(true);
    },
    [check],
  );

  const unsure = !gone && isUnsure(entry);

  const submit = useCallback(
    async (body: SubmitBodyInput) => {
      if (unsure) {
        setSubmitError(errorInfo('MAYBE_DELIVERED', UNSURE_FIRST));
        return null;
      }
      setBusy(true);
      setSubmitError(null);
      try {
        let queued: OutboxEntryView;
        // A refused submission is corrected in place (edit and retry): same entry, same key.
        if (entry && entry.status === 'failed' && !gone) {
          queued = await commands.edit(entry.id, { ...body });
        } else {
          queued = await submitWrite({ competitionId, ...body });
          setEntryId(queued.id);
        }
        setConfirmOpen(false);
        return queued;
      } catch (e) {
        setSubmitError(toErrorInfo(e));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [competitionId, entry, gone, unsure, commands, submitWrite],
  );

  const retry = useCallback(async () => {
    if (!entry) return;
    try {
      await commands.retry(entry.id);
    } catch (e) {
      setSubmitError(toErrorInfo(e));
    }
  }, [entry, commands]);

  const fieldErrors = (body: SubmitBodyInput): FieldErrorMap => {
    const same = checkedBody === JSON.stringify(body);
    const fromCheck = same ? fieldErrorsFromPrecheck(precheck) : {};
    const fromEntry =
      entry?.status === 'failed' && !gone && !unsure ? fieldErrorsFromError(entry.error, true) : {};
    return mergeFieldErrors(fromCheck, fromEntry);
  };

  return {
    precheck,
    precheckError,
    checking,
    checkedBody,
    confirmOpen,
    entryId: gone ? null : entryId,
    unsure,
    submitError,
    busy,
    check,
    review,
    closeConfirm: () => setConfirmOpen(false),
    submit,
    retry,
    fieldErrors,
    reset: () => {
      setEntryId(null);
      setPrecheck(null);
      setCheckedBody(null);
      setSubmitError(null);
    },
  };
}
