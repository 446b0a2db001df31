import type { ConnectionView } from '../../../../shared/contract';

/** Where the key is, in words. Only the last four characters are ever shown. */
export function keyStatus(c: ConnectionView): string {
  const last4 = c.keyLast4 ? ` ···· ${c.keyLast4}` : '';
  switch (c.keyStorage) {
    case 'builtin':
      return 'Built in';
    case 'keychain':
      return `Key set${last4} (in OS keychain)`;
    case 'memory':
      return `Key set${last4} (in memory for this session only)`;
    default:
      return c.keySet ? `Key set${last4}` : 'No key';
  }
}
