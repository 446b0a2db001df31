/**
 * Where a model-reference run's hfToken is kept: only in the OS keychain (SecretStore), never in
 * SQLite or a log. A token the user asked to remember lives under the connection + modelName; a
 * token for one run waits under a one-time account until the run request is sent, then goes.
 */
import { randomUUID } from 'node:crypto';

export function rememberedTokenRef(connectionId: string, modelName: string): string {
  return `playground-hf:${connectionId}:${modelName}`;
}

export function oneTimeTokenRef(): string {
  return `playground-hf-once:${randomUUID()}`;
}

export function isOneTimeTokenRef(ref: string): boolean {
  return ref.startsWith('playground-hf-once:');
}
