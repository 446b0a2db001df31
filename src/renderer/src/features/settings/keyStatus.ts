import type { ConnectionView } from '../../../../shared/contract';

/** Said before saving: the core drops a saved key when the origin changes (connections.update). */
export const KEY_DROPPED_WARNING = 'Changing the address removes the saved key; enter it again.';

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
