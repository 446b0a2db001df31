/** The command palette finds pages by any word of their names or keywords (app/paletteMatch.ts). */
import { describe, expect, it } from 'vitest';
import { paletteScore } from '../../../src/renderer/src/app/paletteMatch';
import { competitionPages, PAGES } from '../../../src/renderer/src/app/palettePages';

const COMPETITIONS = [
  {
    id: 'igp24',
    title: 'IGP24: Inverse Galois Problem in Degree 24',
    submissionKind: 'igp24-polynomial',
    capabilities: { playground: false, contributorNetwork: false, leaderboard: true },
  },
  {
    id: 'lean-kernel-challenge',
    title: 'Lean Kernel Challenge',
    submissionKind: 'solver-participation',
    capabilities: { playground: true, contributorNetwork: true, leaderboard: false },
  },
];
const ALL = [...PAGES, ...competitionPages(COMPETITIONS)];

/** The labels the palette shows for a search, best first (as cmdk sorts them). */
function found(search: string): string[] {
  return ALL.map((p) => ({ p, s: paletteScore(`Go to ${p.label}`, search, p.keywords) }))
    .filter((x) => x.s > 0)
    .sort((a, b) => b.s - a.s)
    .map((x) => x.p.label);
}

describe('command palette matching', () => {
  it('finds a page by the start of any word of its name', () => {
    expect(found('leader')).toEqual(['IGP24: Inverse Galois Problem in Degree 24: leaderboard']);
    expect(found('outbox')[0]).toBe('Outbox');
    expect(found('settings')[0]).toBe('Settings: connections');
    expect(found('benchm')[0]).toBe('Contributor Network: benchmarks');
    expect(found('packages')[0]).toBe('Contributor Network: Lean kernel packages');
  });

  it('finds common words that are not in the name, and inside words', () => {
    expect(found('leaderboard')).toHaveLength(1);
    expect(found('ranking')).toEqual(['IGP24: Inverse Galois Problem in Degree 24: leaderboard']);
    expect(found('board')).toContain('IGP24: Inverse Galois Problem in Degree 24: leaderboard');
    expect(found('queue')).toEqual(['Outbox']);
    expect(found('api key')[0]).toBe('Settings: connections');
  });

  it('wants every typed word, in any order and any case, accents ignored', () => {
    expect(found('lean playground')).toEqual(['Lean Kernel Challenge: Playground']);
    expect(found('PLAYGROUND LEAN')).toEqual(['Lean Kernel Challenge: Playground']);
    expect(found('galois submit')).toEqual(['IGP24: Inverse Galois Problem in Degree 24: submit']);
    expect(paletteScore('Go to Équipe', 'equipe')).toBeGreaterThan(0);
    expect(found('leaderboard nothing')).toEqual([]);
  });

  it('lists a competition’s pages only where it offers them', () => {
    const labels = competitionPages(COMPETITIONS).map((p) => p.label);
    expect(labels).not.toContain('Lean Kernel Challenge: leaderboard');
    expect(labels).not.toContain('IGP24: Inverse Galois Problem in Degree 24: Playground');
    expect(labels).toContain('Lean Kernel Challenge: Contributor Network');
  });

  it('an empty search shows everything; a name match sorts before a keyword match', () => {
    expect(paletteScore('Go to Outbox', '')).toBeGreaterThan(0);
    expect(found('network')[0]).toBe('Contributor Network');
    const settings = paletteScore('Go to Settings: connections', 'sandbox', ['sandbox']);
    expect(paletteScore('Switch connection to Sandbox', 'sandbox')).toBeGreaterThan(settings);
  });
});
