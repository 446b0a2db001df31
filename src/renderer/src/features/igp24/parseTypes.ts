/** The messages between the page and parse.worker.ts (types and the empty file only: no parsing here). */
import type { Limits, LimitViolation, ParsedFile } from '../../../../shared/igp24';

export interface ParseRequest {
  text: string;
  meta?: Record<string, unknown>;
  limits: Limits;
}

export interface ParseAnswer {
  /** Lines and sizes; no lines when the file was refused by size. */
  file: ParsedFile;
  /** Broken limits (spec 8); when `refused`, the file was not parsed. */
  violations: LimitViolation[];
  refused: boolean;
}

export const EMPTY_FILE: ParsedFile = {
  lines: [],
  polynomialCount: 0,
  validCount: 0,
  invalidCount: 0,
  duplicateCount: 0,
  bodyBytes: 0,
  envelopeBytes: 0,
};
