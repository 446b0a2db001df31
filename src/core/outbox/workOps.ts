/**
 * Sending library writes (submissions: submissionOps.ts). A repeat (the first send may have
 * reached the server without an answer coming back) first looks for its own effect:
 * - a create looks for an item with exactly its fields that no finished entry produced, among
 *   the items made since it was queued; the list read to its end with none = absent;
 * - an update compares the server copy with its own fields; a delete takes 404 as done.
 */
import type { LibraryItem, LibraryKind } from '../../shared/api';
import type { OutboxRequestOf } from '../../shared/contract';
import { localError } from '../api/errors';
import {
  createLibraryItem,
  deleteLibraryItem,
  getLibraryItem,
  listLibrary,
  updateLibraryItem,
} from '../api/library';
import { answered, nothing, type OpHandler, type Outcome, type PerformContext } from './opHandler';
import { type Check, reconcileSince } from './reconcile';

export const libraryCreate: OpHandler<'library.create'> = {
  send: async (req, ctx) => answered(await createLibraryItem(ctx.client, req.kind, req.body)),
  reconcile: (req, ctx, queuedAt) => findCreated(ctx, req.kind, req.body, queuedAt),
};

export const libraryUpdate: OpHandler<'library.update'> = { send: update };

export const libraryDelete: OpHandler<'library.delete'> = {
  send: async (req, ctx) => nothing(await deleteLibraryItem(ctx.client, req.kind, req.id)),
  doneOnRepeat: { code: 'NOT_FOUND', result: null },
};

async function update(
  req: OutboxRequestOf<'library.update'>,
  ctx: PerformContext,
): Promise<Outcome<'library.update'>> {
  if (req.id.startsWith('local:')) {
    throw localError('INTERNAL', 'This edit belongs to an item whose creation has not reached the server.');
  }
  const server = (await getLibraryItem(ctx.client, req.kind, req.id)).data;
  if (sameFields(server, req.body)) return { kind: 'done', data: server, rateLimit: null };
  if (req.baseUpdatedAt !== null && 'updatedAt' in server && server.updatedAt !== req.baseUpdatedAt) {
    return { kind: 'conflict', server };
  }
  return answered(await updateLibraryItem(ctx.client, req.kind, req.id, req.body));
}

/** An item on the server with exactly this create's fields, made after it was queued. */
function findCreated(
  ctx: PerformContext,
  kind: LibraryKind,
  body: Record<string, unknown>,
  queuedAt: string,
): Promise<Check<LibraryItem>> {
  return reconcileSince(
    queuedAt,
    { taken: ctx.createdIds() },
    {
      page: async (cursor) => (await listLibrary(ctx.client, kind, { cursor, limit: 100 })).data,
      id: (summary) => summary.id,
      madeAt: (summary) => (typeof summary.createdAt === 'string' ? summary.createdAt : null),
      label: (summary) =>
        `${typeof summary.title === 'string' ? `“${summary.title}”` : 'Item'} (${summary.id})`,
      match: async (summary) => {
        if (!sameFields(summary, body, ['content', 'solverCode'])) return 'other';
        // The list omits bodies: compare them on the full item.
        const full = (await getLibraryItem(ctx.client, kind, summary.id)).data;
        return sameFields(full, body) ? { mine: full } : 'other';
      },
    },
  );
}

function sameFields(
  item: Record<string, unknown>,
  body: Record<string, unknown>,
  skip: string[] = [],
): boolean {
  return Object.entries(body).every(([k, v]) => skip.includes(k) || item[k] === v);
}
