/**
 * The workbench core in a child process, for the outbox crash test. `seed` queues the writes
 * while the server is unreachable and exits; `run` sends the queue against the sandbox and exits
 * when it is empty (unless the parent kills it first, which is the point).
 *   node --import tsx test/outbox/crash.child.ts <seed|run> <dataDir> <baseUrl> <apiKey> <plan.json>
 */
import { readFileSync } from 'node:fs';
import { createDispatcher, openWorkbench } from '../../src/core';
import { MemorySecretStore } from '../../src/core/secrets';

const [mode, dataDir, baseUrl, apiKey, planFile] = process.argv.slice(2) as [
  string,
  string,
  string,
  string,
  string,
];
const wb = await openWorkbench({
  dataDir,
  version: 'crash-test',
  builtinSandbox: { baseUrl: mode === 'seed' ? 'http://127.0.0.1:9' : baseUrl, apiKey },
  secrets: new MemorySecretStore(),
  heartbeatMs: 60_000,
  // The in-flight test sets a short write deadline, so a restart checks soon after a kill.
  client: { timeoutMs: Number(process.env.WB_CHILD_TIMEOUT_MS ?? 5000), maxAttempts: 1 },
  writeInFlightMs: process.env.WB_CHILD_IN_FLIGHT_MS ? Number(process.env.WB_CHILD_IN_FLIGHT_MS) : undefined,
  outboxBackoffMs: { base: 20, max: 100 },
});
const dispatch = createDispatcher(wb.handlers);

if (mode === 'seed') {
  const plan = JSON.parse(readFileSync(planFile, 'utf8')) as { method: string; input: unknown }[];
  for (const step of plan) {
    const res = await dispatch(step.method, step.input);
    if (!res.ok) throw new Error(`${step.method}: ${res.error.code}`);
  }
  await wb.close();
  process.stdout.write('seeded\n');
  process.exit(0);
}

process.stdout.write('ready\n');
for (;;) {
  const res = await dispatch('outbox.summary', {});
  if (res.ok) {
    const { pending, failed } = res.value as { pending: number; failed: number };
    if (pending === 0) {
      process.stdout.write(`${JSON.stringify({ pending, failed })}\n`);
      await wb.close();
      process.exit(0);
    }
  }
  await new Promise((r) => setTimeout(r, 20));
}
