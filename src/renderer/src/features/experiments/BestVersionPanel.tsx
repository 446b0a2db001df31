/**
 * Best so far: the version with the best accuracy on a chosen problem set and models, with its
 * 95 % interval, and one click to submit exactly that text (not the item's current one).
 */
import { useState } from 'react';
import type { CompetitionDetail } from '../../../../shared/api';
import { ErrorPanel } from '../../components/ErrorPanel';
import { Loading } from '../../components/Loading';
import { PlatformText } from '../../components/PlatformText';
import { toErrorInfo } from '../../lib/errors';
import { percent } from '../../lib/format';
import { useContractQuery } from '../../stores/query';
import { BestSubmitDialog } from './BestSubmitDialog';
import { ChoiceSelect } from './ChoiceSelect';
import { experimentsKey } from './experimentRows';
import { shortHash } from './words';

interface Props {
  competition: CompetitionDetail;
  choices: { models: string[]; problemSets: string[] };
  modelName: (id: string) => string;
}

export function BestVersionPanel({ competition, choices, modelName }: Props) {
  const [problemSet, setProblemSet] = useState<string | null>(null);
  const [model, setModel] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const best = useContractQuery(
    'experiments.best',
    {
      competitionId: competition.id,
      problemSet,
      ...(model === null ? {} : { models: [model] }),
    },
    { refreshOn: [experimentsKey(competition.id)] },
  );
  const b = best.data;
  return (
    <section className="xp-card xp-best" aria-label="Best version so far" data-testid="xp-best">
      <h3>Best version so far</h3>
      <div className="xp-filters xp-filters--plain">
        <ChoiceSelect
          label="On problem set"
          value={problemSet}
          onChange={setProblemSet}
          every="every problem set"
          options={choices.problemSets.map((s) => ({ value: s, text: s }))}
        />
        <ChoiceSelect
          label="With"
          value={model}
          onChange={setModel}
          every="every model"
          options={choices.models.map((m) => ({ value: m, text: modelName(m) }))}
        />
      </div>
      {best.error && (
        <ErrorPanel
          info={toErrorInfo(best.error)}
          onRetry={() => best.refetch()}
          context="Could not work out the best version"
          compact
        />
      )}
      {best.isPending && <Loading label="Looking for the best version…" />}
      {best.isSuccess && b === null && (
        <p className="muted">No scored run of a known version with these choices yet.</p>
      )}
      {b && (
        <>
          <div className="xp-best__figure">
            <span className="xp-best__accuracy" data-testid="xp-best-accuracy">
              {percent(b.accuracy)}
            </span>
            <span>
              <PlatformText>{b.version.title ?? 'Untitled'}</PlatformText> ·{' '}
              <code data-testid="xp-best-hash">{shortHash(b.version.sha256)}</code>
            </span>
            <span className="muted" title="Wilson score interval, 95 %">
              likely between {percent(b.interval.low)} and {percent(b.interval.high)} ({b.correct} of{' '}
              {b.scored} right, {b.runIds.length} {b.runIds.length === 1 ? 'run' : 'runs'})
            </span>
          </div>
          <button
            type="button"
            className="btn btn--primary"
            onClick={() => setSubmitting(true)}
            data-testid="xp-best-submit"
          >
            Submit this version…
          </button>
          <BestSubmitDialog
            open={submitting}
            onClose={() => setSubmitting(false)}
            competition={competition}
            version={b.version}
          />
        </>
      )}
    </section>
  );
}
