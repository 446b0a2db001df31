/**
 * Connections: the built-in Sandbox plus those the user added. Keys stay here and in the secret
 * store; the UI gets ConnectionView (whether a key is set, its last four characters).
 */
import { randomUUID } from 'node:crypto';
import { errorInfo } from '../shared/api';
import { type ConnectionView, isOp } from '../shared/contract';
import { originOf, platformUrlProblem } from '../shared/platformUrl';
import type { ApiClient } from './api/client';
import { localError } from './api/errors';
import { ACTIVE_SETTING, partitionOf, SANDBOX_ID } from './connectionIds';
import type { Logger } from './log';
import { rememberedTokensPrefix, tokenOriginChangedMessage } from './playground/hfToken';
import type { SecretStore } from './secrets';
import type { ConnectionsRepo } from './store/connections';
import type { OutboxRepo } from './store/outbox';

export { partitionOf, SANDBOX_ID };

export interface ActiveConnection {
  id: string;
  client: ApiClient;
  /** Cache partition: the connection and a hash of its key (never the key itself). */
  partition: string;
}

export interface ConnectionManagerOptions {
  repo: ConnectionsRepo;
  /** Deletes a stored connection and everything kept for it (the workbench knows every table). */
  forget: (id: string) => void;
  secrets: SecretStore;
  log: Logger;
  /**
   * The built-in Sandbox: its address and key, or its key and how to start it (the command line
   * starts one only when a command sends a request to it).
   */
  sandbox: BuiltinSandbox;
  makeClient: (spec: ClientSpec) => ApiClient;
  /** A key given from outside for this session; it wins over the stored one. */
  keyOverride?: KeyOverride;
  /** The outbox's queued runs whose hfToken must not follow a connection to another origin. */
  queuedTokens: QueuedTokens;
  /** A Sandbox started on the first request began or finished starting (the UI says so meanwhile). */
  onSandboxStarting?: (starting: boolean) => void;
}

/**
 * What the manager needs of the outbox to keep a queued run's hfToken with the origin it was
 * typed for: the table, the transaction it shares with the connections table, and the UI's
 * `outbox.changed` for the entries it failed.
 */
export interface QueuedTokens {
  repo: Pick<OutboxRepo, 'open' | 'failTokenRuns'>;
  transaction: <T>(fn: () => T) => T;
  changed: (ids: number[]) => void;
}

/**
 * A key the host was given for this session only (the command line's WORKBENCH_API_KEY or key
 * file). It serves one connection the user added, is never saved, and wins over the stored key.
 * The built-in Sandbox keeps its own key: a platform key would mean nothing to it.
 */
export interface KeyOverride {
  apiKey: string;
  source: 'environment' | 'file';
  /**
   * Name or id of the connection it serves; by default the one active at start. Fixed here, before
   * any request, so the key is never sent to another connection's server, even for a moment.
   */
  connection?: string;
}

/** An outbox entry failed because its connection moved or was removed, and the token it held. */
type FailedTokenRun = ReturnType<OutboxRepo['failTokenRuns']>[number];

export interface SandboxAddress {
  baseUrl: string;
  apiKey: string;
}

/**
 * A Sandbox started on the first request sent to it. Its key is known before (the cache partition
 * is made of it), so a read answered from the cache, or a command that sends nothing, never starts
 * it; `start` must answer the same key.
 */
export interface LazySandbox {
  apiKey: string;
  start: () => Promise<SandboxAddress>;
}

export type BuiltinSandbox = SandboxAddress | LazySandbox;

export interface ClientSpec {
  id: string;
  /** The origin; or, for a Sandbox not started yet, how to start it (on the first request). */
  baseUrl: string | (() => Promise<string>);
  apiKey: string | null;
  /** True for the active connection's client, whose answers decide online/offline. */
  reportsReachability: boolean;
}

/** A key read the keychain did not answer is tried again after this long (queued writes too). */
export const KEYCHAIN_RETRY_SEC = 2;

export class ConnectionManager {
  private activeId: string;
  private active: ActiveConnection | null = null;
  /** The active connection being made (its key read from the keychain), for callers meanwhile. */
  private resolving: { id: string; made: Promise<ActiveConnection> } | null = null;
  private sandbox: SandboxAddress | null = null;
  private sandboxStarting: Promise<SandboxAddress> | null = null;
  /** After close(): no client is made and no Sandbox started any more. */
  private closed = false;
  /** The connection the key override serves, or null (none given, or it names the Sandbox). */
  private readonly overrideId: string | null;

