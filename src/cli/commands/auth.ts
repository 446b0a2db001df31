/**
 * `auth login|status|logout`: the app's connection list and keychain entries, shared with it.
 * The key comes from `--key-stdin`, WORKBENCH_API_KEY, a key file, or is typed without echo.
 */
import type { Command } from 'commander';
import { errorInfo } from '../../shared/api/errors';
import type { ConnectionView } from '../../shared/contract';
import { CallError } from '../callError';
import { KEY_ENV, keySourceText, NO_KEYCHAIN_HINT, readExternalKey } from '../keySource';
import { EXIT, errorLines, exitCodeFor, note, printJson, printTable } from '../output';
import { ask, readStdin } from '../prompt';
import { UsageError, withSession } from '../run';
import type { Expand } from './expand';

interface LoginOptions {
  url?: string;
  name?: string;
  keyStdin?: boolean;
}

function findConnection(list: ConnectionView[], name: string): ConnectionView | undefined {
  const n = name.toLowerCase();
  return list.find((c) => c.id.toLowerCase() === n || c.name.toLowerCase() === n);
}

export function registerAuth(program: Command, expand: Expand = () => true): void {
  const auth = program.command('auth').description('sign in to a platform (shared with the app)');
  if (!expand('auth')) return;
  auth
    .command('login')
    .description('save a connection: base URL and API key (kept in the OS keychain)')
    .option('--url <URL>', 'platform base URL, e.g. https://platform.example.org')
    .option('--name <NAME>', 'connection name (default: the URL host)')
    .option('--key-stdin', 'read the API key from stdin (or set WORKBENCH_API_KEY, or give --key-file)')
    .action((o: LoginOptions, cmd: Command) =>
      withSession(
        cmd,
        async (s, g) => {
          const baseUrl = o.url ?? (await ask('Base URL: '));
          if (!baseUrl) throw new UsageError('A base URL is needed (--url).');
          const apiKey = o.keyStdin
            ? await readStdin()
            : (readExternalKey(process.env, g.keyFile)?.apiKey ?? (await ask('API key (not shown): ', true)));
          if (!apiKey)
            throw new UsageError(`An API key is needed (typed, --key-stdin, ${KEY_ENV} or --key-file).`);
          let name = o.name;
          if (!name) {
            try {
              name = new URL(baseUrl).host;
            } catch {
              name = baseUrl;
            }
          }
          const test = await s.call('connections.testValues', { baseUrl, apiKey });
          if (!test.ok && test.error) throw new CallError(test.error);
          const existing = findConnection(await s.call('connections.list', {}), name);
          if (existing?.kind === 'sandbox')
            throw new UsageError('The Sandbox connection is built in; choose another name.');
          const saved = existing
            ? await s.call('connections.update', { id: existing.id, baseUrl, apiKey })
            : await s.call('connections.add', { name, baseUrl, apiKey });
          await s.call('connections.activate', { id: saved.id });
          const view = (await s.call('connections.list', {})).find((c) => c.id === saved.id)!;
          const kept = view.keyStorage === 'keychain';
          if (g.json) return printJson({ connection: view, test, keyKept: kept });
          note(
            `Signed in: “${view.name}” (${view.baseUrl}), key …${view.keyLast4}${kept ? ' in the OS keychain' : ''}; ${test.competitionCount ?? 0} competitions visible. It is now the active connection.`,
          );
          // The connection is saved, but without a keychain its key dies with this process.
          if (!kept)
            note(
              `No OS keychain answered, so the key cannot be kept after this command. ${NO_KEYCHAIN_HINT}`,
            );
        },
        // The key it saves is read above; the stored key of the active connection is not replaced.
        { externalKey: false },
      ),
    );
  auth
    .command('status')
    .description('connections, which one is active, and whether its key works')
    .action((_o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const list = await s.call('connections.list', {});
        const active = list.find((c) => c.active)!;
        const test = await s.call('connections.test', { id: active.id });
        const keySource = keySourceText(active, s.externalKey);
        if (g.json) return printJson({ connections: list, active: active.id, keySource, test });
        printTable(
          ['', 'name', 'kind', 'url', 'key'],
          list.map((c) => [
            c.active ? '*' : ' ',
            c.name,
            c.kind,
            c.baseUrl,
            c.keySet ? `…${c.keyLast4 ?? ''} (${c.keyStorage})` : 'none',
          ]),
        );
        note(`Key of “${active.name}”: ${keySource}.`);
        if (test.ok) {
          note(`“${active.name}” answers: ${test.competitionCount} competitions, ${test.latencyMs} ms.`);
          return EXIT.ok;
        }
        const info = test.error ?? errorInfo('NO_API_KEY', 'No key');
        process.stderr.write(`${errorLines(info)}\n`);
        return exitCodeFor(info);
      }),
    );
  auth
    .command('logout')
    .argument('[name]', 'connection to forget (default: the active one)')
    .description('forget a connection and delete its key from the keychain')
    .action((name: string | undefined, _o, cmd: Command) =>
      withSession(cmd, async (s, g) => {
        const list = await s.call('connections.list', {});
        const target = name ? findConnection(list, name) : list.find((c) => c.active);
        if (!target) throw new UsageError(`No connection named “${name}”.`);
        if (target.kind === 'sandbox')
          throw new UsageError('The Sandbox connection is built in and cannot be removed.');
        await s.call('connections.remove', { id: target.id });
        if (g.json) return printJson({ removed: target.id });
        note(`Forgot “${target.name}” and its key.`);
      }),
    );
}
