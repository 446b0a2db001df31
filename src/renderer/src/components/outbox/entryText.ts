import type { OutboxRequest } from '../../../../shared/contract';

/** The user's text that an entry holds (what is lost if it is discarded), as one string. */
export function entryText(request: OutboxRequest): string {
  if (request.op === 'library.delete') return '';
  const body = request.body as Record<string, unknown>;
  const parts: string[] = [];
  const add = (label: string, v: unknown) => {
    if (typeof v === 'string' && v !== '') parts.push(`${label}:\n${v}`);
    else if (Array.isArray(v) && v.length > 0) parts.push(`${label}:\n${v.map(String).join('\n')}`);
  };
  if (request.op === 'submission.create') {
    const payload = (body.payload ?? {}) as Record<string, unknown>;
    const meta = (body.meta ?? {}) as Record<string, unknown>;
    for (const [k, v] of Object.entries(payload)) add(k, v);
    for (const [k, v] of Object.entries(meta)) add(`meta.${k}`, v);
    if (typeof body.slot === 'number') parts.push(`slot: ${body.slot}`);
  } else {
    for (const [k, v] of Object.entries(body)) add(k, v);
  }
  return parts.join('\n\n');
}
