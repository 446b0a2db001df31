/**
 * The session a command works with, opened when the command first needs it. A read whose cached
 * copy is fresh is answered from the store alone (core/cachePeek.ts) and never opens the
 * workbench: its API client, schemas and contract are most of a command's start-up.
 */
import type { Events, MethodInput, MethodName, MethodResult } from '../shared/contract';
import type { ExternalKey } from './keySource';
import type { Session, SessionOptions } from './session';

export interface LazySessionOptions extends SessionOptions {
  /** Called once the workbench is open (the command may have to say something about it). */
  onOpen?: (session: Session) => void;
}

export interface LazySession extends Session {
  /** Whether the workbench was opened (a command answered from the cache alone never opens it). */
  readonly opened: boolean;
}

export function lazySession(opts: LazySessionOptions): LazySession {
  let opening: Promise<Session> | null = null;
  let session: Session | null = null;
  const waiting = new Set<{ event: keyof Events; listener: (payload: never) => void; off?: () => void }>();
  const open = (): Promise<Session> => {
    opening ??= import('./session').then(async ({ openSession }) => {
      const s = await openSession(opts);
      session = s;
      for (const w of waiting) w.off = s.on(w.event, w.listener as never);
      opts.onOpen?.(s);
      return s;
    });
    return opening;
  };
  const externalKey: ExternalKey | null = opts.externalKey ?? null;

  return {
    get opened() {
      return session !== null;
    },
    externalKey,
    get externalKeyIgnored() {
      return session?.externalKeyIgnored ?? false;
    },
    call: async <M extends MethodName>(method: M, input: MethodInput<M>) =>
      (await open()).call(method, input),
    read: async <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodResult<M>> => {
      if (!opening) {
        const hit = await peek(opts, method, input);
        if (hit) return hit as MethodResult<M>;
      }
      return (await open()).read(method, input);
    },
    on: <E extends keyof Events>(event: E, listener: (payload: Events[E]) => void) => {
      if (session) return session.on(event, listener);
      // Not open yet: attached when it opens.
      const w = {
        event,
        listener: listener as (payload: never) => void,
        off: undefined as (() => void) | undefined,
      };
      waiting.add(w);
      return () => {
        waiting.delete(w);
        w.off?.();
      };
    },
    close: async () => {
      if (opening) await (await opening.catch(() => null))?.close();
    },
  };
}

/** The read from the cache alone, or null (then the workbench answers it). */
async function peek(opts: SessionOptions, method: MethodName, input: unknown): Promise<unknown> {
  const [{ peekCachedRead }, { builtinSandboxKey, FRESH_MS }] = await Promise.all([
    import('../core/cachePeek'),
    import('./sessionDefaults'),
  ]);
  return peekCachedRead(
    {
      dataDir: opts.dataDir,
      connection: opts.connection,
      externalKey: opts.externalKey?.apiKey ?? null,
      sandboxKey: builtinSandboxKey(),
      keychainService: process.env.WORKBENCH_KEYCHAIN_SERVICE || undefined,
      freshMs: FRESH_MS,
    },
    method,
    input,
  );
}
