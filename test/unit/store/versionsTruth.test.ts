/**
 * Versions are what the server holds or what it accepted (issue 35, item 3), in the store: a save
 * is a draft until the server holds its text; a version's saved and last saved are the server's
 * updatedAt of its text, never the time of a read; a created run is pinned to what the server held;
 * migration 9 turns earlier unconfirmed saves into drafts and drops the pins made from them.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/core/sha256';
import { openStore } from '../../../src/core/store/db';
import { MIGRATIONS } from '../../../src/core/store/migrations';
import { VersionsRepo } from '../../../src/core/store/versions';
import { queuedPins, settledPins } from '../../../src/core/versions';
import type { RunPin } from '../../../src/shared/contracts/experiments';
import { removeTempDirs, tempDir } from '../../helpers/tempDir';

const P = 'conn:keyhash';
const closers: Array<() => void> = [];
afterEach(() => {
  for (const c of closers.splice(0)) c();
  removeTempDirs();
});

function store(): { repo: VersionsRepo; file: string } {
  const file = join(tempDir('wb-versions-truth-'), 'workbench.db');
  const { db } = openStore(file);
  closers.push(() => db.close());
  return { repo: new VersionsRepo(db), file };
}

const U1 = '2026-02-01T10:00:00.000Z';
const U2 = '2026-02-01T11:00:00.000Z';
const U3 = '2026-02-01T12:00:00.000Z';

/** What the server was seen holding: a version and a sighting, as the recorder keeps them. */
function seen(repo: VersionsRepo, item: string, text: string, updatedAt: string, at: string) {
  repo.save(P, {
    kind: 'cheatsheet',
    itemId: item,
    text,
    title: 'T',
    source: 'server',
    serverUpdatedAt: updatedAt,
    at,
  });
  repo.sight(P, 'cheatsheet', item, updatedAt, sha256Hex(text), at);
}

describe('drafts and versions', () => {
  it('lists a save only once the server holds its text, with the source it was saved with', () => {
    const { repo } = store();
    repo.save(P, {
      kind: 'cheatsheet',
      itemId: 'cs_1',
      text: 'mine',
      title: 'Mine',
      source: 'cli',
      draft: true,
    });
    expect(repo.history(P, 'cheatsheet', 'cs_1')).toEqual([]);
    expect(repo.version(P, 'cheatsheet', sha256Hex('mine'), 'cs_1')).toBeNull();
    expect(repo.newest(P, 'cheatsheet', 'cs_1')).toBeNull();
    expect(repo.title(P, 'cheatsheet', 'cs_1')).toBe('Mine');

    // The server answers with it (an accepted save): a version, saved when the server saved it.
    repo.save(P, {
      kind: 'cheatsheet',
      itemId: 'cs_1',
      text: 'mine',
      title: 'Mine',
      source: 'server',
      serverUpdatedAt: '2026-02-01T10:00:00Z',
      at: '2026-02-01T10:00:05.000Z',
    });
    expect(repo.history(P, 'cheatsheet', 'cs_1')).toMatchObject([
      { sha256: sha256Hex('mine'), source: 'cli', savedAt: U1, lastSavedAt: U1 },
    ]);
  });

  it('moves last saved only when the server saves the text again, never on a read', () => {
    const { repo } = store();
    seen(repo, 'cs_1', 'a', U1, '2026-02-01T10:00:01.000Z');
    seen(repo, 'cs_1', 'b', U2, '2026-02-01T11:00:01.000Z');
    // Read again and again at the same updatedAt: nothing moves.
    seen(repo, 'cs_1', 'b', U2, '2026-02-01T11:30:00.000Z');
    seen(repo, 'cs_1', 'b', U2, '2026-02-01T11:45:00.000Z');
    // A draft of a text the server holds changes nothing either.
    repo.save(P, { kind: 'cheatsheet', itemId: 'cs_1', text: 'a', title: 'X', source: 'app', draft: true });
    const times = () =>
      repo.history(P, 'cheatsheet', 'cs_1').map((v) => [v.sha256, v.savedAt, v.lastSavedAt, v.title]);
    expect(times()).toEqual([
      [sha256Hex('b'), U2, U2, 'T'],
      [sha256Hex('a'), U1, U1, 'T'],
    ]);
    // Saved again on the server (a revert to a): a's last saved is that save.
    seen(repo, 'cs_1', 'a', U3, '2026-02-01T12:00:01.000Z');
    seen(repo, 'cs_1', 'a', U3, '2026-02-01T12:30:00.000Z');
    expect(times()).toEqual([
      [sha256Hex('a'), U1, U3, 'T'],
      [sha256Hex('b'), U2, U2, 'T'],
    ]);
    // The sightings keep the reads: first and last time each copy was seen.
    expect(repo.sightings(P, 'cheatsheet', 'cs_1').find((s) => s.updatedAt === U2)).toMatchObject({
      firstSeenAt: '2026-02-01T11:00:01.000Z',
      lastSeenAt: '2026-02-01T11:45:00.000Z',
    });
  });
});

