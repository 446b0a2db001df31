import type { FastifyRequest } from 'fastify';
import * as z from 'zod';
import type { Caller } from '../auth';
import { benchmarkResultsOf, listActiveCnItems, teamNumberOf } from '../db/cnNetwork';
import { getPublicCompetition } from '../db/competitions';
import type { Db } from '../db/open';
import { ApiError, fieldInvalid, notFound } from '../errors';
import { keyAs } from '../pagination';
import { BENCHMARK_ACTIVITY, CN_LIMITS } from './constants';
import { cnCompetition } from './listing';
import { compareKeys, enumParam, pageInMemory, searchParam, strictPage, strictQuery } from './params';

const PARAMS = [
  'activityId',
  'competitionId',
  'problemSet',
  'modelId',
  'minAvgAccuracy',
  'search',
  'sortBy',
  'sortDirection',
  'cursor',
  'limit',
] as const;

const ratio = z.number().min(0).max(1);
const nullableNumber = z.number().nonnegative().nullable();
/** The activity schema of one per-model entry (spec 2.8); a stored row failing it is corrupt. */
const perModelSchema = z
  .array(
    z.strictObject({
      modelId: z.string().min(1),
      accuracy: ratio,
      scoredCorrect: z.number().int().nonnegative(),
      scoredTotal: z.number().int().nonnegative(),
      f1Score: ratio.nullable(),
      parseSuccessRate: ratio.nullable(),
      totalCostUsd: nullableNumber,
      meanElapsedSeconds: nullableNumber,
    }),
  )
  .min(1);
type PerModel = z.infer<typeof perModelSchema>[number];

interface Summary {
  resultId: string;
  completedAt: string;
  publishedAt: string;
  avgAccuracy: number;
  scoredTotal: number;
  searchText: string;
  view: Record<string, unknown>;
}

