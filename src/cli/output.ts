/**
 * How commands speak: aligned tables for people, JSON for scripts, errors in the app's words
 * (src/shared/errorText.ts), and exit codes a script can branch on.
 */
import type { ApiErrorInfo } from '../shared/api';
import { describeError } from '../shared/errorText';

/**
 * Exit codes (README "Command line"):
 * 0 done; 1 the work failed (a refusal, a rejected or invalid submission, a failed check);
 * 2 usage error (bad arguments, unreadable file); 3 not signed in or the key was refused;
 * 4 the platform could not be reached (writes stay queued in the outbox);
 * 5 rate limited or the daily cap is used up (the reset time is printed);
 * 6 a sweep paused and waits for you (`runs sweep`: the reason and the command that resumes it).
 */
export const EXIT = { ok: 0, failed: 1, usage: 2, auth: 3, offline: 4, limited: 5, paused: 6 } as const;

const AUTH_CODES = new Set([
  'NO_API_KEY',
  'API_KEY_REQUIRED',
  'INVALID_API_KEY',
  'API_KEY_REVOKED',
  'API_KEY_EXPIRED',
  'API_KEY_SCOPE_DENIED',
]);
const OFFLINE_CODES = new Set(['NETWORK_UNREACHABLE', 'TIMEOUT', 'TLS_ERROR']);

export function exitCodeFor(info: ApiErrorInfo): number {
  if (AUTH_CODES.has(info.code)) return EXIT.auth;
  if (OFFLINE_CODES.has(info.code)) return EXIT.offline;
  if (info.status === 429) return EXIT.limited;
  if (info.code === 'INVALID_INPUT' && info.status === null) return EXIT.usage;
  return EXIT.failed;
}

/**
 * The app's three sentences for a failure, in a terminal's words (the next step is a command),
 * plus the code for searching and scripts. `nameOf` gives a field of the input the command's own
 * name (`--kind`, `KIND`), so a refused value is said by the argument that carried it.
 */
export function errorLines(
  info: ApiErrorInfo,
  now = new Date(),
  nameOf: (path: string) => string | null = () => null,
): string {
  const t = describeError(info, now, 'terminal');
  const fields = info.fieldErrors.map((f) => `  ${nameOf(f.path) ?? (f.path || '/')}: ${f.message}`);
  // A refusal by the workbench itself carries its one specific reason in the message (the lines
  // of its fields say it, by name, when there are any).
  const reason =
    info.status === null && info.message && info.message !== t.detail && fields.length === 0
      ? info.message
      : null;
  return [`Error: ${t.title} (${info.rawCode ?? info.code})`, reason, t.detail, ...fields, t.action]
    .filter(Boolean)
    .join('\n');
}

/** A failure in one line of words, for notes about an older copy or a waiting write. */
export function errorSummary(info: ApiErrorInfo, now = new Date()): string {
  const t = describeError(info, now, 'terminal');
  return `${t.title}. ${t.detail} (${info.rawCode ?? info.code})`;
}

/** `line`: the value on one line (a stream of JSON lines, e.g. one per ended round). */
export function printJson(value: unknown, line = false): void {
  // JSON.stringify escapes C0 but not DEL or C1 (U+0080–U+009F, e.g. U+009B CSI): escape those too,
  // and the bidi controls (BIDI below): the data stay exact, and no line of them is reordered.
  const json = JSON.stringify(value, null, line ? undefined : 2).replace(
    /(?![\t\n\r])\p{Cc}|[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
  process.stdout.write(`${json}\n`);
}

/**
 * C0 controls except tab and newline, DEL, and C1 controls; a carriage return survives only in
 * CRLF. Titles, file names and messages come from the server (or another user): printed raw,
 * `ESC]0;…BEL` would set the terminal's title and `ESC[2J` clear it, or worse.
 */
const CONTROLS = /\r(?!\n)|(?![\t\n\r])\p{Cc}/gu;

/**
 * The Unicode bidi controls (embeddings and overrides U+202A–U+202E, isolates U+2066–U+2069, the
 * marks U+200E, U+200F and U+061C): a terminal applies them to the rest of the line, so an author
 * name with U+202E would print the next columns backwards (Trojan Source). They are shown as the
 * app's editor shows them (Monaco's `renderControlCharacters`): `[U+202E]`.
 */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

function bidiMark(c: string): string {
  return `[U+${c.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}]`;
}

/** Text as a terminal may show it: escape controls removed, bidi controls as visible marks. */
export function terminalSafe(text: string): string {
  return text.replace(CONTROLS, '').replace(BIDI, bidiMark);
}

/**
 * Every write of this process to stdout and stderr passes terminalSafe(): one place, so no command
 * can print a server string raw. Called once by main() before any command runs.
 */
export function guardTerminalOutput(): void {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream) as (chunk: unknown, ...rest: unknown[]) => boolean;
    stream.write = ((chunk: unknown, ...rest: unknown[]) => {
      const text =
        typeof chunk === 'string'
          ? chunk
          : chunk instanceof Uint8Array
            ? Buffer.from(chunk).toString('utf8')
            : null;
      return write(text === null ? chunk : terminalSafe(text), ...rest);
    }) as typeof stream.write;
  }
}

export type Cell = string | number | boolean | null | undefined;

/** A value as printed; already terminal-safe, so the columns are measured on what is shown. */
function cell(v: Cell): string {
  if (v === null || v === undefined || v === '') return '-';
  return terminalSafe(String(v));
}

/** Column-aligned rows with a header; the last column is never padded. */
export function printTable(header: string[], rows: Cell[][]): void {
  const text = rows.map((r) => r.map(cell));
  const widths = header.map((h, i) => Math.max(h.length, ...text.map((r) => r[i]?.length ?? 0)));
  const line = (r: string[]) =>
    r
      .map((c, i) => (i === r.length - 1 ? c : c.padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  process.stdout.write(`${line(header)}\n`);
  for (const r of text) process.stdout.write(`${line(r)}\n`);
}

/** "Key: value" lines for one record. */
export function printFields(fields: [string, Cell][]): void {
  const width = Math.max(...fields.map(([k]) => k.length));
  for (const [k, v] of fields) process.stdout.write(`${`${k}:`.padEnd(width + 1)} ${cell(v)}\n`);
}

/** Progress and notes go to stderr, so stdout stays clean for pipes. */
export function note(text: string): void {
  process.stderr.write(`${text}\n`);
}
