/**
 * A small line logger. Every secret the core handles is registered with `redact`, and each line is
 * scrubbed before it is written, so a key pasted into an error message still never reaches a log.
 */
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export interface Logger {
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  redact(secret: string): void;
}

export function createLogger(file: string | null, echo = false): Logger {
  const secrets = new Set<string>();
  if (file) mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const write = (level: string, msg: string, fields?: Record<string, unknown>) => {
    let line = JSON.stringify({ t: new Date().toISOString(), level, msg, ...fields });
    for (const s of secrets) line = line.split(s).join('[redacted]');
    // Created private (0600): the log names connections, runs and items of this user.
    if (file) appendFileSync(file, `${line}\n`, { mode: 0o600 });
    if (echo) process.stderr.write(`${line}\n`);
  };
  return {
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
    redact: (s) => {
      // Very short strings would shred unrelated text; real keys are long.
      if (s.length >= 8) secrets.add(s);
    },
  };
}