  constructor(private readonly opts: ConnectionManagerOptions) {
    opts.log.redact(opts.sandbox.apiKey);
    if (!('start' in opts.sandbox)) this.sandbox = opts.sandbox;
    const saved = opts.repo.getSetting(ACTIVE_SETTING);
    this.activeId = saved && (saved === SANDBOX_ID || opts.repo.get(saved)) ? saved : SANDBOX_ID;
    this.overrideId = this.overrideTarget();
    if (opts.keyOverride) opts.log.redact(opts.keyOverride.apiKey);
    if (this.overrideId)
      opts.log.info('key given for this session', { id: this.overrideId, source: opts.keyOverride!.source });
  }

  get activeConnectionId(): string {
    return this.activeId;
  }

  /** True while the built-in Sandbox is being started (by the first request sent to it). */
  get sandboxStartingNow(): boolean {
    return this.sandboxStarting !== null && this.sandbox === null;
  }

  async list(): Promise<ConnectionView[]> {
    const views: ConnectionView[] = [this.sandboxView()];
    for (const row of this.opts.repo.list()) {
      const key = await this.readKey(row.id);
      views.push({
        id: row.id,
        name: row.name,
        kind: 'platform',
        baseUrl: row.baseUrl,
        keySet: key !== null,
        keyLast4: key ? key.slice(-4) : null,
        keyStorage:
          row.id === this.overrideId
            ? this.opts.keyOverride!.source
            : key
              ? this.opts.secrets.backend
              : 'none',
        active: row.id === this.activeId,
      });
    }
    return views;
  }

  async view(id: string): Promise<ConnectionView> {
    const found = (await this.list()).find((c) => c.id === id);
    if (!found) throw localError('INVALID_INPUT', `No connection ${id}.`);
    return found;
  }

  async add(input: { name: string; baseUrl: string; apiKey: string }): Promise<ConnectionView> {
    const id = randomUUID();
    // Keychain first: if it refuses, nothing half-made is left in the database.
    await this.opts.secrets.set(id, input.apiKey);
    this.opts.log.redact(input.apiKey);
    this.opts.repo.insert({
      id,
      name: input.name,
      baseUrl: normalizeBaseUrl(input.baseUrl),
      createdAt: now(),
    });
    this.opts.log.info('connection added', { id });
    return this.view(id);
  }

  async update(input: {
    id: string;
    name?: string;
    baseUrl?: string;
    apiKey?: string;
  }): Promise<ConnectionView> {
    const row = this.requireUserConnection(input.id);
    const moved = input.baseUrl !== undefined && originOf(input.baseUrl) !== originOf(row.baseUrl);
    // Hugging Face tokens were given for the old server too, remembered ones and those of queued
    // runs: they leave the keychain before the new address is saved, so no send can read one then.
    if (moved) await this.forgetTokens(input.id);
    if (input.apiKey !== undefined) {
      await this.opts.secrets.set(input.id, input.apiKey);
      this.opts.log.redact(input.apiKey);
    } else if (moved) {
      // The key was given for the old server: never send it to a new one, which may be anyone's.
      await this.opts.secrets.delete(input.id);
      this.opts.log.info('connection moved to another origin; its key was removed', { id: input.id });
    }
    const save = () =>
      this.opts.repo.update(input.id, {
        name: input.name,
        baseUrl: input.baseUrl === undefined ? undefined : normalizeBaseUrl(input.baseUrl),
      });
    // No await between saving the address and failing the queued runs that carry a token (one
    // transaction), nor before the active client (old address) is dropped: the sender's next client
    // has the new address and finds none of them in the line.
    let failed: FailedTokenRun[] = [];
    if (!moved) save();
    else {
      const to = originOf(input.baseUrl!) ?? input.baseUrl!;
      failed = this.saveFailingTokenRuns(input.id, save, originOf(row.baseUrl) ?? row.baseUrl, to);
    }
    const closing = input.id === this.activeId ? this.dropActiveClient() : undefined;
    this.announceFailed(input.id, failed);
    await closing;
    await this.deleteTokens(failed.map((f) => f.hfTokenRef));
    return this.view(input.id);
  }

  /** Removes a connection that is not active (the caller switches away first). */
  async remove(id: string): Promise<void> {
    const row = this.requireUserConnection(id);
    if (id === this.activeId)
      throw localError('INVALID_INPUT', 'Switch to another connection before removing this one.');
    await this.forgetTokens(id);
    await this.opts.secrets.delete(id);
    // Its queued runs that carried a token can never be sent now: failed with the removal, in words.
    const failed = this.saveFailingTokenRuns(
      id,
      () => this.opts.forget(id),
      originOf(row.baseUrl) ?? row.baseUrl,
      null,
    );
    this.announceFailed(id, failed);
    await this.deleteTokens(failed.map((f) => f.hfTokenRef));
  }

