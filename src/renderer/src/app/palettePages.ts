/**
 * Every page the command palette goes to, with the words people type for it besides its name.
 * The pages of one competition (overview, leaderboard, submit, my submissions, Playground,
 * experiments) are listed per competition, by its title.
 */
import type { CompetitionSummary } from '../../../shared/api';
import { networkPath } from '../../../shared/deepLinks';
import { playgroundPath } from '../../../shared/playgroundRoutes';

export interface PalettePage {
  to: string;
  label: string;
  keywords: string[];
}

export const PAGES: PalettePage[] = [
  { to: '/competitions', label: 'Competitions', keywords: ['contests', 'challenges', 'home', 'list'] },
  { to: '/playground', label: 'Playground', keywords: ['practice', 'runs', 'try', 'evaluate'] },
  {
    to: '/igp24',
    label: 'IGP24 workbench',
    keywords: ['polynomials', 'galois', 'degree 24', 'labels', 'check'],
  },
  {
    to: '/library/cheatsheets',
    label: 'Library: cheatsheets',
    keywords: ['my cheatsheets', 'drafts', 'edit'],
  },
  {
    to: '/library/solver-templates',
    label: 'Library: solver templates',
    keywords: ['lean', 'solvers', 'code', 'edit'],
  },
  {
    to: '/library/lean-problems',
    label: 'Library: custom Lean problems',
    keywords: ['equations', 'magma', 'implications'],
  },
  {
    to: '/network',
    label: 'Contributor Network',
    keywords: ['browse', 'shared items', 'forks', 'community', 'public codes', 'search'],
  },
  {
    to: '/network/benchmarks',
    label: 'Contributor Network: benchmarks',
    keywords: ['accuracy', 'results', 'chart', 'compare'],
  },
  {
    to: '/network/packages',
    label: 'Contributor Network: Lean kernel packages',
    keywords: ['download', 'packages'],
  },
  { to: '/network/publish', label: 'Contributor Network: publish', keywords: ['share', 'publish'] },
  {
    to: '/outbox',
    label: 'Outbox',
    keywords: ['queue', 'pending', 'waiting', 'failed', 'sent', 'writes', 'sync', 'offline'],
  },
  {
    to: '/settings/connections',
    label: 'Settings: connections',
    keywords: ['preferences', 'options', 'api key', 'platform', 'account', 'updates', 'sandbox'],
  },
];

/** The pages of each competition, where the competition offers them. */
export function competitionPages(list: readonly CompetitionSummary[]): PalettePage[] {
  return list.flatMap((c) => {
    const base = `/competitions/${encodeURIComponent(c.id)}`;
    const pages: PalettePage[] = [
      { to: base, label: `${c.title}: overview`, keywords: ['competition', 'window', 'limits', 'rules'] },
      {
        to: `${base}/leaderboard`,
        label: `${c.title}: leaderboard`,
        keywords: ['ranking', 'standings', 'scores', 'rank', 'my team'],
      },
      { to: `${base}/submit`, label: `${c.title}: submit`, keywords: ['send', 'entry', 'upload'] },
      {
        to: `${base}/submissions`,
        label: `${c.title}: my submissions`,
        keywords: ['entries', 'history', 'sent', 'download'],
      },
    ];
    if (c.capabilities?.leaderboard === false) pages.splice(1, 1);
    if (c.capabilities?.playground) {
      pages.push(
        { to: playgroundPath(c.id), label: `${c.title}: Playground`, keywords: ['practice', 'runs'] },
        {
          to: `${base}/experiments`,
          label: `${c.title}: experiments`,
          keywords: ['versions', 'compare', 'runs'],
        },
      );
    }
    if (c.capabilities?.contributorNetwork)
      pages.push({
        to: networkPath(c.id),
        label: `${c.title}: Contributor Network`,
        keywords: ['shared items'],
      });
    return pages;
  });
}
