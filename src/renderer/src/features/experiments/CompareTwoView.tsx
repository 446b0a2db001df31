/**
 * Two runs: accuracy per model side by side with its significance (the Playground's comparison,
 * whose problem-by-problem page is linked), plus the diff of the texts each configuration ran.
 */
import { Link } from 'react-router';
import type { VersionText } from '../../../../shared/contracts/experiments';
import { comparePath } from '../../../../shared/playgroundRoutes';
import { CompareModelsTable } from '../../components/CompareModelsTable';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { DiffView } from '../../components/monaco';
import { isolatedText } from '../../lib/bidi';
import { toErrorInfo } from '../../lib/errors';
import { useContractQuery } from '../../stores/query';
import { experimentsKey } from './experimentRows';
import { shortHash, UNKNOWN_VERSION } from './words';

interface Props {
  competitionId: string;
  runA: string;
  runB: string;
  modelName: (id: string) => string;
}

const side = (runId: string, v: VersionText | null) =>
  `${runId}: ${v ? `${isolatedText(v.version.title ?? 'Untitled')} · ${shortHash(v.version.sha256)}` : UNKNOWN_VERSION}`;

export function CompareTwoView({ competitionId, runA, runB, modelName }: Props) {
  const cmp = useContractQuery(
    'experiments.compareTwo',
    { competitionId, runA, runB },
    { refreshOn: [experimentsKey(competitionId)] },
  );
  return (
    <section className="xp-card" aria-label="Two runs compared" data-testid="xp-compare-two">
      <h3>
        Run <code>{runA}</code> (A) against <code>{runB}</code> (B)
      </h3>
      {cmp.error && (
        <ErrorPanel info={toErrorInfo(cmp.error)} onRetry={() => cmp.refetch()} context="Could not compare" />
      )}
      {cmp.isPending && <Loading label="Comparing the two runs…" />}
      {cmp.data && (
        <>
          <CompareModelsTable
            models={cmp.data.compare.models}
            modelName={modelName}
            testId="xp-compare-models"
          />
          <p>
            <Link to={comparePath(competitionId, runA, runB)}>
              Problem by problem, with the significance of each difference
            </Link>
          </p>
          {cmp.data.texts.length === 0 && (
            <p className="muted">Neither run ran a text of yours (baseline only).</p>
          )}
          {cmp.data.texts.map((t) => (
            <div key={String(t.position)} data-testid="xp-text-diff">
              <h4>{t.position === null ? 'The text each run ran' : `Configuration ${t.position + 1}`}</h4>
              {t.a === null || t.b === null ? (
                <p className="muted">
                  {t.a === null && t.b === null
                    ? `Both: ${UNKNOWN_VERSION}; the texts cannot be compared.`
                    : `${t.a === null ? 'A' : 'B'}: ${UNKNOWN_VERSION} (started elsewhere); only the other text is known.`}
                </p>
              ) : t.a.version.sha256 === t.b.version.sha256 ? (
                <p className="muted">Both runs ran the same text ({shortHash(t.a.version.sha256)}).</p>
              ) : (
                <DiffView
                  original={t.a.text}
                  modified={t.b.text}
                  originalLabel={side(runA, t.a)}
                  modifiedLabel={side(runB, t.b)}
                  language={t.a.version.kind === 'cheatsheet' ? 'cheatsheet' : 'lean4'}
                  height={280}
                  testId="xp-diff"
                />
              )}
            </div>
          ))}
        </>
      )}
    </section>
  );
}