  /**
   * Deletes every hfToken given for this connection's server: remembered ones
   * (`playground-hf:<connection>:…`) and those its unsent outbox runs refer to (one-time or
   * remembered). A send that reads one afterwards finds nothing to send.
   */
  private async forgetTokens(id: string): Promise<void> {
    const remembered = await this.opts.secrets.accounts(rememberedTokensPrefix(id));
    const queued = this.opts.queuedTokens.repo
      .open(id)
      .flatMap((e) =>
        isOp(e, 'playground.run.create') && e.request.hfTokenRef ? [e.request.hfTokenRef] : [],
      );
    await this.deleteTokens([...remembered, ...queued]);
    if (remembered.length > 0)
      this.opts.log.info('remembered access tokens removed', { id, count: remembered.length });
  }

  private async deleteTokens(refs: string[]): Promise<void> {
    for (const ref of new Set(refs)) await this.opts.secrets.delete(ref);
  }

  /**
   * Saves the move (or removal) and, in the same transaction, fails every unsent run of the
   * connection that carries an hfToken reference (TOKEN_ORIGIN_CHANGED, in words; the request is
   * kept). Answers those entries and the references they held, to delete: a run queued while the
   * tokens were being deleted is caught here.
   */
  private saveFailingTokenRuns(
    id: string,
    save: () => void,
    from: string,
    /** The new origin, or null when the connection is removed. */
    to: string | null,
  ): FailedTokenRun[] {
    const { repo, transaction } = this.opts.queuedTokens;
    const error = errorInfo('TOKEN_ORIGIN_CHANGED', tokenOriginChangedMessage(from, to));
    return transaction(() => {
      save();
      return repo.failTokenRuns(id, error);
    });
  }

  private announceFailed(id: string, failed: { id: number }[]): void {
    if (failed.length === 0) return;
    const ids = failed.map((f) => f.id);
    this.opts.log.info('queued runs with an access token failed: the connection moved or was removed', {
      id,
      ids,
    });
    this.opts.queuedTokens.changed(ids);
  }

  async activate(id: string, remember = true): Promise<void> {
    if (id !== SANDBOX_ID) this.requireUserConnection(id);
    await this.dropActiveClient();
    this.activeId = id;
    if (remember) this.opts.repo.setSetting(ACTIVE_SETTING, id);
  }

  /** The active connection's client, made on first use and kept until the connection changes. */
  async getActive(): Promise<ActiveConnection> {
    if (this.closed) throw localError('CANCELLED', 'The workbench is closed.');
    if (this.active?.id === this.activeId) return this.active;
    const id = this.activeId;
    // Callers that ask while the key is being read wait for that one read: one keychain call,
    // one client.
    if (this.resolving?.id === id) return this.resolving.made;
    const made = this.makeActive(id).finally(() => {
      if (this.resolving?.made === made) this.resolving = null;
    });
    this.resolving = { id, made };
    return made;
  }

  private async makeActive(id: string): Promise<ActiveConnection> {
    // The Sandbox is started by the first request sent to it, not for a read of the cache.
    const { baseUrl, apiKey } = id === SANDBOX_ID ? this.sandboxOnFirstRequest() : await this.resolve(id);
    // Closed while the key was read: no client that nobody would close.
    if (this.closed) throw localError('CANCELLED', 'The workbench is closed.');
    const client = this.opts.makeClient({ id, baseUrl, apiKey, reportsReachability: true });
    this.active = { id, client, partition: partitionOf(id, apiKey) };
    return this.active;
  }

  /** A throwaway client for one connection (Test connection), whichever is active. */
  async clientFor(id: string): Promise<ApiClient> {
    const { baseUrl, apiKey } = await this.resolve(id);
    return this.opts.makeClient({ id, baseUrl, apiKey, reportsReachability: false });
  }

  /** A throwaway client for values not saved yet (test before save); the rest from `id`. */
  async clientForValues(values: { id?: string; baseUrl?: string; apiKey?: string }): Promise<ApiClient> {
    const saved = values.id ? await this.resolve(values.id) : { baseUrl: undefined, apiKey: null };
    const baseUrl = values.baseUrl ? normalizeBaseUrl(values.baseUrl) : saved.baseUrl;
    if (!baseUrl) throw localError('INVALID_INPUT', 'Give the address to test.');
    // The saved key is only ever sent to the saved address, never to one just typed.
    const apiKey = values.apiKey?.trim() || (baseUrl === saved.baseUrl ? saved.apiKey : null);
    if (values.apiKey) this.opts.log.redact(values.apiKey.trim());
    return this.opts.makeClient({ id: values.id ?? 'unsaved', baseUrl, apiKey, reportsReachability: false });
  }

