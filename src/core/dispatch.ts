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
      const issues = parsed.error.issues.map((i) => ({ ...i, message: issueWords(i, input) }));
      const first = issues[0];
      const name = first?.path.length ? first.path.map(String).join('.') : 'The input';
      // A refinement's message is a sentence of its own; the others follow the field's name.
      const sentence = !first
        ? 'The input is not valid'
        : first.code === 'custom'
          ? first.message
          : `${name} ${first.message}`;
      return { ok: false, error: invalidInput(/[.!?]$/.test(sentence) ? sentence : `${sentence}.`, issues) };
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

/** What a validator found, as the zod issue carries it (the fields issueWords reads). */
interface Issue {
  code: string;
  path: PropertyKey[];
  message: string;
  values?: readonly unknown[];
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  format?: string;
  keys?: readonly string[];
  divisor?: number | bigint;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  record: 'an object',
  null: 'null',
};

function shown(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  const short = text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return `“${short}”`;
}

function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

/**
 * A validator's finding in words, to follow the field's name ("kind must be one of …"): the
 * allowed values, the limits and what was given, never the validator's own notation. Messages
 * written for the contract (refinements) are words already and are kept.
 */
export function issueWords(issue: Issue, input: unknown): string {
  const given = valueAt(input, issue.path);
  const many = (n: number | bigint, one: string) => `${n} ${one}${n === 1 || n === 1n ? '' : 's'}`;
  switch (issue.code) {
    case 'invalid_value': {
      const allowed = (issue.values ?? []).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
      const was = given === undefined ? '' : ` (not ${shown(given)})`;
      return allowed.length === 1
        ? `must be ${allowed[0]}${was}`
        : `must be one of ${allowed.join(', ')}${was}`;
    }
    case 'invalid_type':
      if (given === undefined) return 'is missing';
      return `must be ${TYPE_WORDS[issue.expected ?? ''] ?? issue.expected ?? 'something else'} (not ${shown(given)})`;
    case 'too_small': {
      const n = issue.minimum ?? 0;
      if (issue.origin === 'string')
        return n === 1 || n === 1n ? 'must not be empty' : `must have at least ${many(n, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set')
        return n === 1 || n === 1n ? 'must not be empty' : `must have at least ${many(n, 'item')}`;
      return `must be ${issue.inclusive === false ? 'more than' : 'at least'} ${n}${given === undefined ? '' : ` (not ${shown(given)})`}`;
    }
    case 'too_big': {
      const n = issue.maximum ?? 0;
      if (issue.origin === 'string') return `must have at most ${many(n, 'character')}`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must have at most ${many(n, 'item')}`;
      return `must be ${issue.inclusive === false ? 'less than' : 'at most'} ${n}${given === undefined ? '' : ` (not ${shown(given)})`}`;
    }
    case 'invalid_format':
      return issue.format === 'regex' || !issue.format
        ? `is not in the expected form${given === undefined ? '' : ` (${shown(given)})`}`
        : `must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `has ${issue.keys?.length === 1 ? 'a field it does not take' : 'fields it does not take'}: ${(issue.keys ?? []).join(', ')}`;
    case 'invalid_union':
      return `is not in any of the accepted forms${given === undefined ? '' : ` (${shown(given)})`}`;
    default:
      return issue.message;
  }
}
