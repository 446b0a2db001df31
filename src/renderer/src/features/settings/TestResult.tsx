import type { ApiErrorInfo } from '../../../../shared/api';
import type { TestConnectionResult } from '../../../../shared/contract';
import { ErrorPanel } from '../../components/ErrorPanel';
import { formatInteger, localTimeSeconds, parseDate } from '../../lib/format';

export type TestState =
  | { phase: 'running' }
  | { phase: 'done'; result: TestConnectionResult }
  | { phase: 'failed'; error: ApiErrorInfo };

/** The outcome of "Test connection", in words. */
export function TestResult({ state }: { state: TestState }) {
  if (state.phase === 'running') {
    return (
      <div
        className="test-result test-result--running"
        data-testid="test-result"
        data-state="running"
        role="status"
      >
        <span className="spinner" aria-hidden="true" /> Testing…
      </div>
    );
  }
  const error = state.phase === 'failed' ? state.error : state.result.ok ? null : state.result.error;
  if (error || (state.phase === 'done' && !state.result.ok)) {
    return (
      <div className="test-result" data-testid="test-result" data-state="failed">
        {error ? (
          <ErrorPanel info={error} compact context="Connection test failed" />
        ) : (
          <p className="field__error">Connection test failed; no reason was given.</p>
        )}
      </div>
    );
  }
  const r = (state as { result: TestConnectionResult }).result;
  const count = r.competitionCount;
  const reset = parseDate(r.rateLimit?.resetAt);
  return (
    <div className="test-result test-result--ok" data-testid="test-result" data-state="ok" role="status">
      <strong>Connection works.</strong>{' '}
      {r.latencyMs !== null && <>Answered in {formatInteger(Math.round(r.latencyMs))} ms. </>}
      {count !== null && (
        <>
          {formatInteger(count)} {count === 1 ? 'competition is' : 'competitions are'} visible with this key.
        </>
      )}
      {r.rateLimit && r.rateLimit.remaining !== null && (
        <span className="muted">
          {' '}
          Rate limit: {formatInteger(r.rateLimit.remaining)}
          {r.rateLimit.limit !== null && ` of ${formatInteger(r.rateLimit.limit)}`} requests left
          {reset && ` until ${localTimeSeconds(reset)}`}.
        </span>
      )}
    </div>
  );
}