/** GET /contributor-network/benchmarks (spec 4.4, 2.8). */
export function listBenchmarks(db: Db, req: FastifyRequest, caller: Caller) {
  const q = strictQuery(req, PARAMS);
  const activityId = q.get('activityId') ?? null;
  if (activityId !== null && activityId !== BENCHMARK_ACTIVITY.id) {
    throw notFound(`Benchmark activity "${activityId}" is not available.`);
  }
  const competitionId = q.get('competitionId') ?? null;
  if (competitionId !== null) {
    cnCompetition(db, competitionId);
    if (competitionId !== BENCHMARK_ACTIVITY.competitionId) {
      throw notFound(`Competition "${competitionId}" exposes no benchmark activity.`);
    }
  }
  const problemSet = q.get('problemSet') ?? null;
  if (problemSet !== null && !(BENCHMARK_ACTIVITY.problemSets as readonly string[]).includes(problemSet)) {
    throw fieldInvalid(
      '/problemSet',
      `Problem set "${problemSet}" is not declared by the selected activity.`,
    );
  }
  const modelId = q.get('modelId') ?? null;
  if (modelId !== null && !(BENCHMARK_ACTIVITY.models as readonly string[]).includes(modelId)) {
    throw fieldInvalid('/modelId', `Model "${modelId}" is not declared by the selected activity.`);
  }
  const rawMin = q.get('minAvgAccuracy');
  let minAvgAccuracy: number | null = null;
  if (rawMin !== undefined) {
    if (!/^(0(\.[0-9]+)?|1(\.0+)?|\.[0-9]+)$/.test(rawMin)) {
      throw fieldInvalid('/minAvgAccuracy', '"minAvgAccuracy" must be a number from 0 to 1.');
    }
    minAvgAccuracy = Number(rawMin);
  }
  const search = searchParam(q, CN_LIMITS.searchMaxLength);
  const sortBy = enumParam(
    q,
    'sortBy',
    ['avgAccuracy', 'publishedAt', 'scoredTotal'] as const,
    'avgAccuracy',
  );
  const sortDirection = enumParam(q, 'sortDirection', ['desc', 'asc'] as const, 'desc');
  const filters = {
    activityId,
    competitionId,
    problemSet,
    modelId,
    minAvgAccuracy,
    search,
    sortBy,
    sortDirection,
  };
  const page = strictPage(q, caller, 'GET /contributor-network/benchmarks', filters);
  keyAs(page.after, [sortBy === 'publishedAt' ? 'string' : 'number', 'string', 'string']);

  // Only results of active items of a publicly visible competition (spec 4.4).
  const visible = getPublicCompetition(db, BENCHMARK_ACTIVITY.competitionId)?.capabilities.contributorNetwork;
  const items = visible
    ? new Map(
        listActiveCnItems(db, caller.accountId, {
          competitionId: BENCHMARK_ACTIVITY.competitionId,
          kind: 'cheatsheet',
        }).map((i) => [i.id, i]),
      )
    : new Map();
  const rows: Summary[] = [];
  for (const r of benchmarkResultsOf(db, BENCHMARK_ACTIVITY.id)) {
    const item = items.get(r.itemId);
    if (!item || (problemSet !== null && r.problemSet !== problemSet)) continue;
    const teamNumber = teamNumberOf(db, item.authorAccountId);
    const searchText = `${item.authorDisplayName}\n${teamNumber ?? ''}`.toLowerCase();
    // Only a selected result can be reported corrupt, so the text filter comes first.
    if (search !== null && !searchText.includes(search)) continue;
    const parsed = perModelSchema.safeParse(safeJson(r.perModelJson));
    if (!parsed.success) {
      throw new ApiError(
        500,
        'BENCHMARK_RESULT_CORRUPT',
        `Benchmark result "${r.id}" violates its activity schema.`,
        {
          resultId: r.id,
        },
      );
    }
    // The model restriction recalculates perModel and the aggregates before filtering and sorting.
    const perModel: PerModel[] =
      modelId === null ? parsed.data : parsed.data.filter((m) => m.modelId === modelId);
    if (perModel.length === 0) continue;
    const avgAccuracy = perModel.reduce((s, m) => s + m.accuracy, 0) / perModel.length;
    const scoredCorrect = perModel.reduce((s, m) => s + m.scoredCorrect, 0);
    const scoredTotal = perModel.reduce((s, m) => s + m.scoredTotal, 0);
    rows.push({
      resultId: r.id,
      completedAt: r.completedAt,
      publishedAt: item.publishedAt,
      avgAccuracy,
      scoredTotal,
      searchText,
      view: {
        resultId: r.id,
        activityId: r.activityId,
        itemId: item.id,
        publicCode: item.publicCode,
        competitionId: item.competitionId,
        kind: item.kind,
        title: item.title,
        author: {
          platformId: item.authorAccountId,
          displayName: item.authorDisplayName,
          avatarUrl: item.authorAvatarUrl,
        },
        team: teamNumber === null ? null : { teamNumber },
        status: 'done',
        problemSet: r.problemSet,
        perModel,
        avgAccuracy,
        scoredCorrect,
        scoredTotal,
        viewerHasFavorited: item.viewerHasFavorited,
        publishedAt: item.publishedAt,
        completedAt: r.completedAt,
      },
    });
  }
  const filtered = rows.filter(
    (r) =>
      (minAvgAccuracy === null || r.avgAccuracy >= minAvgAccuracy) &&
      (search === null || r.searchText.includes(search)),
  );
  const keyOf = (r: Summary): [string | number, string, string] => [
    sortBy === 'publishedAt' ? r.publishedAt : sortBy === 'scoredTotal' ? r.scoredTotal : r.avgAccuracy,
    r.completedAt,
    r.resultId,
  ];
  const dir = sortDirection === 'desc' ? -1 : 1;
  filtered.sort((a, b) => dir * compareKeys(keyOf(a), keyOf(b)));
  return pageInMemory(
    filtered,
    page,
    keyOf,
    (r, key) => dir * compareKeys(keyOf(r), key) > 0,
    (r) => r.view,
  );
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
