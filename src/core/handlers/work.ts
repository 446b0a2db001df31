/**
 * Libraries, drafts, submissions and the outbox (issue 3). Every write goes through the outbox;
 * the versions of what they save are kept by the outbox's hook (src/core/versions), not here.
 */
import { randomUUID } from 'node:crypto';
import type { LibraryKind } from '../../shared/api';
import { cacheKey, type OutboxRequest } from '../../shared/contract';
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
  const { outbox, drafts, connections } = ctx;

  return {
    // The server's copies are versions too (edits made elsewhere, the website): the cached reads
    // hand every answer to the versions recorder.
    'library.list': (input) =>
      cached(
        cacheKey('library.list', input),
        async (client) =>
          (
            await listLibrary(client, input.kind, {
              cursor: input.cursor,
              limit: input.limit,
              track: input.track ?? undefined,
            })
          ).data,
      ),
    'library.get': (input) =>
      cached(
        cacheKey('library.get', input),
        async (client) => (await getLibraryItem(client, input.kind, input.id)).data,
      ),
    'library.create': async ({ kind, ...body }) =>
      outbox.enqueue('library.create', { kind, body }, createName(kind, body)),
    'library.update': async ({ kind, id, baseUpdatedAt, ...fields }) => {
      const body = Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
      // Edits of an item whose create or an earlier edit has not been sent yet join that write.
      const joined =
        outbox.coalesce((e) => e.request.op === 'library.create' && id === `local:${e.id}`, body, describe) ??
        outbox.coalesce((e) => e.request.op === 'library.update' && e.request.id === id, body);
      const title = typeof body.title === 'string' ? ` “${body.title}”` : '';
      return (
        joined ??
        outbox.enqueue('library.update', { kind, id, body, baseUpdatedAt }, `Save ${NOUN[kind]}${title}`)
      );
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
    'outbox.edit': async ({ id, body }) => outbox.edit(id, body, describe),
    'outbox.overwrite': async ({ id }) => outbox.overwrite(id),
    'outbox.discard': async ({ id }) => {
      outbox.discard(id);
      return null;
    },
  };
}
