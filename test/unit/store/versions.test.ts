/** Versions (issue 20): hashing, deduplication, partitions, and matching runs to versions. */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { ActiveConnection } from '../../../src/core/connections';
import { EventHub } from '../../../src/core/events';
import { sha256Hex } from '../../../src/core/sha256';
import { openStore } from '../../../src/core/store/db';
import { type Sighting, VersionsRepo } from '../../../src/core/store/versions';
import { matchSighting, queuedPins, VersionRecorder } from '../../../src/core/versions';
import type { OutboxEntryView } from '../../../src/shared/contract';

const cleanups: Array<() => void> = [];
afterEach(() => {
  for (const c of cleanups.splice(0)) c();
});

function repo(): VersionsRepo {
  const dir = mkdtempSync(join(tmpdir(), 'wb-versions-'));
  const { db } = openStore(join(dir, 'workbench.db'));
  cleanups.push(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return new VersionsRepo(db);
}

const P = 'conn:keyhash';

describe('hashing', () => {
  it('is the SHA-256 of the exact UTF-8 bytes', () => {
    expect(sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(sha256Hex('é')).toBe(
      createHash('sha256')
        .update(Buffer.from([0xc3, 0xa9]))
        .digest('hex'),
    );
    // One byte more (a trailing newline) is another version.
    expect(sha256Hex('a\n')).not.toBe(sha256Hex('a'));
  });
});

describe('the version store', () => {
  it('keeps a 5 MB cheatsheet saved 1,000 times as its distinct texts only', () => {
    const r = repo();
    const big = 'x'.repeat(5 * 1024 * 1024);
    const edits = [big, `${big}!`, `${big}?`];
    for (let i = 0; i < 1000; i++) {
      r.save(P, {
        kind: 'cheatsheet',
        itemId: 'cs_1',
        text: edits[i % 3]!,
        title: 'Big',
        source: 'app',
        at: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
      });
    }
    expect(r.blobStats()).toEqual({ blobs: 3, bytes: 3 * big.length + 2 });
    const history = r.history(P, 'cheatsheet', 'cs_1');
    expect(history.map((v) => v.sha256).sort()).toEqual(edits.map(sha256Hex).sort());
    // Saved again: the same row, only last_saved_at moved (save 999 was the first text).
    expect(history[0]).toMatchObject({
      sha256: sha256Hex(big),
      savedAt: '2026-01-01T00:00:00.000Z',
      lastSavedAt: '2026-01-01T00:16:39.000Z',
    });
  }, 120_000);

  it('stores a text shared by two items once, and keeps partitions apart', () => {
    const r = repo();
    r.save(P, { kind: 'cheatsheet', itemId: 'a', text: 'same', title: 'A', source: 'app' });
    r.save(P, { kind: 'cheatsheet', itemId: 'b', text: 'same', title: 'B', source: 'cli' });
    r.save('other:key', { kind: 'cheatsheet', itemId: 'a', text: 'theirs', title: 'T', source: 'app' });
    expect(r.blobStats().blobs).toBe(2);
    expect(r.history(P, 'cheatsheet', 'a').map((v) => v.title)).toEqual(['A']);
    expect(r.version(P, 'cheatsheet', sha256Hex('same'), 'b')?.version.source).toBe('cli');
    expect(r.version(P, 'cheatsheet', sha256Hex('theirs'))).toBeNull();
    expect(r.history('other:key', 'cheatsheet', 'a').map((v) => v.title)).toEqual(['T']);
  });

  it('moves a local item’s versions to its server ID once created', () => {
    const r = repo();
    r.save(P, { kind: 'solver-template', itemId: 'local:4', text: 'theorem', title: 'S', source: 'app' });
    r.renameItem(P, 'solver-template', 'local:4', 'st_9');
    expect(r.history(P, 'solver-template', 'local:4')).toEqual([]);
    expect(r.history(P, 'solver-template', 'st_9').map((v) => v.itemId)).toEqual(['st_9']);
  });
});

describe('matching a run started elsewhere', () => {
  const seen = (updatedAt: string, first: string, last: string, text = 'v1'): Sighting => ({
    itemId: 'cs_1',
    updatedAt,
    sha256: sha256Hex(text),
    firstSeenAt: first,
    lastSeenAt: last,
  });

  it('matches when the text was seen at U ≤ C and seen again unchanged at or after C', () => {
    const s = seen('2026-01-01T10:00:00Z', '2026-01-01T10:05:00Z', '2026-01-01T12:00:00Z');
    expect(matchSighting('2026-01-01T11:00:00Z', [s])).toBe(s);
    expect(matchSighting('2026-01-01T12:00:00Z', [s])).toBe(s);
  });

  it('does not guess: last seen before the run, changed after it, no date, or two texts that fit', () => {
    const s = seen('2026-01-01T10:00:00Z', '2026-01-01T10:05:00Z', '2026-01-01T10:30:00Z');
    expect(matchSighting('2026-01-01T11:00:00Z', [s])).toBeNull();
    expect(matchSighting('2026-01-01T09:00:00Z', [s])).toBeNull();
    expect(matchSighting(null, [s])).toBeNull();
    const a = seen('2026-01-01T10:00:00Z', '2026-01-01T10:00:00Z', '2026-01-01T12:00:00Z', 'v1');
    const b = seen('2026-01-01T10:30:00Z', '2026-01-01T10:30:00Z', '2026-01-01T12:00:00Z', 'v2');
    expect(matchSighting('2026-01-01T11:00:00Z', [a, b])).toBeNull();
  });
});

describe('pins of a run about to be queued', () => {
  /** A recorder on this store alone, for the connection whose partition is P. */
  const recorder = (r: VersionsRepo) =>
    new VersionRecorder({
      repo: r,
      playground: { getRun: () => null, isComplete: () => false, getAggregates: () => null },
      startedRuns: () => [],
      events: new EventHub(),
      active: async () => ({ id: 'conn', partition: P }) as ActiveConnection,
      origin: 'app',
    });
  const queuedUpdate = (id: number, itemId: string, content: string): OutboxEntryView =>
    ({
      id,
      status: 'pending',
      request: {
        op: 'library.update',
        kind: 'cheatsheet',
        id: itemId,
        body: { content },
        baseUpdatedAt: null,
      },
    }) as unknown as OutboxEntryView;

  it('pins the queued save (sent first), else the newest kept text, else says unknown', () => {
    const r = repo();
    r.save(P, { kind: 'cheatsheet', itemId: 'cs_1', text: 'old', title: 'One', source: 'server' });
    r.save(P, { kind: 'cheatsheet', itemId: 'cs_2', text: 'two', title: 'Two', source: 'app' });
    const pins = queuedPins(
      r,
      P,
      {
        kind: 'cheatsheet',
        body: { configurations: [{ cheatsheet: 'cs_1' }, { cheatsheet: 'cs_2' }, { cheatsheet: 'cs_3' }] },
      },
      [queuedUpdate(7, 'cs_1', 'new')],
    );
    expect(pins.map((p) => [p.position, p.itemId, p.sha256, p.how])).toEqual([
      [0, 'cs_1', sha256Hex('new'), 'started-here'],
      [1, 'cs_2', sha256Hex('two'), 'started-here'],
      [2, 'cs_3', null, 'unknown'],
    ]);
    expect(queuedPins(r, P, { kind: 'cheatsheet', body: {} }, [])).toEqual([
      { position: null, kind: 'cheatsheet', itemId: null, sha256: null, title: null, how: 'baseline' },
    ]);
  });

  it('keeps Stage 2 solver code as a version once the run is created, tied to the template that holds it', async () => {
    const r = repo();
    r.save(P, { kind: 'solver-template', itemId: 'st_1', text: 'known', title: 'Mine', source: 'app' });
    const solver = (solverCode: string) => ({ kind: 'solver-participation' as const, body: { solverCode } });
    const known = queuedPins(r, P, solver('known'), []);
    expect(known[0]).toMatchObject({ itemId: 'st_1', title: 'Mine', sha256: sha256Hex('known') });
    const fresh = queuedPins(r, P, solver('adhoc'), []);
    expect(fresh[0]).toMatchObject({ itemId: null, sha256: sha256Hex('adhoc'), how: 'started-here' });
    // Pinning reads only: the code is kept when the run exists (the outbox's create is done).
    expect(r.version(P, 'solver-template', sha256Hex('adhoc'))).toBeNull();
    const rec = recorder(r);
    rec.write('done', {
      id: 1,
      connectionId: 'conn',
      status: 'done',
      updatedAt: new Date().toISOString(),
      request: {
        op: 'playground.run.create',
        competitionId: 'c',
        ...solver('adhoc'),
        hfTokenRef: null,
        pins: fresh,
      },
      result: { runId: 'run_1' },
    } as unknown as OutboxEntryView);
    await rec.idle();
    expect(r.pinsOf(P, 'c').get('run_1')).toEqual(fresh);
    expect(r.version(P, 'solver-template', sha256Hex('adhoc'))?.version).toMatchObject({
      source: 'run',
      itemId: null,
    });
  });
});
