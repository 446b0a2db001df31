import { describe, expect, it } from 'vitest';
import { comparePath, playgroundPath, runHash, runPath } from '../../../src/shared/playgroundRoutes';

describe('Playground routes', () => {
  it('builds the page, dashboard and compare addresses with IDs escaped', () => {
    expect(playgroundPath('igp24')).toBe('/competitions/igp24/playground');
    expect(runPath('c1', 'run/1')).toBe('/competitions/c1/playground/runs/run%2F1');
    expect(comparePath('c1', 'a&b', 'c')).toBe('/competitions/c1/playground/compare?a=a%26b&b=c');
    expect(runHash('c1', 'r1')).toBe('#/competitions/c1/playground/runs/r1');
  });
});
