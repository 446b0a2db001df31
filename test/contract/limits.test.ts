/**
 * What the client refuses to read or to send: answers over the size cap of their endpoint family,
 * and IDs that would leave their path segment.
 */
import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiClient, BODY_LIMITS } from '../../src/core/api/client';
import { getCompetition } from '../../src/core/api/competitions';
import { ApiError } from '../../src/core/api/errors';
import { downloadSubmission } from '../../src/core/api/submissions';
import { type FakePlatform, startFakePlatform } from '../helpers/fakePlatform';

const MiB = 1024 * 1024;
let server: FakePlatform;
let client: ApiClient;
/** Bytes the server managed to write before the client hung up, per route. */
const written: Record<string, number> = {};

/** Streams `total` bytes of one JSON string in 1 MiB chunks (chunked, no Content-Length). */
function stream(
  name: string,
  res: ServerResponse,
  total: number,
  contentType: string,
  prefix = '',
  suffix = '',
) {
  written[name] = 0;
  const chunk = Buffer.alloc(MiB, 'a');
  res.writeHead(200, { 'content-type': contentType });
  res.write(prefix);
  const pump = () => {
    while (written[name]! < total) {
      written[name]! += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    res.end(suffix);
  };
  res.on('close', () => undefined);
  pump();
}

beforeAll(async () => {
  server = await startFakePlatform({
    '/competitions/huge': (_req, res) =>
      stream('huge', res, 64 * MiB, 'application/json', '{"ok":true,"data":{"id":"', '"}}'),
    '/competitions/declared': (_req, res) => {
      res.writeHead(200, {
        'content-type': 'application/json',
        'content-length': String(BODY_LIMITS.json + 1),
      });
      res.write('{"ok":true');
      // Never finishes: the client must refuse on the declared length alone.
    },
    '/competitions/c1/submissions/s1/download': (_req, res) =>
      stream('download', res, 40 * MiB, 'text/plain', '', '\n'),
  });
  client = new ApiClient({ baseUrl: server.baseUrl, apiKey: 'k', userAgent: 'limits-test', maxAttempts: 1 });
});
afterAll(async () => {
  await client.close();
  await server.close();
});

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ApiError) return err;
    throw err;
  }
  throw new Error('expected the call to fail');
}

describe('answer size caps', () => {
  it('a JSON answer that streams past the cap is refused and the stream cut', async () => {
    const err = await failure(getCompetition(client, 'huge'));
    expect(err.info.code).toBe('RESPONSE_TOO_LARGE');
    expect(err.info.message).toContain('32 MiB');
    // Cut off: the server never got to write all 64 MiB.
    await expect.poll(() => written.huge).toBeGreaterThan(0);
    expect(written.huge).toBeLessThan(64 * MiB);
  });

  it('a declared Content-Length over the cap is refused without reading', async () => {
    const err = await failure(getCompetition(client, 'declared'));
    expect(err.info.code).toBe('RESPONSE_TOO_LARGE');
  });

  it('downloads get a larger cap: 40 MiB of text arrives whole', async () => {
    const res = await downloadSubmission(client, 'c1', 's1');
    expect(res.data.length).toBe(40 * MiB + 1);
  });
});

describe('IDs that would leave their path segment', () => {
  it.each(['.', '..'])('the client sends nothing for the ID %j', async (id) => {
    const before = server.seen.length;
    const err = await failure(getCompetition(client, id));
    expect(err.info.code).toBe('INVALID_INPUT');
    expect(server.seen.length).toBe(before);
  });
});
