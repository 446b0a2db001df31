/** Models with their credit price, problem sets, and one set's problems (gold answers, custom marks). */

import { useState } from 'react';
import type { EquationProblem, LeanProblem, ProblemSetDetail } from '../../../../shared/api/playground';
import { creditsText } from '../../../../shared/playgroundCost';
import { CachedView } from '../../components/CachedView';
import { DataTable } from '../../components/DataTable';
import { Freshness } from '../../components/Freshness';
import { PlatformText } from '../../components/PlatformText';
import { useModels, useProblemSet, useProblemSets } from './usePlayground';
import { problemSetLabel } from './words';

type ProblemSetItem = ProblemSetDetail['items'][number];

export function CatalogSection({ competitionId, unit }: { competitionId: string; unit: string }) {
  const models = useModels(competitionId);
  const sets = useProblemSets(competitionId);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="pg-catalog">
      <section aria-label="Models">
        <div className="page__header">
          <h3>Models</h3>
          <Freshness state={models} />
        </div>
        <CachedView state={models} loadingLabel="Loading models…" errorContext="Could not load models">
          {(m) => (
            <>
              <p data-testid="pg-credit-rate">
                Price: <strong>{creditsText(m.creditRate, 4)}</strong> per {unit}.
              </p>
              <ul className="pg-list">
                {m.items.map((x) => (
                  <li key={x.id}>
                    <PlatformText>{x.name}</PlatformText> <code className="faint">{x.id}</code>
                  </li>
                ))}
              </ul>
            </>
          )}
        </CachedView>
      </section>
      <section aria-label="Problem sets">
        <div className="page__header">
          <h3>Problem sets</h3>
          <Freshness state={sets} />
        </div>
        <CachedView
          state={sets}
          loadingLabel="Loading problem sets…"
          errorContext="Could not load problem sets"
        >
          {(list) => (
            <ul className="pg-list">
              {list.map((s) => (
                <li key={s.id}>
                  <button
                    type="button"
                    className="pg-link"
                    onClick={() => setOpen(open === s.id ? null : s.id)}
                    aria-expanded={open === s.id}
                  >
                    {problemSetLabel(s, 'problem')}
                  </button>
                </li>
              ))}
            </ul>
          )}
        </CachedView>
        {open && <ProblemSetView competitionId={competitionId} problemSetId={open} />}
      </section>
    </div>
  );
}

const isEquation = (p: ProblemSetItem): p is EquationProblem =>
  typeof p.index === 'number' && typeof p.equation1 === 'string' && typeof p.equation2 === 'string';
const isLean = (p: ProblemSetItem): p is LeanProblem =>
  typeof p.id === 'string' && typeof p.lhsText === 'string' && typeof p.rhsText === 'string';

const EQUATION_COLUMNS = [
  { key: 'index', title: 'Problem', numeric: true },
  { key: 'equation1', title: 'Left equation' },
  { key: 'equation2', title: 'Right equation' },
  { key: 'gold', title: 'Gold answer', hover: 'Whether the left equation implies the right one' },
];
const LEAN_COLUMNS = [
  { key: 'id', title: 'Problem ID' },
  { key: 'lhs', title: 'Left side' },
  { key: 'rhs', title: 'Right side' },
];

function ProblemSetView({ competitionId, problemSetId }: { competitionId: string; problemSetId: string }) {
  const set = useProblemSet(competitionId, problemSetId);
  return (
    <CachedView state={set} loadingLabel="Loading problems…" errorContext="Could not load this problem set">
      {(d) =>
        d.items.length === 0 ? (
          <p className="muted">This competition lists no problem rows here; its cases show in run results.</p>
        ) : (
          <ProblemTables items={d.items} />
        )
      }
    </CachedView>
  );
}

/** A set's problems: equation problems, Lean problems, and rows of a shape this version does not know. */
function ProblemTables({ items }: { items: readonly ProblemSetItem[] }) {
  const equations = items.filter(isEquation);
  const leans = items.filter(isLean);
  const others = items.filter((p) => !isEquation(p) && !isLean(p));
  return (
    <div className="pg-problem-set" data-testid="pg-problem-set">
      {equations.length > 0 && (
        <DataTable
          rows={equations.map((p) => ({
            index: p.index,
            equation1: p.equation1,
            equation2: p.equation2,
            gold: p.goldAnswer,
          }))}
          columns={EQUATION_COLUMNS}
          label="Equation problems"
          interactive
          searchHint="equation, number…"
          maxHeight={360}
          renderCell={(field, row) => {
            if (field === 'gold') return row.gold ? 'true' : 'false';
            if (field === 'equation1') return <span className="mono">{row.equation1}</span>;
            if (field === 'equation2') return <span className="mono">{row.equation2}</span>;
            return undefined;
          }}
        />
      )}
      {leans.length > 0 && (
        <DataTable
          rows={leans.map((p) => ({ id: p.id, lhs: p.lhsText, rhs: p.rhsText, p }))}
          columns={LEAN_COLUMNS}
          label="Lean problems"
          interactive
          searchHint="equation, ID…"
          maxHeight={360}
          rowKey={(row) => row.id}
          renderCell={(field, { p }) =>
            field === 'id' ? (
              <>
                <code>{p.id}</code> {p.isCustom && <span className="badge badge--info">yours</span>}
              </>
            ) : (
              <span className="mono" title={field === 'lhs' ? p.lhsName : p.rhsName}>
                {field === 'lhs' ? p.lhsText : p.rhsText}
              </span>
            )
          }
        />
      )}
      {others.length > 0 && <DataTable rows={others} label="Other problems" maxHeight={360} />}
    </div>
  );
}
