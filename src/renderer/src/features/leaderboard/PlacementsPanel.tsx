import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { cacheKey } from '../../../../shared/methods';
import { PagedTable } from './PagedTable';

/** IGP24: one team's public placements. Defaults to the caller's team when the standing names it. */
export function PlacementsPanel({
  competitionId,
  defaultTeamId,
}: {
  competitionId: string;
  defaultTeamId: string | null;
}) {
  const [typed, setTyped] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A team name clicked on the leaderboard arrives as ?team=<id>.
  const [params] = useSearchParams();
  const linked = params.get('team');
  const panel = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!linked) return;
    setTyped(linked);
    setChosen(linked);
    setError(null);
    panel.current?.scrollIntoView({ block: 'start' });
  }, [linked]);
  const inputId = useId();
  const errorId = useId();
  const value = typed ?? defaultTeamId ?? '';
  const teamId = chosen ?? defaultTeamId;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const v = value.trim();
    if (!v) return setError('Enter a team ID.');
    if (v.length > 200) return setError('A team ID has at most 200 characters.');
    setError(null);
    setChosen(v);
  };

  const input = teamId ? { competitionId, teamId } : null;
  return (
    <section className="card section" aria-labelledby="placements-panel-h" ref={panel}>
      <h2 id="placements-panel-h">Team placements</h2>
      <form className="form-row" onSubmit={submit} noValidate aria-label="Team placements">
        <div className="field">
          <label htmlFor={inputId}>Team ID</label>
          <input
            id={inputId}
            type="text"
            value={value}
            onChange={(e) => setTyped(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            spellCheck={false}
            autoComplete="off"
          />
        </div>
        <button type="submit" className="btn">
          Show placements
        </button>
        {defaultTeamId && <span className="field__hint">Your team: {defaultTeamId}</span>}
        {error && (
          <p id={errorId} className="field__error">
            {error}
          </p>
        )}
      </form>
      {input ? (
        <PagedTable
          key={cacheKey('leaderboard.placements', input)}
          title={`Placements of team ${input.teamId}`}
          level={3}
          headingId="placements-h"
          method="leaderboard.placements"
          input={input}
          exportInput={{ table: 'placements', ...input }}
          emptyText={`Team ${input.teamId} has no public placements.`}
          notFoundText={`Team ${input.teamId} has no public placements.`}
        />
      ) : (
        <p className="muted">Enter a team ID to see its placements.</p>
      )}
    </section>
  );
}
