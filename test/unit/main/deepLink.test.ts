import { describe, expect, it } from 'vitest';
import { deepLinkHash, findDeepLink } from '../../../src/main/deepLink';

describe('workbench:// links', () => {
  it('name a page of the app by its path', () => {
    expect(deepLinkHash('workbench://competitions')).toBe('#/competitions');
    expect(deepLinkHash('workbench://competitions/igp24/submissions/sub_12')).toBe(
      '#/competitions/igp24/submissions/sub_12',
    );
    expect(deepLinkHash('workbench://outbox/')).toBe('#/outbox');
  });

  it('refuse other schemes, dot segments, escapes, queries into the path and overlong links', () => {
    for (const bad of [
      'https://competitions/igp24',
      'workbench://',
      'workbench://competitions/..%2F..%2Fetc',
      'workbench://competitions/%3Cscript%3E',
      'workbench://x/javascript:alert(1)',
      'workbench://a/b/c/d/e/f/g',
      'not a url',
    ])
      expect(deepLinkHash(bad), bad).toBeNull();
  });

  it('are found among the arguments of a second instance', () => {
    expect(findDeepLink(['/opt/wb/workbench', '--no-sandbox', 'workbench://outbox'])).toBe(
      'workbench://outbox',
    );
    expect(findDeepLink(['/opt/wb/workbench'])).toBeNull();
  });
});
