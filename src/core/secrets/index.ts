/**
 * API keys live in the OS keychain, one entry per connection. When no keychain answers (a Linux
 * box without a Secret Service, say), keys are held in memory for this session only and the UI
 * says so. A key is never written to disk in clear.
 */
import { AsyncEntry, findCredentialsAsync } from '@napi-rs/keyring';

export interface SecretStore {
  readonly backend: 'keychain' | 'memory';
  get(account: string): Promise<string | null>;
  set(account: string, secret: string): Promise<void>;
  delete(account: string): Promise<void>;
  /** The accounts (never their secrets) whose name starts with `prefix`. */
  accounts(prefix: string): Promise<string[]>;
}

export const KEYCHAIN_SERVICE = 'participant-workbench';

/**
 * On Linux, pin the Secret Service: the library's fallback, the kernel keyring, forgets keys at
 * logout, which would look like a saved key and behave like a memory one.
 */
const ENTRY_OPTIONS = { linux: { store: 'secret-service' as const } };

export class KeychainSecretStore implements SecretStore {
  readonly backend = 'keychain' as const;
  constructor(private readonly service = KEYCHAIN_SERVICE) {}

  get(account: string): Promise<string | null> {
    return new AsyncEntry(this.service, account, ENTRY_OPTIONS).getPassword();
  }
  async set(account: string, secret: string): Promise<void> {
    await new AsyncEntry(this.service, account, ENTRY_OPTIONS).setPassword(secret);
  }
  async delete(account: string): Promise<void> {
    await new AsyncEntry(this.service, account, ENTRY_OPTIONS).deletePassword();
  }
  async accounts(prefix: string): Promise<string[]> {
    const found = await findCredentialsAsync(this.service);
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

/** The OS keychain when it answers a read, else memory for this session. */
export async function openSecretStore(service = KEYCHAIN_SERVICE): Promise<SecretStore> {
  const keychain = new KeychainSecretStore(service);
  try {
    await keychain.get('__probe__');
    return keychain;
  } catch {
    return new MemorySecretStore();
  }
}
