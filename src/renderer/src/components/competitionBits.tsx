/** Small pieces shared by the competition list and detail. */
import { Link } from 'react-router';
import type { CompetitionDetail } from '../../../shared/api';
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

const CAPS: [keyof CompetitionDetail['capabilities'], string][] = [
  ['playground', 'Playground'],
  ['contributorNetwork', 'Contributor Network'],
  ['leaderboard', 'Leaderboard'],
];

/** Where each capability lives in this app; null: this version has no screen for it yet. */
function capabilityPath(key: keyof CompetitionDetail['capabilities'], competitionId: string): string | null {
  if (key === 'playground') return playgroundPath(competitionId);
  return key === 'leaderboard' ? `/competitions/${encodeURIComponent(competitionId)}/leaderboard` : null;
}

/**
 * All three capabilities, on or off, so an absent chip is never confused with a missing field.
 * An offered one links to its screen, or says "soon" where the app has none yet.
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
      {CAPS.map(([key, label]) => {
        if (!capabilities[key]) {
          return (
            <span key={key} className="chip chip--off" title={`${label}: not offered`}>
              <s>{label}</s>
              <span className="visually-hidden"> (not offered)</span>
            </span>
          );
        }
        const path = capabilityPath(key, competitionId);
        return path ? (
          <Link key={key} className="chip chip--on" to={path} title={`${label}: offered; open it`}>
            {label}
          </Link>
        ) : (
          <span
            key={key}
            className="chip chip--on chip--soon"
            title={`${label}: offered by the platform; this app does not show it yet`}
          >
            {label} <span className="chip__soon">soon</span>
          </span>
        );
      })}
    </span>
  );
}
