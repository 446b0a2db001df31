/**
 * The command line speaks command line (issue 36, item 4): the next step is a command, never a
 * window; a missing thing is named as what it is; a refused input is said by the argument that
 * carried it and the values it takes, never in the validator's notation; every wait says who asked
 * for it; a run's record without progress is not "0/0 done"; and the dashboard says why a run is
 * no longer followed.
 */
import { Command } from 'commander';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { runLine } from '../../../src/cli/commands/runs';
import { errorLines } from '../../../src/cli/output';
import { fieldNames } from '../../../src/cli/run';
import { createDispatcher } from '../../../src/core/dispatch';
import type { Handlers } from '../../../src/core/handlers';
import { FollowStopped } from '../../../src/renderer/src/features/playground/FollowStopped';
import {
  API_ERROR_CODES,
  type ApiErrorInfo,
  type ErrorCode,
  errorInfo,
  LOCAL_ERROR_CODES,
  type Run,
} from '../../../src/shared/api';
import { describeError, waitWho } from '../../../src/shared/errorText';

const NOW = new Date('2030-01-15T12:00:00Z');
const ALL: ErrorCode[] = [...API_ERROR_CODES, ...LOCAL_ERROR_CODES];
const info = (code: ErrorCode, extra: Partial<ApiErrorInfo> = {}): ApiErrorInfo => errorInfo(code, '', extra);

/** Words that only make sense in a window. */
const GUI =
  /Settings|highlighted|this page|[Cc]lick|button|[Gg]o back|Reload|Refresh the|listed slots|code below|in the app/;

describe('error words in a terminal', () => {
  it('never point at a window: no settings page, no highlighted field, no button', () => {
    const field = { path: '/payload/content', code: 'REQUIRED', message: 'is missing' };
    for (const code of ALL) {
      for (const e of [
        info(code),
        info(code, { status: 422, fieldErrors: [field] }),
        info(code, { status: 502 }),
      ]) {
        const t = describeError(e, NOW, 'terminal');
        expect(`${t.detail} ${t.action}`, code).not.toMatch(GUI);
        // The title does not depend on where it is shown.
        expect(t.title, code).toBe(describeError(e, NOW).title);
      }
    }
    // The app keeps its own words.
    expect(describeError(info('API_KEY_REVOKED'), NOW).action).toContain('Settings → Connections');
  });

  it('say the command that saves a key when it is missing or refused', () => {
    for (const code of [
      'API_KEY_REQUIRED',
      'INVALID_API_KEY',
      'API_KEY_REVOKED',
      'API_KEY_EXPIRED',
      'NO_API_KEY',
    ] as const) {
      expect(describeError(info(code), NOW, 'terminal').action, code).toContain(
        'workbench auth login --url URL --name NAME',
      );
    }
    const scope = describeError(info('API_KEY_SCOPE_DENIED', { scope: 'playground.write' }), NOW, 'terminal');
    expect(scope.action).toMatch(/“playground\.write”.*workbench auth login/);
  });

  it('name the thing that was not found, from the request’s path', () => {
    const notFound = (path: string) =>
      describeError(info('NOT_FOUND', { status: 404, path }), NOW, 'terminal');
    const sheet = notFound('/cheatsheets/cs_9');
    expect(sheet.detail).toBe(
      'Cheatsheet “cs_9” was not found: it is not in your library (it may have been deleted, or be another account’s).',
    );
    expect(sheet.detail).not.toMatch(/competition/);
    expect(sheet.action).toContain('workbench library list cheatsheet');
    expect(notFound('/solver-templates/t%201').detail).toMatch(/^Solver template “t 1” was not found/);
    expect(notFound('/lean-problems/p').detail).toMatch(/^Lean problem “p” was not found/);
    const run = notFound('/competitions/c1/playground/runs/r1/results');
    expect(run.detail).toMatch(/^Playground run “r1” of competition “c1” was not found/);
    expect(run.action).toContain('workbench runs list c1');
    expect(notFound('/competitions/c1').detail).toBe(
      'Competition “c1” was not found: it does not exist, or is not public.',
    );
    expect(notFound('/competitions/c1/submissions/mine').detail).toMatch(/^Competition “c1” was not found/);
    expect(notFound('/competitions/c1/submissions/s1').detail).toMatch(
      /^Submission “s1” of competition “c1”/,
    );
    expect(notFound('/contributor-network/items/i1').detail).toMatch(/^Contributor Network item “i1”/);
    // The app names it too; without a path the words stay general.
    expect(describeError(info('NOT_FOUND', { path: '/cheatsheets/x' }), NOW).detail).toMatch(
      /^Cheatsheet “x”/,
    );
    expect(describeError(info('NOT_FOUND'), NOW).detail).toMatch(/not visible to you/);
  });

  it('say who asked for a wait: the platform, the daily cap, or the workbench itself', () => {
    expect(waitWho(info('ACCOUNT_RATE_LIMIT_EXCEEDED', { status: 429, retryAfterSec: 30 }))).toBe(
      'as the platform asked (Retry-After)',
    );
    expect(waitWho(info('ACCOUNT_RATE_LIMIT_EXCEEDED', { status: 429 }))).toMatch(
      /^the workbench’s own wait/,
    );
    expect(
      waitWho(info('IGP24_SUBMISSION_RATE_LIMIT_EXCEEDED', { status: 429, retryAfterSec: 3600 })),
    ).toMatch(/^until the daily IGP24 submission cap resets, as the platform said/);
    for (const e of [
      info('RUN_STORE_BUSY', { status: 503 }),
      info('NETWORK_UNREACHABLE'),
      info('TIMEOUT'),
      info('ANSWER_LOST'),
      // A Retry-After on a 5xx is not what the outbox waits for: it backs off itself.
      info('PLATFORM_UNAVAILABLE', { status: 502, retryAfterSec: 5 }),
    ]) {
      expect(waitWho(e), e.code).toMatch(/^the workbench’s own (backoff|wait)/);
      expect(waitWho(e), e.code).not.toMatch(/platform asked/);
    }
  });
});

