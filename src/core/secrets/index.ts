/**
 * API keys live in the OS keychain, one entry per connection. When no keychain answers (a Linux
 * box without a Secret Service, say), keys are held in memory for this session only and the UI
 * says so. A key is never written to disk in clear.
 */
type Keyring = typeof import('@napi-rs/keyring');

/**
 * The keychain library (a native module), loaded on the first key read or written: a command that
 * needs no key (a read of the Sandbox's cache, `outbox list`) never loads it.
 */
let keyring: Promise<Keyring> | null = null;
function loadKeyring(): Promise<Keyring> {
  // A CommonJS package: its exports are the default export (Node, and the command line's bundle).
  keyring ??= import('@napi-rs/keyring').then((m) => (m as Keyring & { default?: Keyring }).default ?? m);
  return keyring;
}

export interface SecretStore {
  readonly backend: 'keychain' | 'memory';
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<void>;
  /** The accounts (never their secrets) whose name starts with `prefix`. */
  accounts(prefix: string): Promise<string[]>;
  /**
   * A store that finds its backend on first use (secretStoreOnFirstUse) calls `listener` once it
   * knows: `backend` may have changed (the header's "keys kept in memory" hears of it).
   */
  onOpened?(listener: () => void): void;
}

export const KEYCHAIN_SERVICE = 'participant-workbench';

/**
 * On Linux, pin the Secret Service: the library's fallback, the kernel keyring, forgets keys at
 * logout, which would look like a saved key and behave like a memory one.
 */
const ENTRY_OPTIONS = { linux: { store: 'secret-service' as const } };

/**
 * The Secret Service went away in the middle of a call (its daemon ended or is restarting): D-Bus
 * starts it again on the next call, so the call is made again before it counts as failed.
 */
const GONE = /disconnected from message bus|NoReply|Did not receive a reply|NameHasNoOwner/i;
/** What deleting an entry that is no longer there says: a retried delete that finds it done. */
const NO_ENTRY = /no matching entry|NoEntry/i;
/**
 * Pauses before each new try of a call whose Secret Service went away: D-Bus starts the daemon
 * again, and on a loaded machine that takes more than a moment (2 s in all).
 */
const GONE_PAUSES_MS = [100, 400, 1500];

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * `op`, made again after a pause while the keychain went away mid-call (at most `pausesMs.length`
 * times more). `doneAfterRetry` says which failures of a later try mean an earlier one had already
 * done the work.
 */
export async function retryWhenGone<T>(
  op: () => Promise<T>,
  doneAfterRetry: (err: unknown) => boolean = () => false,
  pausesMs: readonly number[] = GONE_PAUSES_MS,
): Promise<T | undefined> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await op();
    } catch (err) {
      if (attempt > 0 && doneAfterRetry(err)) return undefined;
      if (attempt >= pausesMs.length || !GONE.test(messageOf(err))) throw err;
    }
    await new Promise((resolve) => setTimeout(resolve, pausesMs[attempt]));
  }
}

export class KeychainSecretStore implements SecretStore {
  readonly backend = 'keychain' as const;
  constructor(private readonly service = KEYCHAIN_SERVICE) {}

  private async entry(account: string) {
    const { AsyncEntry } = await loadKeyring();
    return new AsyncEntry(this.service, account, ENTRY_OPTIONS);
  }
  async get(account: string): Promise<string | null> {
    const entry = await this.entry(account);
    return (await retryWhenGone(() => entry.getPassword())) ?? null;
  }
  async set(account: string, secret: string): Promise<void> {
    const entry = await this.entry(account);
    await retryWhenGone(() => entry.setPassword(secret));
  }
  async delete(account: string): Promise<void> {
    const entry = await this.entry(account);
    await retryWhenGone(
      () => entry.deletePassword(),
      (err) => NO_ENTRY.test(messageOf(err)),
    );
  }
  async accounts(prefix: string): Promise<string[]> {
    const { findCredentialsAsync } = await loadKeyring();
    const found = (await retryWhenGone(() => findCredentialsAsync(this.service))) ?? [];
    return found.map((c) => c.account).filter((a) => a.startsWith(prefix));
  }
}

export class MemorySecretStore implements SecretStore {
  readonly backend = 'memory' as const;
  private readonly secrets = new Map<string, string>();
  async get(account: string): Promise<string | null> {
    return this.secrets.get(account) ?? null;
  }
  async set(account: string, secret: string): Promise<void> {
    this.secrets.set(account, secret);
  }
  async delete(account: string): Promise<void> {
    this.secrets.delete(account);
  }
  async accounts(prefix: string): Promise<string[]> {
    return [...this.secrets.keys()].filter((a) => a.startsWith(prefix));
  }
}

/** A store that asks the keychain only when first used, or when told to. */
export interface SecretStoreOnFirstUse extends SecretStore {
  /** Asks the keychain now if nobody has yet: the backend is known when this settles. */
  open(): Promise<SecretStore>;
  onOpened(listener: () => void): void;
}

/**
 * openSecretStore() on first use: a command that reads or writes no key never asks the keychain,
 * and serve mode asks it after its first answers (the first answer of a Secret Service takes the
 * thread for 15–75 ms). Until it is known `backend` says 'keychain'; the first call finds out
 * (memory when none answers) and tells the listeners.
 */
export function secretStoreOnFirstUse(service = KEYCHAIN_SERVICE): SecretStoreOnFirstUse {
  let opening: Promise<SecretStore> | null = null;
  let opened: SecretStore | null = null;
  const listeners: (() => void)[] = [];
  const open = (): Promise<SecretStore> => {
    opening ??= openSecretStore(service).then((store) => {
      opened = store;
      for (const listener of listeners.splice(0)) listener();
      return store;
    });
    return opening;
  };
  return {
    get backend() {
      return opened?.backend ?? 'keychain';
    },
    get: async (account) => (await open()).get(account),
    set: async (account, secret) => (await open()).set(account, secret),
    delete: async (account) => (await open()).delete(account),
    accounts: async (prefix) => (await open()).accounts(prefix),
    open,
    onOpened: (listener) => {
      if (opened) listener();
      else listeners.push(listener);
    },
  };
}

/**
 * A keychain that is not there at all: no session bus to connect to, or no Secret Service on it.
 * Any other failure of the first read may pass (a Secret Service busy starting, a bus under load)
 * and is asked again before keys are kept in memory: a key saved in the keychain would otherwise
 * read as no key at all (NO_API_KEY) for the whole session.
 */
const ABSENT = /Failed to connect to socket|ServiceUnknown|NoServer|not provided by any \.service files/i;
/** Pauses before asking a failing keychain again (ms). */
const PROBE_RETRIES_MS = [50, 250];

/** The first read of a key, the keychain's answer to "are you there?". */
export type KeychainProbe = (service: string) => Promise<unknown>;
const readProbe: KeychainProbe = (service) => new KeychainSecretStore(service).get('__probe__');

/** The OS keychain when it answers a read, else memory for this session. */
export async function openSecretStore(
  service = KEYCHAIN_SERVICE,
  probe: KeychainProbe = readProbe,
): Promise<SecretStore> {
  // A library that cannot be loaded is an error of the installation, not a machine without a keychain.
  await loadKeyring();
  for (let attempt = 0; ; attempt++) {
    try {
      await probe(service);
      return new KeychainSecretStore(service);
    } catch (err) {
      const pause = PROBE_RETRIES_MS[attempt];
      if (pause === undefined || ABSENT.test(messageOf(err))) return new MemorySecretStore();
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}
