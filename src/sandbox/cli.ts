import { parseArgs } from 'node:util';
import { startSandbox } from './index';
import { parseVariations } from './variant/options';

/**
 * `npm run sandbox -- [--port N] [--host H] [--any-host] [--data DIR] [--faults] [--log]
 *   [--account-per-minute N] [--ip-per-minute N] [--igp24-verify-delay-ms N] [--playground-pace-ms N]
 *   [--variant | --variant-only NAME,NAME]`
 * Prints one JSON line `{ baseUrl, keys: [{ name, scopes, state, apiKey }] }` and keeps running
 * until SIGINT or SIGTERM. Requests must name it by a loopback name or the --host address (a
 * DNS-rebinding page cannot use the public seeded keys); --any-host lifts that for LAN use.
 */
function intOption(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^[0-9]+$/.test(value)) {
    process.stderr.write(`--${name} must be a non-negative integer\n`);
    process.exit(2);
  }
  return Number(value);
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string' },
      host: { type: 'string' },
      data: { type: 'string' },
      faults: { type: 'boolean', default: false },
      'any-host': { type: 'boolean', default: false },
      log: { type: 'boolean', default: false },
      'account-per-minute': { type: 'string' },
      'ip-per-minute': { type: 'string' },
      'igp24-verify-delay-ms': { type: 'string' },
      'playground-pace-ms': { type: 'string' },
      variant: { type: 'boolean', default: false },
      'variant-only': { type: 'string' },
    },
    strict: true,
  });
  let variant: boolean | ReturnType<typeof parseVariations> = values.variant;
  if (values['variant-only'] !== undefined) {
    try {
      variant = parseVariations(values['variant-only']);
    } catch (err) {
      process.stderr.write(`--variant-only: ${(err as Error).message}\n`);
      process.exit(2);
    }
  }
  const sandbox = await startSandbox({
    variant,
    port: intOption(values.port, 'port') ?? 0,
    host: values.host,
    dataDir: values.data,
    faults: values.faults,
    anyHost: values['any-host'],
    logger: values.log,
    igp24VerifyDelayMs: intOption(values['igp24-verify-delay-ms'], 'igp24-verify-delay-ms'),
    playgroundPaceMs: intOption(values['playground-pace-ms'], 'playground-pace-ms'),
    rateLimit: {
      accountPerMinute: intOption(values['account-per-minute'], 'account-per-minute'),
      ipPerMinute: intOption(values['ip-per-minute'], 'ip-per-minute'),
    },
  });
  process.stdout.write(
    `${JSON.stringify({
      baseUrl: sandbox.baseUrl,
      keys: sandbox.keys.map(({ name, scopes, state, apiKey }) => ({ name, scopes, state, apiKey })),
    })}\n`,
  );
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    sandbox.close().then(
      () => process.exit(0),
      (err: unknown) => {
        process.stderr.write(`${String(err)}\n`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
  process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
  process.exit(1);
});
