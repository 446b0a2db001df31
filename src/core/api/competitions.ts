/** Spec 4.1: competitions, participation and leaderboard reads. */
import {
  type CompetitionDetail,
  type CompetitionSummary,
  competitionDetail,
  competitionList,
  type LeaderboardRow,
  leaderboardPage,
  type Page,
  type Participation,
  participation,
  type Standing,
  standing,
} from '../../shared/api';
import type { ApiClient, ApiResponse } from './client';

const enc = encodeURIComponent;

/** Per-call settings that are not part of the query. */
export interface CallOptions {
  signal?: AbortSignal;
}

export function listCompetitions(
  client: ApiClient,
  q: { cursor?: string | null; limit?: number } = {},
  { signal }: CallOptions = {},
): Promise<ApiResponse<Page<CompetitionSummary>>> {
  return client.request({ method: 'GET', path: '/competitions', query: q, schema: competitionList, signal });
}

export function getCompetition(client: ApiClient, id: string): Promise<ApiResponse<CompetitionDetail>> {
  return client.request({ method: 'GET', path: `/competitions/${enc(id)}`, schema: competitionDetail });
}

export function getParticipation(client: ApiClient, id: string): Promise<ApiResponse<Participation>> {
  return client.request({ method: 'GET', path: `/competitions/${enc(id)}/me`, schema: participation });
}

export function getLeaderboard(
  client: ApiClient,
  id: string,
  q: { cursor?: string | null; limit?: number } = {},
  { signal }: CallOptions = {},
): Promise<ApiResponse<Page<LeaderboardRow>>> {
  return client.request({
    method: 'GET',
    path: `/competitions/${enc(id)}/leaderboard`,
    query: q,
    schema: leaderboardPage,
    signal,
  });
}

export function getStanding(client: ApiClient, id: string): Promise<ApiResponse<Standing>> {
  return client.request({ method: 'GET', path: `/competitions/${enc(id)}/leaderboard/me`, schema: standing });
}

export function getTeamPlacements(
  client: ApiClient,
  id: string,
  teamId: string,
  q: { cursor?: string | null; limit?: number } = {},
  { signal }: CallOptions = {},
): Promise<ApiResponse<Page<LeaderboardRow>>> {
  return client.request({
    method: 'GET',
    path: `/competitions/${enc(id)}/leaderboard/teams/${enc(teamId)}/placements`,
    query: q,
    schema: leaderboardPage,
    signal,
  });
}

export function searchLeaderboard(
  client: ApiClient,
  id: string,
  q: { t?: number | null; r?: number | null; cursor?: string | null; limit?: number },
  { signal }: CallOptions = {},
): Promise<ApiResponse<Page<LeaderboardRow>>> {
  return client.request({
    method: 'GET',
    path: `/competitions/${enc(id)}/leaderboard/search`,
    query: q,
    schema: leaderboardPage,
    signal,
  });
}
