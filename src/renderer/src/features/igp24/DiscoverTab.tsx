import { useState } from 'react';
import { NavLink, useSearchParams } from 'react-router';
import { parseTargetList } from '../../../../shared/igp24/discover/pairs';
import { useNow } from '../../components/useNow';
import { formatInteger } from '../../lib/format';
import { type DiscoverFilter, DiscoverFilters, NO_FILTER } from './DiscoverFilters';
import { DiscoverHits } from './DiscoverHits';
import { type DiscoverState, rates } from './discoverRun';
import { discoverActions, useDiscoverStore, workerCount } from './discoverSearch';

const DEFAULT_CANDIDATES = 2000;

const STATUS_WORDS: Record<DiscoverState['status'], string> = {
  idle: '',
  running: 'Searching',
  stopped: 'Stopped',
  done: 'Done',
  failed: 'Stopped by an error',
};

/**
 * IGP24 discovery: candidate polynomials from constructions whose group is known (compositions
 * f(g(x)) and composita), checked exactly and ranked in workers, the best per pair listed as they
 * come, and added to the polynomial file in one action.
 */
export function DiscoverTab() {
  const [params] = useSearchParams();
  const state = useDiscoverStore();
  const [seed, setSeed] = useState('1');
  const [candidates, setCandidates] = useState(String(DEFAULT_CANDIDATES));
  const [targetsText, setTargetsText] = useState(() => params.getAll('target').join(', '));
  const [aim, setAim] = useState(false);
  const [filter, setFilter] = useState<DiscoverFilter>(NO_FILTER);
  const running = state.status === 'running';
  const parsed = parseTargetList(targetsText);
  const seedOk = /^[0-9]{1,9}$/.test(seed);
  const countOk = /^[1-9][0-9]{0,6}$/.test(candidates);
  const canStart = !running && seedOk && countOk && (aim || 'targets' in parsed);

  const start = () => {
    if (!canStart) return;
    void discoverActions.start({
      seed: Number(seed),
      candidates: Number(candidates),
      targets: aim || !('targets' in parsed) ? [] : parsed.targets,
      aim,
      filter,
    });
  };

  return (
    <div className="igp24-discover">
      <section className="card section" aria-labelledby="igp24-discover-h">
        <div className="section__header">
          <h2 id="igp24-discover-h">Discover polynomials</h2>
          <span className="muted">
            compositions f(g(x)) and composita, whose Galois group is known by construction
          </span>
        </div>
        <p className="muted igp24-small">
          Each candidate is checked exactly (irreducible, its r) and kept when its likely group is certain (99
          % or more); the best per pair is listed, with its field discriminant. The same seed gives the same
          candidates as <code>workbench igp24 search --seed</code>, so a search started here can go on on a
          cluster.
        </p>
        <form
          className="igp24-toolbar igp24-discover-form"
          onSubmit={(e) => {
            e.preventDefault();
            start();
          }}
        >
          <WholeNumber
            label="Seed"
            value={seed}
            onChange={setSeed}
            valid={seedOk}
            testId="igp24-discover-seed"
          />
          <WholeNumber
            label="Candidates"
            value={candidates}
            onChange={setCandidates}
            valid={countOk}
            testId="igp24-discover-candidates"
          />
          <label className="igp24-inline igp24-discover-targets">
            Only these pairs{' '}
            <input
              value={targetsText}
              onChange={(e) => setTargetsText(e.target.value)}
              placeholder="any pair (or e.g. 24T1500:4, 24T20000)"
              aria-invalid={!aim && 'bad' in parsed}
              disabled={aim}
              data-testid="igp24-discover-targets"
            />
          </label>
          <label
            className="igp24-inline"
            title="Each candidate is made for one of the platform's remaining pairs whose group is a product the constructions build (from the block table)"
          >
            <input
              type="checkbox"
              checked={aim}
              onChange={(e) => setAim(e.target.checked)}
              data-testid="igp24-discover-aim"
            />{' '}
            Aim at the open pairs they reach
          </label>
          {(aim || ('targets' in parsed && parsed.targets.length > 0)) && (
            <DiscoverFilters value={filter} onChange={setFilter} />
          )}
          <button
            type="submit"
            className="btn btn--primary"
            disabled={!canStart}
            data-testid="igp24-discover-start"
          >
            {state.status === 'idle' ? 'Start search' : 'New search'}
          </button>
        </form>
        {!seedOk && <p className="igp24-field-error">The seed is a whole number (0 to 999,999,999).</p>}
        {!countOk && <p className="igp24-field-error">Candidates: a whole number from 1 to 9,999,999.</p>}
        {!aim && 'bad' in parsed && (
          <p className="igp24-field-error">
            “{parsed.bad.slice(0, 40)}” is not a pair: write 24T&lt;t&gt;:r (for example 24T1500:4) or a label
            alone (24T1500, every r it allows).
          </p>
        )}
        <SearchStatus state={state} />
      </section>
      <DiscoverHits state={state} />
      <p className="muted igp24-small igp24-discover-note">
        Added lines go to the end of the file on the{' '}
        <NavLink to="/igp24?tab=polynomials">Polynomials</NavLink> tab, where “Would it score?” and Submit
        take them as any other line.
      </p>
    </div>
  );
}

