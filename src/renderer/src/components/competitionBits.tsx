/** Small pieces shared by the competition list and detail. */
import { Link } from 'react-router';
import type { CompetitionDetail } from '../../../shared/api';
import { networkPath } from '../../../shared/deepLinks';
import { playgroundPath } from '../../../shared/playgroundRoutes';

const KIND_LABEL: Record<string, string> = {
  cheatsheet: 'Cheatsheet',
  'igp24-polynomial': 'IGP24 polynomials',
  'model-reference': 'Model reference',
  'solver-participation': 'Solver (Lean 4)',
};

/** The exact kind string, with its meaning as a tooltip: compact for tables. */
export function KindCode({ kind }: { kind: string }) {
  return (
    <code className="kind-code" title={KIND_LABEL[kind] ?? 'A kind this workbench does not know yet'}>
      {kind}
    </code>
  );
}

/** Known kinds in words, with the exact kind string alongside; unknown kinds as sent (spec 9.4). */
export function KindLabel({ kind }: { kind: string }) {
  const label = KIND_LABEL[kind];
  return (
    <span className="kind">
      {label ?? <code>{kind}</code>}
      {label && <code className="kind__raw"> {kind}</code>}
    </span>
  );
}

export function StatusBadge({ status }: { status: string | undefined }) {
  if (!status) return <span className="muted">—</span>;
  return (
    <span className={status === 'active' ? 'badge badge--ok' : 'badge badge--neutral'}>
      {status === 'active' ? 'Active' : status === 'closed' ? 'Closed' : status}
    </span>
  );
}

/** Each capability with its name and where it lives in this app, for one competition. */
const CAPS: [keyof CompetitionDetail['capabilities'], string, (competitionId: string) => string][] = [
  ['playground', 'Playground', playgroundPath],
  ['contributorNetwork', 'Contributor Network', networkPath],
  ['leaderboard', 'Leaderboard', (id) => `/competitions/${encodeURIComponent(id)}/leaderboard`],
];

/**
 * All three capabilities, on or off, so an absent chip is never confused with a missing field.
 * An offered one links to its screen for this competition.
 */
export function CapabilityChips({
  capabilities,
  competitionId,
}: {
  capabilities: CompetitionDetail['capabilities'] | undefined;
  competitionId: string;
}) {
  if (!capabilities)
    return (
      <span className="muted" title="The list did not include capabilities">
        —
      </span>
    );
  return (
    <span className="chips">
      {CAPS.map(([key, label, pathFor]) => {
        if (!capabilities[key]) {
          return (
            <span key={key} className="chip chip--off" title={`${label}: not offered`}>
              <s>{label}</s>
              <span className="visually-hidden"> (not offered)</span>
            </span>
          );
        }
        return (
          <Link
            key={key}
            className="chip chip--on"
            to={pathFor(competitionId)}
            title={`${label}: offered; open it`}
          >
            {label}
          </Link>
        );
      })}
    </span>
  );
}
