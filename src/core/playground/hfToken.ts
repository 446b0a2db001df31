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

/**
 * Why a queued run that carried a token was not sent: its connection moved to another origin (or
 * was removed) after the token was typed. The token is deleted, never sent to the new address;
 * the rest of the request stays in the outbox entry (docs/security.md).
 */
export function tokenOriginChangedMessage(from: string, to: string | null): string {
  return to === null
    ? `This run was not sent: its connection was removed, and its access token was typed for that connection's address (${from}). The token was deleted. Start the run again on another connection and type the token there; the run's settings are kept here.`
    : `This run was not sent: its connection moved from ${from} to another address (${to}), and its access token was typed for ${from}. The token was deleted instead of being sent to the new address. Start the run again and type the token for the new address; the run's settings are kept here.`;
}
