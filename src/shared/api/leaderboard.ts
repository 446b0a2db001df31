import * as z from 'zod';
import { listPage } from './envelope';

/**
 * Spec 4.1: leaderboard, standing, placements and search fields are not shown. The client keeps
 * every row as an open record and the UI renders whatever fields come back as columns.
 */
// An open object: every key is kept. (z.record checks each key and value on every row, which
// cost about 10% of a page fetch in the client benchmark for no information.)
export const leaderboardRow = z.looseObject({});
export type LeaderboardRow = z.infer<typeof leaderboardRow>;
export const leaderboardPage = listPage(leaderboardRow);

/** Standing (`/leaderboard/me`): an object of unknown fields. */
export const standing = z.record(z.string(), z.unknown());
export type Standing = z.infer<typeof standing>;
