/** Cheatsheet and solver sizes as the platform measures them: UTF-8 bytes of the text body. */
import { formatInteger } from '../../lib/format';

const encoder = new TextEncoder();

/** UTF-8 length without allocating the encoded bytes for the common ASCII case. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) bytes += 1;
    else if (c < 0x800) bytes += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        bytes += 4;
        i++;
      } else bytes += 3; // lone high surrogate: encoded as U+FFFD (3 bytes)
    } else bytes += 3; // BMP, and lone low surrogates (U+FFFD)
  }
  return bytes;
}

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
