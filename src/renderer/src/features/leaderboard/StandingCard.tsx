import type { Standing } from '../../../../shared/api';
import { flattenRow } from '../../../../shared/flatRows';
import { CachedView } from '../../components/CachedView';
import { CellValue } from '../../components/DataTable';
import { Freshness } from '../../components/Freshness';
import { fieldHover, fieldWords, orderFields } from '../../lib/fieldWords';
import type { CachedState } from '../../stores/useCached';

/** The caller's standing: its fields are not documented, so show every one (named ones in words). */
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
          // Nested fields as dotted names (team.label), like the leaderboard's columns.
          const flat = flattenRow(standing);
          const entries = orderFields(Object.keys(flat)).map((k) => [k, flat[k]] as const);
          if (entries.length === 0)
            return <p className="muted">You have no standing on this leaderboard yet.</p>;
          return (
            <dl className="standing__fields">
              {entries.map(([k, v]) => (
                <div key={k} className="standing__field">
                  <dt title={fieldHover(k)}>{fieldWords(k).title}</dt>
                  <dd>
                    <CellValue field={k} v={v} />
                  </dd>
                </div>
              ))}
            </dl>
          );
        }}
      </CachedView>
    </section>
  );
}
