/** Libraries, drafts, submissions and the outbox (issue 3). Every write goes through the outbox. */
import { randomUUID } from 'node:crypto';
import type { LibraryKind } from '../../shared/api';
import { cacheKey, type OutboxEntryView, type OutboxRequest } from '../../shared/contract';
import type { VersionSource } from '../../shared/contracts/experiments';
import { getLibraryItem, listLibrary } from '../api/library';
import { downloadSubmission, getSubmission, listMine } from '../api/submissions';
import { precheck } from '../submit/precheck';
import type { HandlerDeps, Handlers } from './types';

type M =
  | `library.${'list' | 'get' | 'create' | 'update' | 'delete'}`
  | `drafts.${'get' | 'list' | 'put' | 'remove'}`
  | `submissions.${'precheck' | 'submit' | 'mine' | 'get' | 'download'}`
  | `outbox.${'list' | 'summary' | 'retry' | 'edit' | 'overwrite' | 'discard' | 'adopt'}`;

const NOUN: Record<LibraryKind, string> = {
  cheatsheet: 'cheatsheet',
  'solver-template': 'solver template',
  'lean-problem': 'custom Lean problem',
};

/** The words a library create is listed under: what it creates. */
function createName(kind: LibraryKind, body: Record<string, unknown>): string {
  const name = 'title' in body ? `“${body.title}”` : `${body.lhsText} ⇒ ${body.rhsText}`;
  return `Create ${NOUN[kind]} ${name}`;
}

/**
 * The words an outbox entry is listed under. Creates are named by what they create, so an edited
 * retry is renamed after the text it is finally sent with; other writes keep their first name.
 */
function describe(request: OutboxRequest): string | undefined {
  return request.op === 'library.create' ? createName(request.kind, request.body) : undefined;
}

export function workHandlers({ ctx, cached }: HandlerDeps): Pick<Handlers, M> {
  const { outbox, drafts, connections, recorder } = ctx;

  /** Keeps the text of a queued library write as a version of its item. */
  const keepVersion = async (request: OutboxRequest, itemId: string, source: VersionSource) => {
    const conn = await connections.getActive();
    recorder.libraryWrite(conn.id, conn.partition, request, itemId, source);
  };
  /** A refused write is sent again: the server copy a conflict met and the text sent now are both kept. */
  const keepConflict = async (entry: OutboxEntryView) => {
    const req = entry.request;
    if (req.op !== 'library.update' && req.op !== 'library.create') return;
    const conn = await connections.getActive();
    if (entry.conflict) recorder.serverItem(conn.id, conn.partition, req.kind, entry.conflict.server);
    const itemId = req.op === 'library.update' ? req.id : `local:${entry.id}`;
    recorder.libraryWrite(conn.id, conn.partition, req, itemId, entry.conflict ? 'conflict' : ctx.origin);
  };

  return {
    'library.list': async (input) => {
      const conn = await connections.getActive();
      return cached(cacheKey('library.list', input), async (client) => {
        const page = (
          await listLibrary(client, input.kind, {
            cursor: input.cursor,
            limit: input.limit,
            track: input.track ?? undefined,
          })
        ).data;
        recorder.listed(conn.partition, input.kind, page.items);
        return page;
      });
    },
    'library.get': async (input) => {
      const conn = await connections.getActive();
      return cached(cacheKey('library.get', input), async (client) => {
        const item = (await getLibraryItem(client, input.kind, input.id)).data;
        // The server's copy is a version too: edits made elsewhere (the website) are kept.
        recorder.serverItem(conn.id, conn.partition, input.kind, item);
        return item;
      });
    },
    'library.create': async ({ kind, ...body }) => {
      const entry = outbox.enqueue('library.create', { kind, body }, createName(kind, body));
      const forked =
        'sourceContributorNetworkItemId' in body && typeof body.sourceContributorNetworkItemId === 'string';
      const source = forked ? 'fork' : ctx.origin;
      await keepVersion(entry.request, `local:${entry.id}`, source);
      return entry;
    },
    'library.update': async ({ kind, id, baseUpdatedAt, ...fields }) => {
      const body = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      // Edits of an item whose create or an earlier edit has not been sent yet join that write.
      const joined =
        outbox.coalesce((e) => e.request.op === 'library.create' && id === `local:${e.id}`, body, describe) ??
        outbox.coalesce((e) => e.request.op === 'library.update' && e.request.id === id, body);
      const title = typeof body.title === 'string' ? ` “${body.title}”` : '';
      const entry =
        joined ??
        outbox.enqueue('library.update', { kind, id, body, baseUpdatedAt }, `Save ${NOUN[kind]}${title}`);
      // The text of this save (not the whole joined body: a title-only save adds no version).
      await keepVersion({ op: 'library.update', kind, id, body, baseUpdatedAt }, id, ctx.origin);
      return entry;
    },
    'library.delete': async ({ kind, id }) =>
      outbox.enqueue('library.delete', { kind, id }, `Delete ${NOUN[kind]} ${id}`),

    'drafts.get': async ({ key }) => drafts.get(key),
    'drafts.list': async () => drafts.list(),
    'drafts.put': async ({ key, text, meta }) => ({ savedAt: drafts.put(key, text, meta ?? {}) }),
    'drafts.remove': async ({ key }) => {
      drafts.remove(key);
      return null;
    },

    'submissions.precheck': async (input) => precheck((await connections.getActive()).client, input),
    'submissions.submit': async ({ competitionId, ...body }) => {
      const slot = body.slot === undefined ? '' : ` (slot ${body.slot})`;
      return outbox.enqueue(
        'submissions.submit',
        { competitionId, body, idempotencyKey: randomUUID() },
        `Submit to ${competitionId}${slot}`,
      );
    },
    'submissions.mine': (input) =>
      cached(
        cacheKey('submissions.mine', input),
        async (client) =>
          (await listMine(client, input.competitionId, { cursor: input.cursor, limit: input.limit })).data,
      ),
    'submissions.get': (input) =>
      cached(
        cacheKey('submissions.get', input),
        async (client) => (await getSubmission(client, input.competitionId, input.submissionId)).data,
      ),
    'submissions.download': async ({ competitionId, submissionId }) => {
      const { client } = await connections.getActive();
      const text = (await downloadSubmission(client, competitionId, submissionId)).data;
      return { filename: `${competitionId}-${submissionId}.txt`, text };
    },

    'outbox.list': async () => outbox.list(),
    'outbox.summary': async () => outbox.summary(),
    'outbox.retry': async ({ id, resend }) => outbox.retry(id, resend ?? false),
    'outbox.adopt': async ({ id, candidateId }) => outbox.adopt(id, candidateId),
    'outbox.edit': async ({ id, body }) => {
      const before = outbox.get(id);
      const edited = outbox.edit(id, body, describe);
      await keepConflict({ ...edited, conflict: before.conflict });
      return edited;
    },
    'outbox.overwrite': async ({ id }) => {
      const before = outbox.get(id);
      const entry = outbox.overwrite(id);
      await keepConflict({ ...entry, conflict: before.conflict });
      return entry;
    },
    'outbox.discard': async ({ id }) => {
      outbox.discard(id);
      return null;
    },
  };
}
