/** Small pieces shared by the competition list and detail. */
import { Link } from 'react-router';
import type { CompetitionDetail } from '../../../shared/api';
import { networkPath } from '../../../shared/deepLinks';
import { playgroundPath } from '../../../shared/playgroundRoutes';
import { isKnownSubmissionKind, submissionKindWords } from '../lib/kindWords';
import { windowBadge } from '../lib/windowBadge';
import { useNow } from './useNow';

/** The kind in words, its exact string one hover away: compact for tables. */
export function KindName({ kind }: { kind: string }) {
  const known = isKnownSubmissionKind(kind);
  return (
    <span
      className="kind"
      title={
        known ? `Submission kind ${kind}` : `Submission kind ${kind}, which this workbench does not know yet`
      }
    >
      {submissionKindWords(kind)}
    </span>
  );
}

/** The kind in words, with the exact kind string alongside (as the platform and the command line write it). */
export function KindLabel({ kind }: { kind: string }) {
  return (
    <span className="kind">
      {submissionKindWords(kind)}{' '}
      <code className="kind__raw" data-id-text title="The kind as the platform writes it">
        {kind}
      </code>
      {!isKnownSubmissionKind(kind) && (
        <span className="muted"> (a kind this workbench does not know yet)</span>
      )}
    </span>
  );
}

/**
 * The competition's badge from its submission window (lib/windowBadge.ts): "Opens in 29 days",
 * "Open", "Closes in 3 days", "Closed". `window` null when it is not known: the status speaks.
 */
export function WindowBadge({
  status,
  window,
}: {
  status: string | undefined;
  window: { opensAt: string | null; closesAt: string | null } | null;
}) {
  const now = useNow();
  const badge = windowBadge(status, window, now);
  if (!badge) return <span className="muted">—</span>;
  return (
    <span className={`badge badge--${badge.tone}`} title={badge.title} data-testid="window-badge">
      {badge.text}
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
