/**
 * The generic entry for every host (IPC registrar, serve host): checks that the method exists,
 * validates the input with the contract's schema, runs the handler, and turns every failure into
 * data. Hosts never see a handler directly.
 */
import { type ApiErrorInfo, errorInfo } from '../shared/api';
import { contract, isMethodName, type RpcResponse } from '../shared/contract';
import { toErrorInfo } from './api/errors';
import type { CallContext, Handlers } from './handlers/types';

/** `signal`: the host aborts it when the caller goes away, so long work (paging) stops. */
export type Dispatch = (
  method: unknown,
  input: unknown,
  signal?: AbortSignal,
) => Promise<RpcResponse<unknown>>;

export function createDispatcher(handlers: Handlers): Dispatch {
  return async (method, input, signal) => {
    if (!isMethodName(method)) return { ok: false, error: invalidInput(`Unknown method ${String(method)}`) };
    const parsed = contract[method].input.safeParse(input ?? {});
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first?.path.length ? ` at ${first.path.join('.')}` : '';
      return {
        ok: false,
        error: invalidInput(`${first?.message ?? 'Invalid input'}${where}`, parsed.error.issues),
      };
    }
    try {
      const handler = handlers[method] as (input: unknown, call: CallContext) => Promise<unknown>;
      return { ok: true, value: await handler(parsed.data, { signal }) };
    } catch (err) {
      return { ok: false, error: toErrorInfo(err) };
    }
  };
}

function invalidInput(
  message: string,
  issues: readonly { path: PropertyKey[]; code: string; message: string }[] = [],
): ApiErrorInfo {
  const fieldErrors = issues.map((i) => ({
    path: `/${i.path.map(String).join('/')}`,
    code: i.code.toUpperCase(),
    message: i.message,
  }));
  return errorInfo('INVALID_INPUT', message, { fieldErrors });
}
