import { z } from 'zod';
import { listPage } from './envelope';

/**
 * Spec 4.1: leaderboard, standing, placements and search fields are not shown. The client keeps
 * every row as an open record and the UI renders whatever fields come back as columns.
 */
export const leaderboardRow = z.record(z.string(), z.unknown());
export type LeaderboardRow = z.infer<typeof leaderboardRow>;
export const leaderboardPage = listPage(leaderboardRow);

/** Standing (`/leaderboard/me`): an object of unknown fields. */
export const standing = z.record(z.string(), z.unknown());
export type Standing = z.infer<typeof standing>;
