/** Cheatsheet and solver sizes as the platform measures them: UTF-8 bytes of the text body. */
import { utf8Length } from '../../../shared/utf8';
import { formatInteger } from './format';

const encoder = new TextEncoder();

/**
 * UTF-8 length without allocating the encoded bytes: the shared `utf8Length` (one implementation
 * for the editors, the submit forms and the IGP24 checks), under the name the editors have used.
 */
export const utf8Bytes: (text: string) => number = utf8Length;

/** Reference implementation, for tests. */
export function utf8BytesSlow(text: string): number {
  return encoder.encode(text).length;
}

export type ByteLevel = 'ok' | 'near' | 'limit' | 'over';

export interface ByteStatus {
  bytes: number;
  maxBytes: number | null;
  level: ByteLevel;
  /** "10,342 / 10,240 bytes — 102 over" */
  text: string;
}

/** Amber from 90 % of the limit, red from 98 % (before it is passed), blocked above it. */
export const NEAR_RATIO = 0.9;
export const LIMIT_RATIO = 0.98;

export function byteStatus(bytes: number, maxBytes: number | null | undefined): ByteStatus {
  if (maxBytes === null || maxBytes === undefined) {
    return { bytes, maxBytes: null, level: 'ok', text: `${formatInteger(bytes)} bytes (no limit published)` };
  }
  const base = `${formatInteger(bytes)} / ${formatInteger(maxBytes)} bytes`;
  if (bytes > maxBytes) {
    return { bytes, maxBytes, level: 'over', text: `${base} — ${formatInteger(bytes - maxBytes)} over` };
  }
  const left = `${base} — ${formatInteger(maxBytes - bytes)} left`;
  if (bytes >= maxBytes * LIMIT_RATIO) return { bytes, maxBytes, level: 'limit', text: left };
  if (bytes >= maxBytes * NEAR_RATIO) return { bytes, maxBytes, level: 'near', text: left };
  return { bytes, maxBytes, level: 'ok', text: left };
}
