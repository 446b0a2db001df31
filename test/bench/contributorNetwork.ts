/**
 * Contributor Network: offline full-text search over 10,000 cached items (median ms per query)
 * against the bare FTS5 match it wraps (the same phrase, rank order and limit, rowids only;
 * target ≤ 1.3×) and a LIKE scan over the same rows, interleaved in the same process; both for
 * narrow queries (a few hits) and broad ones (thousands of hits, limit 200); the cost of keeping
 * the index in step per 100 items, and publish through the outbox after an answer lost
 * mid-send (50 trials, duplicates counted), with an ordinary publish as the baseline.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDispatcher, openWorkbench } from '../../src/core';
import { ApiClient } from '../../src/core/api/client';
import { listItems } from '../../src/core/api/contributorNetwork';
import { MemorySecretStore } from '../../src/core/secrets';
import { ContributorNetworkRepo } from '../../src/core/store/contributorNetwork';
import { openStore } from '../../src/core/store/db';
import { startSandbox } from '../../src/sandbox';
import type { CnItem } from '../../src/shared/api/contributorNetwork';
import type { OutboxEntryView } from '../../src/shared/contract';
import { startProxy } from '../helpers/proxy';

const ITEMS = Number(process.env.BENCH_CN_ITEMS ?? 10_000);
const QUERIES = Number(process.env.BENCH_CN_QUERIES ?? 200);
const TRIALS = Number(process.env.BENCH_CN_TRIALS ?? 50);
const STAGE1 = 'mathematics-distillation-challenge-equational-theories-stage1';

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}
const r3 = (x: number) => Math.round(x * 1000) / 1000;

// Deterministic words so every run searches the same corpus.
let seed = 11;
const rand = () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};
// A vocabulary of 4,000 pseudo-words: real text is varied, and with a handful of words every
// query would match every item.
const SYLLABLES =
  'ma ge qua tion lem sub sti tu tra ski an den ti mo noi gro up rin fie ld or bit ker nel le an tac pro of sol ver bo und sea rch heu ris tic'.split(
    ' ',
  );
const syllable = () => SYLLABLES[Math.floor(rand() * SYLLABLES.length)];
const WORDS = Array.from({ length: 4000 }, () => `${syllable()}${syllable()}${syllable()}`);
const words = (n: number) =>
  Array.from({ length: n }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ');

function item(i: number): CnItem {
  return {
    id: `cni_bench_${i}`,
    publicCode: `ETA-${String(i).padStart(6, '0')}`,
    competitionId: STAGE1,
    kind: 'cheatsheet',
    title: `${words(3)} ${i}`,
    remark: words(5),
    author: { platformId: `acc_${i % 50}`, displayName: `Author ${i % 50}`, avatarUrl: null },
    favoriteCount: i % 7,
    viewerHasFavorited: false,
    commentCount: 0,
    directChildCount: 0,
    publishedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    content: `${words(200)} item${i}`,
    parent: null,
  };
}

function searchBench() {
  const { db } = openStore(join(mkdtempSync(join(tmpdir(), 'wb-bench-cn-')), 'workbench.db'));
  const repo = new ContributorNetworkRepo(db);
  const updateMs: number[] = [];
  for (let start = 0; start < ITEMS; start += 100) {
    const batch = Array.from({ length: 100 }, (_, k) => item(start + k));
    const t = performance.now();
    db.transaction(() => {
      for (const it of batch) repo.putFull('p', it);
    })();
    updateMs.push(performance.now() - t);
  }
  // Re-indexing already kept items (a listing refresh) costs the same path: measure it too.
  const refreshMs: number[] = [];
  for (let start = 0; start < 2000; start += 100) {
    const batch = Array.from({ length: 100 }, (_, k) => item(start + k));
    const t = performance.now();
    repo.putSummaries('p', batch);
    refreshMs.push(performance.now() - t);
  }
  const like = db.prepare(
    `SELECT summary FROM cn_items WHERE partition = 'p' AND (summary LIKE ? OR full LIKE ?)
     ORDER BY published_at DESC LIMIT 200`,
  );
  // The bare match the search wraps: the same phrase, in rank order, up to the limit; rowids only.
  const bare = db.prepare('SELECT rowid FROM cn_fts WHERE cn_fts MATCH ? ORDER BY rank LIMIT ?');
  const phrase = (q: string) => `"${q.replaceAll('"', '""')}"`;
  const measure = (queries: string[], withLike: boolean) => {
    const ftsMs: number[] = [];
    const bareMs: number[] = [];
    const likeMs: number[] = [];
    let hits = 0;
    for (const [n, query] of queries.entries()) {
      // The index is larger than SQLite's page cache: whichever reads a query's pages first pays
      // for fetching them. Warm them, then time the two in turn, each going first every other time.
      bare.all(phrase(query), 200);
      const timeSearch = () => {
        const t = performance.now();
        hits += repo.search('p', query, { limit: 200 }).length;
        ftsMs.push(performance.now() - t);
      };
      const timeBare = () => {
        const t = performance.now();
        bare.all(phrase(query), 200);
        bareMs.push(performance.now() - t);
      };
      if (n % 2 === 0) {
        timeSearch();
        timeBare();
      } else {
        timeBare();
        timeSearch();
      }
      if (!withLike) continue;
      const t = performance.now();
      like.all(`%${query}%`, `%${query}%`);
      likeMs.push(performance.now() - t);
    }
    return { ftsMs, bareMs, likeMs, meanHits: Math.round(hits / queries.length) };
  };
  const narrow = measure(
    Array.from({ length: QUERIES }, (_, q) =>
      q % 3 === 0
        ? `item${Math.floor(rand() * ITEMS)}`
        : `${WORDS[q % WORDS.length]} ${WORDS[(q * 7) % WORDS.length]}`,
    ),
    true,
  );
  // "Author 3" matches Author 3 and Author 30–39: 11 of the 50 authors, about 2,200 items.
  const broad = measure(
    Array.from({ length: 50 }, (_, q) => `Author ${1 + (q % 4)}`),
    false,
  );
  db.close();
  return {
    what: `FTS5 (trigram) search over ${ITEMS} cached full items, ${QUERIES} narrow and 50 broad queries, limit 200; baselines: the bare FTS5 match (rank order, limit) and a LIKE scan of the same rows`,
    items: ITEMS,
    medianMsPerQuery: r3(median(narrow.ftsMs)),
    baselineBareMatchMedianMs: r3(median(narrow.bareMs)),
    ratioToBareMatch: r3(median(narrow.ftsMs) / median(narrow.bareMs)),
    targetRatioToBareMatch: 1.3,
    baselineLikeMedianMs: r3(median(narrow.likeMs)),
    ratio: r3(median(narrow.ftsMs) / median(narrow.likeMs)),
    meanHits: narrow.meanHits,
    broadMedianMsPerQuery: r3(median(broad.ftsMs)),
    broadBaselineBareMatchMedianMs: r3(median(broad.bareMs)),
    broadRatioToBareMatch: r3(median(broad.ftsMs) / median(broad.bareMs)),
    broadMeanHits: broad.meanHits,
    indexUpdateMsPer100Items: r3(median(updateMs)),
    indexRefreshMsPer100Summaries: r3(median(refreshMs)),
  };
}

async function publishBench() {
  const sandbox = await startSandbox({
    faults: true,
    rateLimit: { accountPerMinute: 1e9, ipPerMinute: 1e9 },
  });
  const apiKey = sandbox.keys.find((k) => k.name === 'participant')!.apiKey;
  const proxy = await startProxy(sandbox.baseUrl);
  const wb = await openWorkbench({
    dataDir: mkdtempSync(join(tmpdir(), 'wb-bench-cnpub-')),
    version: 'bench',
    builtinSandbox: { baseUrl: proxy.baseUrl, apiKey },
    secrets: new MemorySecretStore(),
    heartbeatMs: 3_600_000,
    client: { maxAttempts: 1, timeoutMs: 5000 },
    outboxBackoffMs: { base: 5, max: 20 },
  });
  const dispatch = createDispatcher(wb.handlers);
  const publish = async (title: string): Promise<OutboxEntryView> => {
    const res = await dispatch('cn.publish', {
      competitionId: STAGE1,
      kind: 'cheatsheet',
      source: { from: 'inline', title, content: `body of ${title}` },
    });
    if (!res.ok) throw new Error(res.error.message);
    const id = (res.value as OutboxEntryView).id;
    for (;;) {
      const list = await dispatch('outbox.list', {});
      const e = list.ok ? (list.value as OutboxEntryView[]).find((x) => x.id === id) : undefined;
      if (e && (e.status === 'done' || e.status === 'failed')) return e;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  };
  const lostMs: number[] = [];
  const plainMs: number[] = [];
  for (let t = 0; t < TRIALS; t++) {
    proxy.rules.push({
      match: (k) => k.startsWith('POST /api/public/v1/contributor-network/items'),
      action: 'drop',
      count: 1,
    });
    let s = performance.now();
    const e = await publish(`bench-lost-${t}`);
    lostMs.push(performance.now() - s);
    if (e.status !== 'done') throw new Error(`trial ${t}: ${e.error?.code}`);
    s = performance.now();
    await publish(`bench-plain-${t}`);
    plainMs.push(performance.now() - s);
  }
  const client = new ApiClient({ baseUrl: sandbox.baseUrl, apiKey, userAgent: 'bench' });
  const titles: string[] = [];
  for (let cursor: string | null = null, page = 0; page < 20; page++) {
    const res = await listItems(client, { scope: 'mine', search: 'bench-lost-', limit: 100, cursor });
    titles.push(...res.data.items.map((i) => i.title));
    cursor = res.data.nextCursor;
    if (!cursor) break;
  }
  await client.close();
  await wb.close();
  await proxy.close();
  await sandbox.close();
  return {
    what: `${TRIALS} publishes whose answer was lost after the server stored them (the connection cut), reconciled by the outbox`,
    trials: TRIALS,
    answersLost: proxy.dropped,
    published: titles.length,
    duplicates: titles.length - new Set(titles).size + Math.max(0, titles.length - TRIALS),
    medianMsPerPublishWithLostAnswer: Math.round(median(lostMs)),
    baselineMedianMsPerPublish: Math.round(median(plainMs)),
    ratio: r3(median(lostMs) / median(plainMs)),
  };
}

const result = { cnOfflineSearch: searchBench(), cnPublishAfterLostAnswer: await publishBench() };
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
