/**
 * Every variant's standing: its accuracy over every scored answer so far with the 95 % interval,
 * its difference to the leader on the answers both gave (b: only the leader right, c: only this
 * variant right, McNemar's p before correction), and whether it races, was dropped, or won.
 */
import type { SweepView } from '../../../../shared/contracts/sweeps';
import type { Standing } from '../../../../shared/sweeps/race';
import { type DataColumn, DataTable } from '../../components/DataTable';
import { PlatformText } from '../../components/PlatformText';
import { percent } from '../../lib/format';
import { letter, pointsText, pText, standingStatusText } from './sweepWords';

const COLUMNS: DataColumn[] = [
  { key: 'letter', title: 'Variant', rowHeader: true },
  { key: 'label', title: 'Label', wrap: true, content: true },
  {
    key: 'accuracy',
    title: 'Accuracy',
    numeric: true,
    content: true,
    hover: 'Correct of scored answers so far, with its 95 % interval (Wilson)',
  },
  { key: 'answers', title: 'Correct of scored', numeric: true },
  {
    key: 'vsLeader',
    title: 'Against the leader',
    content: true,
    hover:
      'Accuracy minus the leader’s on the answers both gave; b: only the leader right, c: only this variant right; p: McNemar’s exact test, before correction',
  },
  { key: 'status', title: 'Status', wrap: true },
];

const whole = (v: number) => Math.round(v * 100);

export function StandingsTable({ view }: { view: SweepView }) {
  const byVariant = new Map(view.standings.map((s) => [s.variant, s]));
  // Nobody leads before an answer is scored.
  const leader = view.leader !== null && (byVariant.get(view.leader)?.scored ?? 0) > 0 ? view.leader : null;
  const rows = view.plan.variants.map((v) => {
    const s = byVariant.get(v.position);
    return {
      position: v.position,
      letter: letter(v.position),
      label: v.label,
      accuracy: s?.accuracy ?? null,
      answers: s ? `${s.correct} of ${s.scored}` : '—',
      vsLeader: s?.vsLeader?.difference ?? null,
      status: s ? standingStatusText(s) : 'Waiting',
      standing: s,
    };
  });
  return (
    <DataTable
      rows={rows}
      columns={COLUMNS}
      label="Variants and where each stands"
      testId="sw-standings"
      rowKey={(r) => String(r.position)}
      rowData={(r) => ({ 'data-variant': r.letter, 'data-status': r.standing?.status })}
      highlight={(r) => r.position === leader}
      highlightLabel={view.winner === null ? 'The leader so far' : 'The winner'}
      renderCell={(field, r) => {
        const s = r.standing;
        if (field === 'label') return <PlatformText>{r.label}</PlatformText>;
        if (field === 'accuracy') return s ? <AccuracyCell s={s} /> : '—';
        if (field === 'vsLeader') return <VsLeaderCell s={s} leader={leader} />;
        if (field === 'status' && s?.status === 'winner') return <strong className="sw-good">Winner</strong>;
        return undefined;
      }}
    />
  );
}

function AccuracyCell({ s }: { s: Standing }) {
  if (s.accuracy === null || s.scored === 0) return <span className="muted">nothing scored yet</span>;
  return (
    <span title={`95 % interval (Wilson): ${percent(s.interval.low)} to ${percent(s.interval.high)}`}>
      {percent(s.accuracy)}
      <span className="muted sw-second-line">
        {whole(s.interval.low)}–{whole(s.interval.high)} %
      </span>
    </span>
  );
}

function VsLeaderCell({ s, leader }: { s: Standing | undefined; leader: number | null }) {
  if (!s || leader === null) return '—';
  if (s.variant === leader) return <span className="muted">leads</span>;
  const d = s.vsLeader;
  if (!d) return '—';
  if (d.pairs === 0) return <span className="muted">no answers in common yet</span>;
  return (
    <span title={`${d.pairs} answers both scored`}>
      {pointsText(d.difference)}
      <span className="muted sw-second-line">
        b {d.b}, c {d.c}, {pText(d.p)}
      </span>
    </span>
  );
}
