/**
 * The answers where the variants disagree (one right, another wrong), first rounds first, at most
 * 200: problem, model and one mark per variant — ✓ right, ✗ wrong, – not scored or not run.
 */
import type { SweepView } from '../../../../shared/contracts/sweeps';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { useModelNames } from '../../lib/catalogWords';
import { useCached } from '../../stores/useCached';
import { letter, problemName } from './sweepWords';

const MARK = { right: '✓', wrong: '✗', none: '–' };
const MAX_SHOWN = 200;

export function FlipsTable({ view }: { view: SweepView }) {
  const modelName = useModelNames(view.competitionId);
  const sets = useCached('playground.problemSets', { competitionId: view.competitionId });
  const titles = new Map((sets.data ?? []).map((s) => [s.id, s.title]));
  if (view.flips.length === 0)
    return (
      <p className="muted" data-testid="sw-no-flips">
        {view.history.length === 0
          ? 'Nothing to compare yet: no round has ended.'
          : 'No answer differs between the variants so far.'}
      </p>
    );
  const repeats = view.plan.repeat > 1;
  const columns: DataColumn[] = [
    { key: 'problem', title: 'Problem', rowHeader: true },
    { key: 'model', title: 'Model' },
    ...(repeats ? [{ key: 'repeat', title: 'Repeat', numeric: true }] : []),
    ...view.plan.variants.map((v) => ({
      key: `v${v.position}`,
      title: letter(v.position),
      hover: v.label,
      className: 'sw-mark',
    })),
  ];
  const rows = view.flips.map((f, i) => {
    const row: Record<string, string | number> = {
      key: i,
      problem: problemName(f.problem, (id) => titles.get(id)),
      model: modelName(f.modelId),
      repeat: f.repeat + 1,
    };
    view.plan.variants.forEach((v) => {
      const c = f.correct[v.position];
      row[`v${v.position}`] = c === true ? MARK.right : c === false ? MARK.wrong : MARK.none;
    });
    return row;
  });
  return (
    <>
      <p className="muted sw-flips__note">
        {view.flips.length >= MAX_SHOWN
          ? `The first ${MAX_SHOWN} answers where the variants disagree`
          : `${view.flips.length} ${view.flips.length === 1 ? 'answer' : 'answers'} where the variants disagree`}
        : ✓ right, ✗ wrong, – not scored or not run (dropped).
      </p>
      <DataTable
        rows={rows}
        columns={columns}
        label="Answers where the variants disagree"
        testId="sw-flips"
        rowKey={(r) => String(r.key)}
        maxHeight={360}
        renderCell={(field, r) => {
          const v = r[field];
          if (!field.startsWith('v') || typeof v !== 'string') return undefined;
          const cls = v === MARK.right ? 'sw-good' : v === MARK.wrong ? 'sw-bad' : 'muted';
          const words = v === MARK.right ? 'right' : v === MARK.wrong ? 'wrong' : 'not scored';
          return (
            <span className={cls} title={words}>
              <span aria-hidden="true">{v}</span>
              <span className="visually-hidden">{words}</span>
            </span>
          );
        }}
      />
    </>
  );
}