describe('pins of a created run', () => {
  const queuedPin = (sha256: string | null): RunPin => ({
    position: 0,
    kind: 'cheatsheet',
    itemId: 'cs_1',
    sha256,
    title: null,
    how: 'started-here',
  });

  it('are what the server held when the run was created, never a refused save', () => {
    const { repo } = store();
    seen(repo, 'cs_1', 'server', U1, '2026-02-01T10:00:01.000Z');
    repo.save(P, {
      kind: 'cheatsheet',
      itemId: 'cs_1',
      text: 'refused',
      title: 'T',
      source: 'app',
      draft: true,
    });
    // The copy a conflict met, seen before the run; a later edit seen only after it.
    seen(repo, 'cs_1', 'web', U2, '2026-02-01T11:00:01.000Z');
    seen(repo, 'cs_1', 'later', U3, '2026-02-01T12:00:01.000Z');
    const created = '2026-02-01T11:30:00.000Z';
    expect(settledPins(repo, P, [queuedPin(sha256Hex('refused'))], created)).toEqual([
      { ...queuedPin(sha256Hex('web')), title: 'T' },
    ]);
    // Nothing seen by then: unknown, not guessed.
    expect(settledPins(repo, P, [queuedPin(sha256Hex('refused'))], '2026-02-01T09:00:00.000Z')).toEqual([
      { ...queuedPin(null), how: 'unknown' },
    ]);
  });

  it('tie Stage 2 code to a template only once the template holds it on the server', () => {
    const { repo } = store();
    repo.save(P, {
      kind: 'solver-template',
      itemId: 'st_1',
      text: 'code',
      title: 'S',
      source: 'app',
      draft: true,
    });
    const [pin] = queuedPins(repo, P, { kind: 'solver-participation', body: { solverCode: 'code' } }, []);
    expect(pin).toMatchObject({ itemId: null, sha256: sha256Hex('code') });
    repo.save(P, { kind: 'solver-template', itemId: 'st_1', text: 'code', title: 'S', source: 'server' });
    expect(settledPins(repo, P, [pin!], new Date().toISOString())).toMatchObject([
      { itemId: 'st_1', sha256: sha256Hex('code'), title: 'S' },
    ]);
  });
});

describe('migration 9', () => {
  it('makes unconfirmed saves drafts, dates versions by the server, and drops pins to drafts', () => {
    const file = join(tempDir('wb-versions-m9-'), 'workbench.db');
    // A store as the previous version left it (migrations 1 to 8), with the rows it wrote.
    const old = new Database(file);
    for (const m of MIGRATIONS.slice(0, 8)) old.exec(m);
    old.pragma('user_version = 8');
    const blob = old.prepare('INSERT INTO text_blobs (sha256, text, bytes) VALUES (?, ?, ?)');
    const version = old.prepare(
      `INSERT INTO text_versions (partition, kind, item_id, sha256, title, saved_at, last_saved_at, source)
       VALUES (?, 'cheatsheet', 'cs_1', ?, 'T', ?, ?, ?)`,
    );
    const sight = old.prepare(
      `INSERT INTO server_sightings (partition, kind, item_id, updated_at, sha256, first_seen_at, last_seen_at)
       VALUES (?, 'cheatsheet', 'cs_1', ?, ?, ?, ?)`,
    );
    const pin = old.prepare(
      `INSERT INTO run_pins (partition, competition_id, run_id, slot, kind, item_id, sha256, title, how)
       VALUES (?, 'comp', ?, 0, 'cheatsheet', 'cs_1', ?, 'T', 'started-here')`,
    );
    for (const t of ['server', 'refused']) blob.run(sha256Hex(t), t, t.length);
    // Read many times: last saved was the last read.
    version.run(P, sha256Hex('server'), '2026-02-01T10:00:01.000Z', '2026-02-03T00:00:00.000Z', 'app');
    sight.run(
      P,
      '2026-02-01T10:00:00Z',
      sha256Hex('server'),
      '2026-02-01T10:00:01.000Z',
      '2026-02-03T00:00:00.000Z',
    );
    version.run(P, sha256Hex('refused'), '2026-02-02T00:00:00.000Z', '2026-02-02T00:00:00.000Z', 'app');
    pin.run(P, 'run_ok', sha256Hex('server'));
    pin.run(P, 'run_wrong', sha256Hex('refused'));
    old.close();

    const { db, notice } = openStore(file);
    closers.push(() => db.close());
    expect(notice).toBeNull();
    const repo = new VersionsRepo(db);
    expect(repo.history(P, 'cheatsheet', 'cs_1')).toMatchObject([
      { sha256: sha256Hex('server'), savedAt: U1, lastSavedAt: U1 },
    ]);
    expect(repo.version(P, 'cheatsheet', sha256Hex('refused'))).toBeNull();
    expect([...repo.pinsOf(P, 'comp').keys()]).toEqual(['run_ok']);
  });
});
