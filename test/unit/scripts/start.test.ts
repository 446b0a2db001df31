/** `npm start`'s decisions, with the download, the disk check and the launch replaced by fakes. */
import { describe, expect, it } from 'vitest';
import { fetchFailedText, SKIPPED_TEXT, type StartSteps, start } from '../../../scripts/start/launch';

function steps(opts: { present: boolean; fetch?: string | null; env?: Record<string, string> }) {
  let present = opts.present;
  const log = { fetched: 0, launched: 0, said: [] as string[] };
  const s: StartSteps = {
    env: opts.env ?? {},
    hasBinary: () => present,
    fetchBinary: async () => {
      log.fetched++;
      const failure = opts.fetch ?? null;
      if (failure === null) present = true;
      return failure;
    },
    launch: async () => {
      log.launched++;
      return 0;
    },
    say: (t) => log.said.push(t),
  };
  return { s, log };
}

describe('npm start', () => {
  it('launches at once when the binary is present, without a download', async () => {
    const { s, log } = steps({ present: true });
    expect(await start(s)).toBe(0);
    expect(log).toEqual({ fetched: 0, launched: 1, said: [] });
  });

  it('downloads a missing binary, then launches', async () => {
    const { s, log } = steps({ present: false, fetch: null });
    expect(await start(s)).toBe(0);
    expect(log.fetched).toBe(1);
    expect(log.launched).toBe(1);
  });

  it('says in words why it cannot start when the download fails, names npm run serve, exits 1', async () => {
    const { s, log } = steps({ present: false, fetch: 'TypeError: fetch failed' });
    expect(await start(s)).toBe(1);
    expect(log.launched).toBe(0);
    const text = log.said.join('\n');
    expect(text).toContain(fetchFailedText('TypeError: fetch failed'));
    expect(text).toMatch(/could not be downloaded/);
    expect(text).toContain('npm run serve');
  });

  it('with ELECTRON_SKIP_BINARY_DOWNLOAD set it explains, without trying to download', async () => {
    const { s, log } = steps({ present: false, env: { ELECTRON_SKIP_BINARY_DOWNLOAD: '1' } });
    expect(await start(s)).toBe(1);
    expect(log.fetched).toBe(0);
    expect(log.launched).toBe(0);
    expect(log.said).toEqual([SKIPPED_TEXT]);
    expect(SKIPPED_TEXT).toContain('npm run serve');
  });

  it('the skip variable set to 0 does not count as set', async () => {
    const { s, log } = steps({ present: false, fetch: null, env: { ELECTRON_SKIP_BINARY_DOWNLOAD: '0' } });
    expect(await start(s)).toBe(0);
    expect(log.fetched).toBe(1);
  });
});
