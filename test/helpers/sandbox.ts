/** Starts a real sandbox for a test file and reaches its fault-control endpoints over HTTP. */
import { type SandboxHandle, type SandboxOptions, startSandbox } from '../../src/sandbox';

export interface TestSandbox extends SandboxHandle {
  key(name: string): string;
  fault(spec: Record<string, unknown>): Promise<void>;
  clearFaults(): Promise<void>;
  /** Platform behaviours (POST /__sandbox/platform); unnamed ones keep their value. */
  platform(settings: { idempotencyKey?: 'honour' | 'ignore'; runList?: 'full' | 'bare' }): Promise<void>;
  /** Requests received per `METHOD /api/public/v1/path` since the last resetCounts(). */
  counts(): Promise<Record<string, number>>;
  resetCounts(): Promise<void>;
}

/**
 * The test matrix (vitest.config.ts): the `variant` project sets WB_SANDBOX_VARIANT=1, and the same
 * contract, command-line and end-to-end tests then run against the variant mode.
 */
export const VARIANT = process.env.WB_SANDBOX_VARIANT === '1';

export async function startTestSandbox(opts: SandboxOptions = {}): Promise<TestSandbox> {
  const sb = await startSandbox({ faults: true, variant: VARIANT, ...opts });
  const control = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${sb.baseUrl}/__sandbox/${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`sandbox control ${method} ${path}: ${res.status} ${await res.text()}`);
    return res.status === 204 ? null : ((await res.json()) as { data: unknown }).data;
  };
  return {
    ...sb,
    key(name) {
      const k = sb.keys.find((x) => x.name === name);
      if (!k) throw new Error(`no seeded key ${name}`);
      return k.apiKey;
    },
    fault: async (spec) => void (await control('POST', 'faults', spec)),
    clearFaults: async () => void (await control('DELETE', 'faults')),
    platform: async (settings) => void (await control('POST', 'platform', settings)),
    counts: async () => {
      const data = (await control('GET', 'requests')) as { counts: Record<string, number> };
      return data.counts;
    },
    resetCounts: async () => void (await control('DELETE', 'requests')),
  };
}
