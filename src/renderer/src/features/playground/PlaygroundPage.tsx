/**
 * One competition's Playground: its runs, a new run (one form per submission kind) and what runs
 * use (models with their price, problem sets). The Lean kernel challenge has only its run list.
 */
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import type { CompetitionDetail } from '../../../../shared/api';
import { CREDIT_UNIT as UNIT } from '../../../../shared/playgroundCost';
import { Empty } from '../../components/Empty';
import { CatalogSection } from './CatalogSection';
import { LeanRunList } from './LeanRunList';
import { ModelReferenceRunForm } from './ModelReferenceRunForm';
import { RunList } from './RunList';
import { Stage1RunForm } from './Stage1RunForm';
import { Stage2RunForm } from './Stage2RunForm';
import './playground.css';

const TABS = [
  ['runs', 'Runs'],
  ['new', 'New run'],
  ['catalog', 'Models and problems'],
] as const;

export function PlaygroundPage() {
  const { competition } = useOutletContext<{ competition: CompetitionDetail }>();
  const [tab, setTab] = useState<(typeof TABS)[number][0]>('runs');
  const cid = competition.id;
  const kind = String(competition.submissionKind ?? competition.submissionSpec?.kind ?? '');
  if (!competition.capabilities?.playground)
    return (
      <Empty title="This competition offers no Playground">
        <p>Practice runs exist only where the platform offers them.</p>
      </Empty>
    );
  if (cid === 'lean-kernel-challenge' || !(kind in UNIT)) return <LeanRunList />;
  return (
    <div className="pg-page" data-testid="pg-page">
      <div className="pg-filters" role="tablist" aria-label="Playground sections">
        {TABS.map(([id, label]) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            className={tab === id ? 'btn btn--small is-active' : 'btn btn--small btn--ghost'}
            onClick={() => setTab(id)}
            data-testid={`pg-tab-${id}`}
          >
            {label}
          </button>
        ))}
      </div>
      {tab === 'runs' && <RunList competitionId={cid} kind={kind} />}
      {tab === 'new' && kind === 'cheatsheet' && <Stage1RunForm competitionId={cid} />}
      {tab === 'new' && kind === 'solver-participation' && <Stage2RunForm competitionId={cid} />}
      {tab === 'new' && kind === 'model-reference' && <ModelReferenceRunForm competitionId={cid} />}
      {tab === 'catalog' && <CatalogSection competitionId={cid} unit={UNIT[kind]!} />}
    </div>
  );
}
