/**
 * IDs that become one segment of a request path. `.` and `..` would move the request to another
 * endpoint once the URL is normalised (`/competitions/..` is `/`), and a slash, backslash, `?`,
 * `#` or `%` would change the path or the query. The spec's IDs are opaque but never need any of
 * these, so they are refused before anything is sent.
 */
import * as z from 'zod';

const PATH_BREAKING = /[/\\?#%\s\p{Cc}]/u;

export const pathId = z
  .string()
  .min(1)
  .max(200)
  .refine((v) => v !== '.' && v !== '..', 'An ID cannot be "." or ".."')
  .refine((v) => !PATH_BREAKING.test(v), 'An ID cannot contain / \\ ? # % spaces or control characters');
