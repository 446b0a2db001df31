import type { FastifyRequest } from 'fastify';
import type { Caller } from '../auth';
import {
  CN_KINDS,
  type CnKind,
  type CnListedItem,
  favoritedItemIds,
  listActiveCnItems,
} from '../db/cnNetwork';
import { getPublicCompetition } from '../db/competitions';
import type { Db } from '../db/open';
import { fieldInvalid, notFound } from '../errors';
import { keyAs } from '../pagination';
import { CN_LIMITS, LEAN_COMPETITION, LEAN_KIND } from './constants';
import { compareKeys, enumParam, pageInMemory, searchParam, strictPage, strictQuery } from './params';
import { packageMeta, packageSummaryView, summaryView } from './views';

const ITEM_PARAMS = [
  'competitionId',
  'kind',
  'scope',
  'track',
  'problemId',
  'search',
  'publicCode',
  'sort',
  'cursor',
  'limit',
] as const;

/** A competition that is public and exposes the Contributor Network, or 404 (spec 4.4). */
export function cnCompetition(db: Db, id: string) {
  const c = getPublicCompetition(db, id);
  if (!c?.capabilities.contributorNetwork) {
    throw notFound(`Competition "${id}" is not public or has no Contributor Network.`);
  }
  return c;
}

/** Text the search matches: author name, title, remark and the item's public content (spec 4.4). */
export function searchableText(item: CnListedItem): string {
  const parts = [item.authorDisplayName, item.title, item.remark ?? '', item.body ?? ''];
  if (item.kind === 'model-reference') parts.push(item.modelName ?? '', item.commitHash ?? '');
  for (const f of packageMeta(item)?.files ?? []) parts.push(f.path, f.text);
  return parts.join('\n').toLowerCase();
}

/** GET /contributor-network/items: the broad listing and the Lean package listing (spec 4.4). */
export function listItems(db: Db, req: FastifyRequest, caller: Caller) {
  const q = strictQuery(req, ITEM_PARAMS);
  const competitionId = q.get('competitionId') ?? null;
  const kind = q.has('kind') ? enumParam<CnKind>(q, 'kind', CN_KINDS, 'cheatsheet') : null;
  const lean = kind === LEAN_KIND;
  if (lean && competitionId !== LEAN_COMPETITION) {
    throw fieldInvalid(
      '/competitionId',
      `Kind "${LEAN_KIND}" is listed only with competitionId=${LEAN_COMPETITION}.`,
    );
  }
  const scope = enumParam(q, 'scope', ['all', 'mine', 'favorites'] as const, 'all');
  const sort = enumParam(q, 'sort', ['newest', 'earliest'] as const, 'newest');
  const track = q.get('track') ?? null;
  if (track !== null && kind !== 'solver-template') {
    throw fieldInvalid('/track', '"track" applies only with kind=solver-template.');
  }
  const problemId = q.get('problemId') ?? null;
  if (problemId !== null && !lean) {
    throw fieldInvalid('/problemId', `"problemId" applies only with kind=${LEAN_KIND}.`);
  }
  const search = searchParam(q, CN_LIMITS.searchMaxLength);
  const rawCode = q.get('publicCode');
  const publicCode = rawCode === undefined ? null : rawCode.trim();
  if (publicCode !== null && q.has('cursor')) {
    throw fieldInvalid('/cursor', '"cursor" cannot be combined with "publicCode".');
  }
  if (competitionId !== null) {
    const c = cnCompetition(db, competitionId);
    if (track !== null && !(c.catalog?.tracks ?? []).some((t) => t.id === track)) {
      throw fieldInvalid('/track', `Unknown track "${track}" for this competition.`);
    }
  } else if (track !== null && !['solo', 'marathon'].includes(track)) {
    throw fieldInvalid('/track', `Unknown track "${track}".`);
  }

  const filters = { competitionId, kind, scope, sort, track, problemId, search, publicCode };
  const page = strictPage(q, caller, 'GET /contributor-network/items', filters);
  keyAs(page.after, ['string', 'string']); // rejects a cursor of another layout
  const favorites = scope === 'favorites' ? favoritedItemIds(db, caller.accountId) : null;
  const code = publicCode === null ? null : lean ? publicCode : publicCode.toUpperCase();

  const rows = listActiveCnItems(db, caller.accountId, { competitionId, kind }).filter((item) => {
    if (scope === 'mine' && item.authorAccountId !== caller.accountId) return false;
    if (favorites && !favorites.has(item.id)) return false;
    if (track !== null && item.track !== track) return false;
    if (problemId !== null && packageMeta(item)?.problemId !== problemId) return false;
    if (code !== null && (lean ? item.publicCode : item.publicCode.toUpperCase()) !== code) return false;
    if (search !== null && !searchableText(item).includes(search)) return false;
    return true;
  });
  const dir = sort === 'newest' ? -1 : 1;
  const keyOf = (r: CnListedItem): [string, string] => [r.publishedAt, r.id];
  rows.sort((a, b) => dir * compareKeys(keyOf(a), keyOf(b)));
  // A public code names at most one item and never has a next page (spec 4.4).
  const limited = code !== null ? { ...page, limit: Math.min(page.limit, 1) } : page;
  const result = pageInMemory(
    code !== null ? rows.slice(0, 1) : rows,
    limited,
    keyOf,
    (r, key) => dir * compareKeys(keyOf(r), key) > 0,
    lean ? packageSummaryView : summaryView,
  );
  return result;
}
