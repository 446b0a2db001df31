/** A server whose certificate is not trusted is reported as TLS_ERROR, never as "offline". */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ApiClient } from '../../src/core/api/client';
import { listCompetitions } from '../../src/core/api/competitions';
import { ApiError } from '../../src/core/api/errors';
import { tempDir } from '../helpers/tempDir';

let server: Server;
let port: number;

beforeAll(async () => {
  const dir = tempDir('wb-tls-');
  // A fresh self-signed certificate: no CA on this machine trusts it.
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
    ],
    { stdio: 'ignore' },
  );
  server = createServer(
    { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) },
    (_req, res) => res.end('{"ok":true,"data":{"items":[],"nextCursor":null}}'),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as { port: number }).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('an untrusted certificate is TLS_ERROR and is not retried', async () => {
  const client = new ApiClient({ baseUrl: `https://127.0.0.1:${port}`, apiKey: 'k', userAgent: 't' });
  const err = await listCompetitions(client).catch((e: unknown) => e);
  await client.close();
  expect(err).toBeInstanceOf(ApiError);
  expect((err as ApiError).info.code).toBe('TLS_ERROR');
  expect((err as ApiError).info.message).toMatch(/SELF_SIGNED|CERT|certificate/i);
});
