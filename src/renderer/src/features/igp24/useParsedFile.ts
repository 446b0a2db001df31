import { useEffect, useRef, useState } from 'react';
import { DEFAULT_LIMITS, type Limits } from '../../../../shared/igp24';
import { type AnsweringWorker, type LatestOnly, latestOnly } from './latestOnly';
import { EMPTY_FILE, type ParseAnswer, type ParseRequest } from './parseTypes';

/** Quiet time after a keystroke before the file is read again. */
const DEBOUNCE_MS = 150;

export interface ParsedState extends ParseAnswer {
  /** The answer is for an older text (or none has come yet): the markers follow shortly. */
  stale: boolean;
  /** The reader failed (not a limit): words for the status bar. */
  error: string | null;
}

const makeWorker = () =>
  new Worker(new URL('./workers/parse.worker.ts', import.meta.url), {
    type: 'module',
  }) as unknown as AnsweringWorker<ParseRequest, ParseAnswer>;

/**
 * The whole file parsed in a worker (parse.worker.ts), never on the UI thread: debounced while the
 * user types, one request in flight and only the newest waiting (latestOnly.ts), so the answer shown
 * is always the latest one finished.
 */
export function useParsedFile(text: string, description: string, limits: Limits | null): ParsedState {
  const [state, setState] = useState<{ answer: ParseAnswer; for: ParseRequest | null; error: string | null }>(
    { answer: { file: EMPTY_FILE, violations: [], refused: false }, for: null, error: null },
  );
  const client = useRef<LatestOnly<ParseRequest> | null>(null);

  useEffect(() => {
    const c = latestOnly<ParseRequest, ParseAnswer>(
      makeWorker,
      (answer, asked) => setState({ answer, for: asked, error: null }),
      (error, asked) => setState((s) => ({ ...s, for: asked, error })),
    );
    client.current = c;
    return () => {
      c.close();
      client.current = null;
    };
  }, []);

  const lim: Limits = limits ?? DEFAULT_LIMITS;
  const latest = useRef<ParseRequest | null>(null);
  // A new request object only when something it carries changed.
  if (
    !latest.current ||
    latest.current.text !== text ||
    (latest.current.meta?.description ?? '') !== description ||
    latest.current.limits.maxBytes !== lim.maxBytes ||
    latest.current.limits.maxPolynomials !== lim.maxPolynomials ||
    latest.current.limits.maxRequestBytes !== lim.maxRequestBytes
  )
    latest.current = {
      text,
      meta: description ? { description } : undefined,
      limits: {
        maxBytes: lim.maxBytes,
        maxPolynomials: lim.maxPolynomials,
        maxRequestBytes: lim.maxRequestBytes,
      },
    };
  const request = latest.current;

  const first = useRef(true);
  useEffect(() => {
    // The first read (the restored draft) goes at once; edits wait for a pause in typing.
    const delay = first.current ? 0 : DEBOUNCE_MS;
    first.current = false;
    const t = setTimeout(() => client.current?.request(request), delay);
    return () => clearTimeout(t);
  }, [request]);

  return { ...state.answer, stale: state.for !== request, error: state.error };
}