/** A whole-number field of the form (the seed, the candidates). */
function WholeNumber(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  valid: boolean;
  testId: string;
}) {
  return (
    <label className="igp24-inline">
      {props.label}{' '}
      <input
        value={props.value}
        onChange={(e) => props.onChange(e.target.value.trim())}
        inputMode="numeric"
        size={8}
        aria-invalid={!props.valid}
        data-testid={props.testId}
      />
    </label>
  );
}

/** Progress, rates and the run's buttons (Stop, Continue, More candidates). */
function SearchStatus({ state }: { state: DiscoverState }) {
  // Re-drawn every second while running, for the rates.
  useNow(state.status === 'running' ? 1000 : 60_000);
  if (state.status === 'idle')
    return (
      <p className="igp24-discover-status muted" data-testid="igp24-discover-status">
        No search yet. It runs on {workerCount()} worker{workerCount() === 1 ? '' : 's'}, off the page, and
        goes on while you look at other tabs.
      </p>
    );
  const rate = rates(state, performance.now());
  return (
    <div
      className="igp24-toolbar igp24-discover-status"
      data-testid="igp24-discover-status"
      data-status={state.status}
    >
      <strong>{STATUS_WORDS[state.status]}</strong>
      <progress value={state.tried} max={state.end} aria-label="Candidates tried" />
      <span className="mono" data-testid="igp24-discover-tried">
        {formatInteger(state.tried)} / {formatInteger(state.end)}
      </span>
      <span>
        {formatInteger(state.best.size)} pair{state.best.size === 1 ? '' : 's'}
        {rate &&
          ` · ${formatInteger(rate.candidates)} candidates and ${formatInteger(rate.pairs)} pairs a minute`}
      </span>
      {state.status === 'running' && (
        <button
          type="button"
          className="btn btn--small"
          onClick={discoverActions.stop}
          data-testid="igp24-discover-stop"
        >
          Stop
        </button>
      )}
      {(state.status === 'stopped' || state.status === 'failed') && (
        <button
          type="button"
          className="btn btn--small"
          onClick={discoverActions.resume}
          data-testid="igp24-discover-resume"
        >
          Continue
        </button>
      )}
      {state.status === 'done' && (
        <button
          type="button"
          className="btn btn--small"
          onClick={() => discoverActions.more(state.settings?.candidates ?? DEFAULT_CANDIDATES)}
          data-testid="igp24-discover-more"
        >
          {formatInteger(state.settings?.candidates ?? DEFAULT_CANDIDATES)} more
        </button>
      )}
      {state.message && (
        <p className="igp24-field-error" role="alert">
          {state.message}. Continue tries again from where it stopped.
        </p>
      )}
    </div>
  );
}
