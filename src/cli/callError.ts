/** The two ways a command fails before or instead of its work. */
import type { ApiErrorInfo } from '../shared/api';

export class CallError extends Error {
  constructor(readonly info: ApiErrorInfo) {
    super(info.message);
  }
}

/** A usage or input problem found by the command itself (exit code 2). */
export class UsageError extends Error {}
