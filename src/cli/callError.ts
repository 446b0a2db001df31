/** The two ways a command fails before or instead of its work. */
import type { ApiErrorInfo } from '../shared/api';

export class CallError extends Error {
  /** `more`: lines said after the error's words (the records to choose from, the commands). */
  constructor(
    readonly info: ApiErrorInfo,
    readonly more: string[] = [],
  ) {
    super(info.message);
  }
}

/** A usage or input problem found by the command itself (exit code 2). */
export class UsageError extends Error {}
