import type { Standing } from '../../../../shared/api';
import { CachedView } from '../../components/CachedView';
import { cellText } from '../../components/DataTable';
import { Freshness } from '../../components/Freshness';
import type { CachedState } from '../../stores/useCached';

/** The caller's standing: its fields are not documented, so show every one exactly as sent. */
export function StandingCard({ state }: { state: CachedState<Standing> }) {
  return (
    <section className="card section standing" aria-labelledby="standing-h" data-testid="standing">
      <div className="section__header">
        <h2 id="standing-h">Your standing</h2>
        <Freshness state={state} />
      </div>
      <CachedView
        state={state}
        loadingLabel="Loading your standing…"
        errorContext="Could not load your standing"
      >
        {(standing) => {
          const entries = Object.entries(standing);
          if (entries.length === 0)
            return <p className="muted">You have no standing on this leaderboard yet.</p>;
          return (
            <dl className="standing__fields">
              {entries.map(([k, v]) => (
                <div key={k} className="standing__field">
                  <dt>{k}</dt>
                  <dd className={typeof v === 'object' && v !== null ? 'mono' : undefined}>{cellText(v)}</dd>
                </div>
              ))}
            </dl>
          );
        }}
      </CachedView>
    </section>
  );
}
