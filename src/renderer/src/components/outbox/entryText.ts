import type { OutboxRequest } from '../../../../shared/contract';

/**
 * The user's text that an entry holds (what is lost if it is discarded), as one string. An entry
 * whose stored request can no longer be read (null) has nothing that can be shown.
 */
export function entryText(request: OutboxRequest | null): string {
  if (request === null || request.op === 'library.delete') return '';
  const parts: string[] = [];
  const add = (label: string, v: unknown) => {
    if (typeof v === 'string' && v !== '') parts.push(`${label}:\n${v}`);
    else if (Array.isArray(v) && v.length > 0) parts.push(`${label}:\n${v.map(String).join('\n')}`);
  };
  if (request.op === 'submission.create') {
    const { payload, meta, slot } = request.body;
    for (const [k, v] of Object.entries(payload)) add(k, v);
    for (const [k, v] of Object.entries(meta ?? {})) add(`meta.${k}`, v);
    if (typeof slot === 'number') parts.push(`slot: ${slot}`);
  } else {
    for (const [k, v] of Object.entries(request.body)) add(k, v);
  }
  return parts.join('\n\n');
}
