/** A call the core refused: carries the error as the app would show it. */
import type { ApiErrorInfo } from '../shared/api';

export class CallError extends Error {
  constructor(readonly info: ApiErrorInfo) {
    super(info.message);
  }
}