  /**
   * The host is done (the outbox has finished its sends by now): a Sandbox start on its way is
   * waited for, so the host that started it can stop it (started after close, nobody would), and
   * the requests still on their way (reads nobody waits for) are ended, not waited for.
   */
  async close(): Promise<void> {
    this.closed = true;
    await this.sandboxStarting?.catch(() => undefined);
    await this.dropActiveClient({ abort: true });
  }

  private async resolve(id: string): Promise<{ baseUrl: string; apiKey: string | null }> {
    if (id === SANDBOX_ID) return this.sandbox ?? (await this.startSandbox());
    const row = this.requireUserConnection(id);
    // Saved before plain http was limited to loopback: refuse to send its key in the clear.
    const problem = platformUrlProblem(row.baseUrl);
    if (problem) throw localError('INVALID_INPUT', `This connection's address cannot be used. ${problem}`);
    return { baseUrl: row.baseUrl, apiKey: await this.keyForRequests(id) };
  }

  /** The Sandbox's address and key, or its key and how to start it when a request is sent. */
  private sandboxOnFirstRequest(): { baseUrl: string | (() => Promise<string>); apiKey: string } {
    if (this.sandbox) return this.sandbox;
    return {
      baseUrl: () => this.startSandbox().then((address) => address.baseUrl),
      apiKey: this.opts.sandbox.apiKey,
    };
  }

  private async startSandbox(): Promise<SandboxAddress> {
    if (this.closed && !this.sandboxStarting)
      throw localError('CANCELLED', 'The workbench is closed: the Sandbox is not started.');
    const lazy = this.opts.sandbox as LazySandbox;
    if (this.sandboxStarting) return this.sandboxStarting;
    this.sandboxStarting = lazy.start().then((address) => {
      // The cache partition and every client were made with the announced key.
      if (address.apiKey !== lazy.apiKey)
        throw localError('INTERNAL', 'The Sandbox started with another key than the one it was given with.');
      this.sandbox = address;
      return address;
    });
    this.opts.onSandboxStarting?.(true);
    const done = () => this.opts.onSandboxStarting?.(false);
    this.sandboxStarting.then(done, done);
    return this.sandboxStarting;
  }

  private overrideTarget(): string | null {
    const wanted = this.opts.keyOverride?.connection?.toLowerCase();
    if (!this.opts.keyOverride) return null;
    if (wanted === undefined) return this.activeId === SANDBOX_ID ? null : this.activeId;
    const row = this.opts.repo
      .list()
      .find((r) => r.id.toLowerCase() === wanted || r.name.toLowerCase() === wanted);
    return row?.id ?? null;
  }

  /** The connection's key for the connections list: a keychain that did not answer shows no key. */
  private async readKey(id: string): Promise<string | null> {
    return this.keyForRequests(id).catch(() => null);
  }

  /**
   * The key requests are sent with. A keychain that did not answer is an error, never "no key":
   * that would send requests without the key (refused, and a queued write failed for it) and read
   * and write another cache partition, where the user's cache and versions are not.
   */
  private async keyForRequests(id: string): Promise<string | null> {
    if (id === this.overrideId) return this.opts.keyOverride!.apiKey;
    try {
      const key = await this.opts.secrets.get(id);
      if (key) this.opts.log.redact(key);
      return key;
    } catch (err) {
      const why = (err as Error).message;
      this.opts.log.warn('keychain read failed', { id, error: why });
      throw localError('KEYCHAIN_UNANSWERED', `Reading this connection's API key failed: ${why}.`, {
        retryAfterSec: KEYCHAIN_RETRY_SEC,
      });
    }
  }

  private requireUserConnection(id: string) {
    const row = this.opts.repo.get(id);
    if (!row) throw localError('INVALID_INPUT', `No connection ${id}.`);
    return row;
  }

  private async dropActiveClient(opts: { abort?: boolean } = {}): Promise<void> {
    const old = this.active;
    this.active = null;
    await old?.client.close(opts);
  }

  private sandboxView(): ConnectionView {
    return {
      id: SANDBOX_ID,
      name: 'Sandbox',
      kind: 'sandbox',
      // Not started yet: the address is known once the first command uses it.
      baseUrl: this.sandbox?.baseUrl ?? 'http://127.0.0.1 (started on first use)',
      keySet: true,
      keyLast4: this.opts.sandbox.apiKey.slice(-4),
      keyStorage: 'builtin',
      active: this.activeId === SANDBOX_ID,
    };
  }
}

/** The origin and any path prefix, without a trailing slash or the API prefix the user pasted. */
function normalizeBaseUrl(raw: string): string {
  const u = new URL(raw.trim());
  const path = u.pathname.replace(/\/+$/, '').replace(/\/api\/public\/v1$/, '');
  return `${u.origin}${path}`;
}

function now(): string {
  return new Date().toISOString();
}
