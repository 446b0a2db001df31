/**
 * The competitions list's capability chips: every offered capability links to its screen for that
 * competition. The Contributor Network used to be marked "soon" although the app has its area.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CapabilityChips } from '../../../src/renderer/src/components/competitionBits';

function chips(capabilities: { playground: boolean; contributorNetwork: boolean; leaderboard: boolean }) {
  return renderToStaticMarkup(
    createElement(
      MemoryRouter,
      null,
      createElement(CapabilityChips, { capabilities, competitionId: 'eq/stage 1' }),
    ),
  );
}

describe('CapabilityChips', () => {
  it('links an offered Contributor Network to the network filtered to that competition, never "soon"', () => {
    const html = chips({ playground: true, contributorNetwork: true, leaderboard: true });
    expect(html).not.toMatch(/soon/i);
    expect(html).toContain('href="/network?competition=eq%2Fstage%201"');
    expect(html).toMatch(/<a [^>]*href="\/network\?competition=[^"]*"[^>]*>Contributor Network<\/a>/);
    expect(html).toContain('href="/competitions/eq%2Fstage%201/playground"');
    expect(html).toContain('href="/competitions/eq%2Fstage%201/leaderboard"');
    // Not offered: struck through, without a link.
    const off = chips({ playground: false, contributorNetwork: false, leaderboard: true });
    expect(off).toContain('<s>Contributor Network</s>');
    expect(off).not.toContain('/network');
    expect(off).toContain('(not offered)');
  });
});