describe('a refused input, by the argument that carried it', () => {
  const dispatch = createDispatcher(new Proxy({} as Handlers, { get: () => async () => null }) as Handlers);
  const refusal = async (method: string, input: unknown): Promise<ApiErrorInfo> => {
    const res = await dispatch(method, input);
    if (res.ok) throw new Error(`${method} was accepted`);
    return res.error;
  };

  it('says the allowed values and what was given, in words', async () => {
    const e = await refusal('cn.list', { kind: 'nope', limit: 10 });
    expect(e).toMatchObject({ code: 'INVALID_INPUT', status: null });
    expect(e.fieldErrors).toEqual([
      {
        path: '/kind',
        code: 'INVALID_VALUE',
        message:
          'must be one of cheatsheet, solver-template, model-reference, lean-kernel-package (not “nope”)',
      },
    ]);
    expect(e.message).toBe(
      'kind must be one of cheatsheet, solver-template, model-reference, lean-kernel-package (not “nope”).',
    );
    const missing = await refusal('library.get', { kind: 'cheatsheet' });
    expect(missing.fieldErrors[0]).toMatchObject({ path: '/id', message: 'is missing' });
    for (const e of [await refusal('cn.list', { kind: 'nope' }), missing]) {
      expect(JSON.stringify(e)).not.toMatch(/Invalid (option|input)|expected (one of|string)|"\|"/);
    }
  });

  it('names the option or argument of the command in a terminal, with no raw validator text', async () => {
    const e = await refusal('cn.list', { kind: 'nope', limit: 10 });
    const cmd = new Command('list').option('--kind <KIND>').option('--competition <ID>');
    const text = errorLines(e, NOW, fieldNames(cmd));
    expect(text).toContain(
      '  --kind: must be one of cheatsheet, solver-template, model-reference, lean-kernel-package (not “nope”)',
    );
    expect(text).not.toMatch(/\/kind|highlighted|Invalid option/);
    expect(text).toMatch(/run the command again/);
    const names = fieldNames(
      new Command('get').argument('<kind>').argument('<id>').option('--competition <ID>'),
    );
    expect(names('/kind')).toBe('KIND');
    expect(names('/competitionId')).toBe('--competition');
    expect(names('/somethingElse')).toBeNull();
  });
});

describe('a finished run', () => {
  it('whose record carries no progress is not “0/0 done”', () => {
    const run = (progress: Record<string, number> | undefined) =>
      ({ runId: 'r1', status: 'done', ...(progress ? { progress } : {}) }) as unknown as Run;
    expect(runLine(run(undefined), 0)).toBe('Run r1: done, 0 result rows stored.');
    expect(runLine(run({}), 3)).toBe('Run r1: done, 3 result rows stored.');
    expect(runLine(run({ completedExecutions: 3, totalExecutions: 3 }), 3)).toBe(
      'Run r1: done, 3/3 done, 3 result rows stored.',
    );
  });
});

describe('the run dashboard', () => {
  const render = (results: { following: boolean; stopped: { error: ApiErrorInfo; at: string } | null }) =>
    renderToStaticMarkup(createElement(MemoryRouter, null, createElement(FollowStopped, { results })));

  it('says that a run is no longer followed, and why', () => {
    const error = info('PAGING_STOPPED', { message: 'The server repeated a page cursor.' });
    const html = render({ following: false, stopped: { error, at: '2030-01-15T12:00:00Z' } });
    expect(html).toContain('No longer followed');
    expect(html).toContain(describeError(error, NOW).title);
    expect(html).toContain('PAGING_STOPPED');
    expect(render({ following: true, stopped: null })).toBe('');
    expect(render({ following: false, stopped: null })).toBe('');
  });
});
