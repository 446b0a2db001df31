/**
 * The outbox table read back: every stored part is checked against the outbox table's schemas. A
 * row damaged behind the workbench's back (written here with raw SQL through the store's own
 * database) is listed as failed with the reason in words, steps out of the line, and is never
 * handed to a sender; a delivered one stays delivered.
 */
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { openStore } from '../../../src/core/store/db';
import { OutboxRepo } from '../../../src/core/store/outbox';
import type { OutboxRequest } from '../../../src/shared/contract';
import { isReadable } from '../../../src/shared/contracts/outboxEntry';
import { describeError } from '../../../src/shared/errorText';
import { tempDir } from '../../helpers/tempDir';

const CONN = 'sandbox';
const create: OutboxRequest = {
  op: 'library.create',
  kind: 'cheatsheet',
  body: { title: 'Orbits', content: 'Burnside' },
};

let close: (() => void) | undefined;
afterEach(() => close?.());

function store(): { db: Database; repo: OutboxRepo } {
  const { db } = openStore(join(tempDir('wb-outbox-rows-'), 'workbench.db'));
  close = () => db.close();
  return { db, repo: new OutboxRepo(db) };
}

const statusOf = (db: Database, id: number) =>
  db.prepare<[number], { status: string }>('SELECT status FROM outbox WHERE id = ?').get(id)?.status;

describe('a stored request that no longer matches its op', () => {
  it('is listed as failed with why and what to do, steps out of the line, and is never claimed', () => {
    const { db, repo } = store();
    const bad = repo.insert(CONN, create, 'Create cheatsheet “Orbits”');
    const good = repo.insert(CONN, { ...create, body: { title: 'Fine', content: 'ok' } }, 'Create “Fine”');
    db.prepare("UPDATE outbox SET request = json_set(request, '$.kind', 'poem') WHERE id = ?").run(bad.id);

    // The sender's claim skips it (failed, never sending) and the rest of the queue goes on.
    const claim = repo.claimHead(CONN, 'me', 60_000, () => false, 1000);
    expect(claim).toEqual({ kind: 'unreadable', id: bad.id });
    expect(statusOf(db, bad.id)).toBe('failed');
    expect(repo.claimHead(CONN, 'me', 60_000, () => false, 1000)).toMatchObject({
      kind: 'claimed',
      entry: { id: good.id },
    });

    const listed = repo.recent(CONN).find((e) => e.id === bad.id);
    expect(listed).toMatchObject({ status: 'failed', request: null, delivered: false });
    expect(listed && isReadable(listed)).toBe(false);
    expect(listed?.error?.code).toBe('UNREADABLE_WRITE');
    expect(listed?.error?.message).toContain('the request kind must be one of cheatsheet, solver-template');
    const words = describeError(listed!.error!);
    expect(words.title).toBe('This write can no longer be read');
    expect(words.action).toMatch(/^Discard it/);
    // The other write is on its way (claimed above); the damaged one counts as failed.
    expect(repo.counts(CONN)).toEqual({ pending: 1, failed: 1 });

    // Only the list shows it: the sender's and the handlers' reads never see it.
    expect(repo.open(CONN).map((e) => e.id)).toEqual([good.id]);
    expect(repo.get(bad.id)).toBeNull();
    expect(repo.read(bad.id)?.request).toBeNull();
  });

  it('names text that is not JSON, or an op this version does not know', () => {
    const { db, repo } = store();
    const a = repo.insert(CONN, create, 'a').id;
    const b = repo.insert(CONN, create, 'b').id;
    db.prepare('UPDATE outbox SET request = ? WHERE id = ?').run('{"op": "library.create", ', a);
    db.prepare("UPDATE outbox SET request = json_set(request, '$.op', 'library.rename') WHERE id = ?").run(b);
    const why = (id: number) => repo.read(id)?.error?.message;
    expect(why(a)).toContain('the request is not readable JSON');
    expect(why(b)).toContain('the request names no kind of write this version knows');
  });
});

describe('a delivered entry whose stored answer does not match its op’s result', () => {
  it('is reported in the list, stays delivered, and its record is not taken by a check', () => {
    const { db, repo } = store();
    const e = repo.insert(CONN, create, 'Create “Orbits”');
    const item = {
      id: 'chs_1',
      title: 'Orbits',
      content: 'Burnside',
      sourceContributorNetworkItemId: null,
      publishedContributorNetworkItemId: null,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    repo.markDone(e.id, item, null);
    expect(repo.get(e.id)?.result).toMatchObject({ id: 'chs_1' });

    db.prepare("UPDATE outbox SET result = json_remove(result, '$.value.id') WHERE id = ?").run(e.id);
    const listed = repo.read(e.id);
    expect(listed).toMatchObject({ status: 'failed', request: null, delivered: true });
    expect(listed?.error?.message).toMatch(/^This write reached the platform earlier/);
    expect(listed?.error?.message).toContain('the platform’s answer');
    // Still done in the table: it is never sent again.
    expect(statusOf(db, e.id)).toBe('done');
    expect(repo.claimHead(CONN, 'me', 60_000, () => false, 1000)).toBeNull();
  });

  it('a damaged conflict copy or candidate list is reported too', () => {
    const { db, repo } = store();
    const e = repo.insert(
      CONN,
      { op: 'library.update', kind: 'cheatsheet', id: 'chs_1', body: { content: 'x' }, baseUpdatedAt: null },
      'Save',
    );
    db.prepare(
      `UPDATE outbox SET status = 'failed', conflict = '{"server": {"id": "chs_1"}}' WHERE id = ?`,
    ).run(e.id);
    expect(repo.read(e.id)?.error?.message).toContain('the server copy it met');
    db.prepare(`UPDATE outbox SET conflict = NULL, candidates = '[{"id": 5}]' WHERE id = ?`).run(e.id);
    expect(repo.read(e.id)?.error?.message).toContain('the records it may be');
  });
});

describe('what a stored row may hold and still read', () => {
  it('an error code an earlier version knew reads as an internal error, not as a damaged entry', () => {
    const { db, repo } = store();
    const e = repo.insert(CONN, create, 'a');
    const error = {
      code: 'GONE_CODE',
      message: 'old',
      status: null,
      fieldErrors: [],
      retryAfterSec: null,
      rateLimit: null,
    };
    db.prepare("UPDATE outbox SET status = 'failed', error = ? WHERE id = ?").run(
      JSON.stringify(error),
      e.id,
    );
    expect(repo.get(e.id)?.error).toMatchObject({ code: 'INTERNAL', message: 'old' });
  });

  it('an unreadable note of what the platform held before stops the send with why', () => {
    const { db, repo } = store();
    const e = repo.insert(CONN, create, 'a');
    db.prepare(`UPDATE outbox SET probe = '{"notMine": "run_1"}' WHERE id = ?`).run(e.id);
    expect(() => repo.probe(e.id)).toThrow(/can no longer be read/);
  });
});
