/**
 * Where a model-reference run's hfToken is kept: only in the OS keychain (SecretStore), never in
 * SQLite or a log. A token the user asked to remember lives under the connection + modelName; a
 * token for one run waits under a one-time account until the run request is sent, then goes.
 */
import { randomUUID } from 'node:crypto';

export function rememberedTokenRef(connectionId: string, modelName: string): string {
  return `${rememberedTokensPrefix(connectionId)}${modelName}`;
}

/**
 * Every remembered token of one connection starts so. They were given for that connection's
 * server: when it moves to another origin or is removed, they are deleted with its key.
 */
export function rememberedTokensPrefix(connectionId: string): string {
  return `playground-hf:${connectionId}:`;
}

export function oneTimeTokenRef(): string {
  return `playground-hf-once:${randomUUID()}`;
}

export function isOneTimeTokenRef(ref: string): boolean {
  return ref.startsWith('playground-hf-once:');
}
