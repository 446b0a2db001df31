/**
 * Words for every failure the app can meet. The server's `message` may change between releases,
 * so the UI speaks from the stable `code` and only quotes the message as a last resort.
 * Pure TypeScript (no DOM): the renderer, the CLI and tests all use it.
 */
import type { ApiErrorInfo, ErrorCode, SubmitBlockedReason } from './api';

export interface ErrorText {
  title: string;
  detail: string;
  action: string;
}

/**
 * Where the words are shown. Advice to "open Settings → Connections" is useless to someone who is
 * on that page already, so there it points at the form instead; in a terminal (the `workbench`
 * command line) there is no window at all, so the next step is the command to run.
 */
export type ErrorPlace = 'elsewhere' | 'connection-settings' | 'terminal';

/** The command that saves a key for a connection (the same name replaces the key it had). */
const LOGIN =
  '`workbench auth login --url URL --name NAME` (the URL and name `workbench auth status` shows; the same name replaces the key)';

type Template = ErrorText | ((info: ApiErrorInfo, now: Date, place: ErrorPlace) => ErrorText);

function checkKey(place: ErrorPlace): string {
  if (place === 'terminal') return `Then save it with ${LOGIN}.`;
  return place === 'connection-settings'
    ? 'Paste the key again in the connection’s form on this page, then test it again.'
    : 'Open Settings → Connections, replace the API key, then use “Test connection”.';
}

function replaceKeyThere(place: ErrorPlace): string {
  if (place === 'terminal') return `then save it with ${LOGIN}`;
  return place === 'connection-settings'
    ? 'then paste it into the connection’s form on this page'
    : 'then replace the key in Settings → Connections';
}
const RETRY_LATER = 'Try again in a minute. If it keeps happening, the platform may be having problems.';
const FIX_FIELDS = 'Correct the highlighted fields and submit again.';

function fixFields(place: ErrorPlace): string {
  return place === 'terminal' ? 'Correct what is named below and run the command again.' : FIX_FIELDS;
}

/** In a terminal the field problems follow as lines of their own (src/cli/output.ts). */
function fieldSummary(info: ApiErrorInfo, place: ErrorPlace = 'elsewhere'): string {
  if (info.fieldErrors.length === 0 || place === 'terminal') return '';
  const shown = info.fieldErrors.slice(0, 3).map((f) => `${f.path || '(body)'}: ${f.message}`);
  const more = info.fieldErrors.length > 3 ? ` (and ${info.fieldErrors.length - 3} more)` : '';
  return ` Problems: ${shown.join('; ')}${more}.`;
}

/** "1 min 30 s" style, exact to the second: people pace scripts by this number. */
export function formatWait(totalSec: number): string {
  const s = Math.max(0, Math.ceil(totalSec));
  if (s < 60) return `${s} s`;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = s % 60;
  const parts = [h ? `${h} h` : '', m ? `${m} min` : '', rest ? `${rest} s` : ''].filter(Boolean);
  return parts.join(' ');
}

function pad2(n: number): string {
  return n < 10 ? `0${n}` : String(n);
}

/** Local wall-clock time, date included when it is not today. */
function formatLocal(date: Date, now: Date): string {
  const time = `${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
  const sameDay =
    date.getFullYear() === now.getFullYear() &&
    date.getMonth() === now.getMonth() &&
    date.getDate() === now.getDate();
  if (sameDay) return time;
  return `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())} ${time}`;
}

/** The retry sentence for 429s: the server's Retry-After first, else the rate-limit reset time. */
export function retryText(info: ApiErrorInfo, now: Date = new Date()): string {
  if (info.retryAfterSec !== null && info.retryAfterSec !== undefined) {
    const at = new Date(now.getTime() + info.retryAfterSec * 1000);
    return `Retry in ${formatWait(info.retryAfterSec)} (after ${formatLocal(at, now)} local time).`;
  }
  const resetAt = info.rateLimit?.resetAt;
  if (resetAt) {
    const at = new Date(resetAt);
    if (!Number.isNaN(at.getTime())) {
      const wait = (at.getTime() - now.getTime()) / 1000;
      const rel = wait > 0 ? `in ${formatWait(wait)}, ` : '';
      return `The limit resets ${rel}at ${formatLocal(at, now)} local time (${resetAt}).`;
    }
  }
  return 'The server did not say when the limit resets; wait a minute before retrying.';
}

/**
 * Who asked for the wait before a queued write's next try, after the failure it waits on (the
 * outbox's rule, src/core/outbox/outbox.ts): the platform (its Retry-After on a 429, the daily
 * IGP24 cap) or the workbench itself (its backoff after no answer or a platform fault, the time a
 * timed-out request may still arrive, a minute after a 429 that gave no time). To follow
 * "Waiting 30 s".
 */
export function waitWho(info: ApiErrorInfo): string {
  const wait = info.retryAfterSec !== null && info.retryAfterSec !== undefined;
  if (info.code === 'IGP24_SUBMISSION_RATE_LIMIT_EXCEEDED')
    return wait
      ? 'until the daily IGP24 submission cap resets, as the platform said (Retry-After)'
      : 'for the daily IGP24 submission cap: the workbench’s own wait, the platform did not say when it resets';
  if (info.status === 429)
    return wait
      ? 'as the platform asked (Retry-After)'
      : 'the workbench’s own wait: the platform refused more requests for now without saying how long';
  if (info.code === 'TIMEOUT')
    return 'the workbench’s own wait: the request that timed out may still reach the platform until then, and is looked for first';
  if (info.code === 'ANSWER_LOST')
    return 'the workbench’s own backoff after the platform’s answer was lost (it checks for the write first)';
  if (info.code === 'NETWORK_UNREACHABLE' || info.code === 'TLS_ERROR')
    return 'the workbench’s own backoff: the platform could not be reached';
  return `the workbench’s own backoff after the platform failed${info.status ? ` (HTTP ${info.status})` : ''}`;
}

function rateLimited(title: string, detail: string): Template {
  return (info, now) => ({ title, detail, action: retryText(info, now) });
}

const TEXT: Record<ErrorCode, Template> = {
  // ---------------------------------------------------------------- authentication (spec 5)
  API_KEY_REQUIRED: (_info, _now, place) => ({
    title: 'No API key was sent',
    detail: 'The platform needs an API key for every request, and this connection sent none.',
    action:
      place === 'terminal'
        ? `Save a key for this connection with ${LOGIN}.`
        : place === 'connection-settings'
          ? 'Set an API key in the connection’s form on this page, then test it.'
          : 'Open Settings → Connections and set an API key for this connection.',
  }),
  INVALID_API_KEY: (_info, _now, place) => ({
    title: 'The API key is not valid',
    detail: 'The platform does not recognise this key: it has the wrong format or does not match any key.',
    action: `Check that the whole key was pasted. ${checkKey(place)}`,
  }),
  API_KEY_REVOKED: (_info, _now, place) => ({
    title: 'The API key was revoked',
    detail: 'This key has been revoked on the platform and can no longer be used.',
    action: `Create a new key on the platform. ${checkKey(place)}`,
  }),
  API_KEY_EXPIRED: (_info, _now, place) => ({
    title: 'The API key has expired',
    detail: 'This key is past its expiry date.',
    action: `Create a new key on the platform. ${checkKey(place)}`,
  }),
  API_KEY_SCOPE_DENIED: (info, _now, place) => ({
    title: 'The API key lacks a required scope',
    detail: info.scope
      ? `This request needs the “${info.scope}” scope, which this key does not have.`
      : 'This request needs a scope that this key does not have (the server did not name it).',
    action: info.scope
      ? `Create a key that includes “${info.scope}” on the platform, ${replaceKeyThere(place)}.`
      : `Create a key with the needed scopes on the platform, ${replaceKeyThere(place)}.`,
  }),
  ACCOUNT_RATE_LIMIT_EXCEEDED: rateLimited(
    'Too many requests from your account',
    'The platform limits how many requests one account may make; this account reached the limit.',
  ),
  AUTH_RATE_LIMIT_EXCEEDED: rateLimited(
    'Too many requests without a valid key',
    'The platform limits requests from this network address that carry no valid key.',
  ),
  IGP24_SUBMISSION_RATE_LIMIT_EXCEEDED: rateLimited(
    'Daily IGP24 submission limit reached',
    'Your team used all of today’s IGP24 submissions (website and API share the limit). Each POST counts once.',
  ),

  // ---------------------------------------------------------------- request shape
  MALFORMED_BODY: (info, _now, place) => ({
    title: 'The platform could not read the request',
    detail: `The request body, a parameter or a page cursor was not accepted.${fieldSummary(info, place)}`,
    action:
      place === 'terminal'
        ? 'Run the command again (it starts from the first page). If it persists, report it with the code shown.'
        : 'Go back to the first page and try again. If it persists, report it with the code below.',
  }),
  INVALID_FILTER: {
    title: 'The run filter is not valid',
    detail: 'The platform does not accept this filter for the run list.',
    action: 'Choose one of: all, active, accepted, rejected, failed.',
  },
  INVALID_LIMIT: {
    title: 'The page size is not valid',
    detail: 'The requested number of rows per page is outside the allowed range.',
    action: 'Use a page size between 1 and 100.',
  },
  INVALID_CURSOR: (_info, _now, place) => ({
    title: 'The page cursor is no longer valid',
    detail: 'A page cursor was rejected; cursors belong to one request and its filters.',
    action:
      place === 'terminal'
        ? 'Run the command again: it starts from the first page.'
        : 'Go back to the first page and page forward again.',
  }),
  NOT_FOUND: (info, _now, place) => {
    const subject = missingSubject(info.path);
    if (!subject)
      return {
        title: 'Not found',
        detail:
          'It does not exist or is not visible to you: the competition may not be public, or this feature is not offered for it.',
        action:
          place === 'terminal'
            ? 'Check the ID: the list commands (`workbench competitions list`, `workbench library list KIND`, …) show the ones there are.'
            : 'Check the ID, or go back to the list and pick it from there.',
      };
    return {
      title: 'Not found',
      detail: `${subject.what} was not found: ${subject.why}.`,
      action:
        place === 'terminal'
          ? `Check the ID; ${subject.list}`
          : 'Check the ID, or go back to the list and pick it from there.',
    };
  },
  NO_DOWNLOAD_FOR_KIND: {
    title: 'Nothing to download for this kind',
    detail: 'Model-reference entries point to an external model; they have no stored text body.',
    action: 'Open the model repository at the pinned commit instead.',
  },

  // ---------------------------------------------------------------- validation (422)
  SUBMISSION_PAYLOAD_INVALID: (info, _now, place) => ({
    title: 'The submission does not match the competition’s format',
    detail: `The payload fails the competition’s submission schema.${fieldSummary(info, place)}`,
    action: fixFields(place),
  }),
  SUBMISSION_META_INVALID: (info, _now, place) => ({
    title: 'The submission’s metadata is not valid',
    detail: `The description or linked item fails the metadata schema.${fieldSummary(info, place)}`,
    action: 'Shorten the description or fix the linked item ID, then submit again.',
  }),
  SUBMISSION_SLOT_INVALID: (_info, _now, place) => ({
    title: 'The slot number is not valid',
    detail: 'The slot must be a whole number from 1 to the competition’s maximum number of entries.',
    action:
      place === 'terminal'
        ? 'Give --slot a number from 1 to the maximum `workbench competitions show ID` shows.'
        : 'Pick one of the listed slots.',
  }),
  RUN_PARAMS_INVALID: (info, _now, place) => ({
    title: 'The run names something that does not exist',
    detail: `A model, problem or artifact ID in the run is unknown.${fieldSummary(info, place)}`,
    action:
      place === 'terminal'
        ? 'See what a run can use: `workbench runs models ID` and `workbench runs problems ID`.'
        : 'Reload the model and problem lists and pick from them.',
  }),
  INVALID_MODEL_REFERENCE: (info, _now, place) => ({
    title: 'The model reference was not accepted',
    detail: `The repository, commit or problem set failed validation.${fieldSummary(info, place)}`,
    action:
      'Use a repository of the form owner/name and the full 40-character lowercase commit hash (not a branch name).',
  }),
  RESOURCE_FIELD_INVALID: (info, _now, place) => ({
    title: 'A field or filter is not valid',
    detail: `The platform rejected a field, filter or parameter.${fieldSummary(info, place)}`,
    action: fixFields(place),
  }),
  INVALID_CASE: {
    title: 'The case ID is not valid',
    detail: 'This case ID does not belong to the competition’s playground check.',
    action: 'Pick a case from the list.',
  },
  LEAN_SOURCE_INVALID: (info, _now, place) => ({
    title: 'The Lean source does not parse',
    detail: `The Lean 4 parser rejected the source.${fieldSummary(info, place)}`,
    action: 'Fix the syntax error and try again.',
  }),
  POLYNOMIAL_INPUT_INVALID: (info, _now, place) => ({
    title: 'The polynomial list is not valid',
    detail: `The list is empty or a line fails the format (25 comma-separated integers, a_0 ≠ 0, monic, gcd 1).${fieldSummary(info, place)}`,
    action:
      place === 'terminal'
        ? 'Check the lines locally first: `workbench igp24 check FILE` names each one that fails.'
        : 'Check the flagged lines locally before submitting again.',
  }),
  COMMENT_BODY_INVALID: {
    title: 'The comment is empty or too long',
    detail: 'Comments must have text and stay within the length limit.',
    action: 'Write something, or shorten the comment.',
  },

  // ---------------------------------------------------------------- eligibility (403)
  ENROLL_REQUIRED: {
    title: 'You are not enrolled in this competition',
    detail: 'Submitting requires enrolment.',
    action: 'Enrol on the competition’s page on the platform website, then try again.',
  },
  TEAM_OWNER_REQUIRED: {
    title: 'Your team role cannot submit here',
    detail: 'This competition only accepts submissions from the role it requires (usually the team owner).',
    action: 'Ask your team owner to submit, or to change your role.',
  },
  EMAIL_NOT_VERIFIED: {
    title: 'Your account e-mail is not verified',
    detail: 'The platform requires a verified e-mail address before you can submit.',
    action: 'Verify your e-mail from the platform’s account settings, then try again.',
  },
  SUBMISSION_WINDOW_NOT_OPEN: (_info, _now, place) => ({
    title: 'The submission window is not open yet',
    detail: 'Submissions are accepted only between the window’s opening and closing times.',
    action:
      place === 'terminal'
        ? 'Wait until the window opens (`workbench competitions show ID` shows when).'
        : 'Wait until the window opens (see the competition overview for the time).',
  }),
  SUBMISSION_WINDOW_CLOSED: {
    title: 'The submission window has closed',
    detail: 'The competition no longer accepts submissions.',
    action: 'Nothing more can be submitted; the leaderboard and your entries stay readable.',
  },
  FILE_TOO_LARGE: (_info, _now, place) => ({
    title: 'The submission is too large',
    detail: 'The body exceeds the competition’s maximum size (limits.maxBytes).',
    action:
      place === 'terminal'
        ? 'Reduce the size below the limit `workbench competitions show ID` shows (max bytes).'
        : 'Reduce the size below the limit shown in the competition overview.',
  }),
  COMPANION_COMPETITION_REQUIRED: {
    title: 'A companion competition is required first',
    detail: 'This competition is open only to participants of a companion competition.',
    action: 'Enrol in the companion competition on the platform website first.',
  },
  CHEATSHEET_LOCKED: {
    title: 'This cheatsheet is published and locked',
    detail: 'A cheatsheet published to the Contributor Network cannot be edited or deleted.',
    action: 'Withdraw the published item first, or save your changes as a new cheatsheet.',
  },
  SOLVER_TEMPLATE_LOCKED: {
    title: 'This solver template is published and locked',
    detail: 'A solver template published to the Contributor Network cannot be edited or deleted.',
    action: 'Withdraw the published item first, or save your changes as a new template.',
  },
  RUN_BUDGET_EXCEEDED: {
    title: 'Not enough Playground credit',
    detail: 'This run would cost more than your remaining credit balance.',
    action: 'Select fewer models, problems or repeats, or wait for more credit.',
  },
  RUN_NOT_CANCELLABLE: (_info, _now, place) => ({
    title: 'The run has already finished',
    detail: 'Runs that are done, failed or cancelled cannot be cancelled.',
    action:
      place === 'terminal'
        ? 'See its final state: `workbench runs list ID`.'
        : 'Refresh the run to see its final state.',
  }),
  ACTIVE_RUN_EXISTS: {
    title: 'Another model-reference run is in progress',
    detail: 'Only one model-reference run per account may be queued or running at a time.',
    action: 'Wait for the current run to finish, or cancel it, then start this one.',
  },
  RESOURCE_NOT_OWNED: {
    title: 'You do not own that source',
    detail: 'Only your own cheatsheets, templates or submissions can be published.',
    action: 'Pick a source from your own library.',
  },
  ITEM_NOT_AUTHOR: {
    title: 'Only the author can withdraw this item',
    detail: 'This Contributor Network item was published by someone else.',
    action: 'Fork it instead if you want your own version.',
  },
  COMMENT_NOT_AUTHOR: {
    title: 'You cannot delete this comment',
    detail: 'Only the comment’s writer or the item’s author can delete it.',
    action: 'Nothing to do; the comment stays.',
  },
  GRAPH_TOO_LARGE: {
    title: 'The lineage graph is too large',
    detail: 'The graph would exceed 2000 nodes.',
    action: 'Open the lineage from a more recent item.',
  },

  // ---------------------------------------------------------------- platform side (5xx)
  IGP24_VERIFY_UNAVAILABLE: {
    title: 'The IGP24 verifier is unavailable',
    detail: 'The platform’s polynomial verifier is not configured or not answering.',
    action: RETRY_LATER,
  },
  IGP24_VERIFY_TIMEOUT: {
    title: 'The IGP24 verifier timed out',
    detail: 'Verification took longer than the platform allows.',
    action: 'Try again later, or with fewer polynomials per request.',
  },
  IGP24_VERIFY_FAILED: {
    title: 'The IGP24 verifier failed',
    detail: 'The verifier returned an invalid or failed answer; this is not a verdict on your polynomials.',
    action: RETRY_LATER,
  },
  BENCHMARK_RESULT_CORRUPT: {
    title: 'A benchmark result is corrupt on the platform',
    detail: 'A stored result violates its schema. This is not a zero score or an empty result.',
    action: 'Narrow the filters to skip it, and report the problem to the platform.',
  },
  BENCHMARK_RESULTS_UNAVAILABLE: {
    title: 'Benchmark results are temporarily unavailable',
    detail: 'The platform could not read benchmark results right now.',
    action: RETRY_LATER,
  },
  RUN_STORE_FAILED: {
    title: 'Run history could not be read',
    detail: 'The platform failed to retrieve run history. This does not mean you have no runs.',
    action: RETRY_LATER,
  },
  RUN_STORE_BUSY: {
    title: 'Run state is being reconciled',
    detail: 'The platform is updating run state and asked for the same read to be repeated.',
    action: 'Retry the same read in a few seconds.',
  },
  PLATFORM_UNAVAILABLE: {
    title: 'The platform cannot confirm visibility',
    detail: 'The platform could not verify whether this competition is visible.',
    action: RETRY_LATER,
  },

  // ---------------------------------------------------------------- local (never reached the platform)
  NETWORK_UNREACHABLE: {
    title: 'The server cannot be reached',
    detail: 'No connection could be made: you may be offline, or the base URL is wrong.',
    action: 'Check your network and the connection’s base URL. Cached data stays available meanwhile.',
  },
  TLS_ERROR: {
    title: 'Secure connection failed',
    detail: 'The server’s TLS certificate was not accepted (expired, self-signed or for another host).',
    action:
      'Check that the base URL uses the platform’s real host name. Do not work around certificate errors.',
  },
  TIMEOUT: {
    title: 'The server took too long to answer',
    detail: 'The request timed out before the server replied.',
    action: 'Try again; if it keeps happening, check your network or the platform’s status.',
  },
  BAD_RESPONSE: {
    title: 'The server sent an answer the workbench cannot read',
    detail: 'The response was not in the documented format. The base URL may point at something else.',
    action: 'Check that the base URL is the platform’s address (without /api/public/v1).',
  },
  // An answer without the platform's error envelope; the message says what answered, in words
  // (src/core/api/httpFailureWords.ts), so a proxy's HTML page never shows as a bare code.
  HTTP_ERROR: (info, _now, place) => {
    const gateway = info.status === 502 || info.status === 503 || info.status === 504;
    const refused = info.status !== null && info.status >= 400 && info.status < 500 && info.status !== 429;
    return {
      title: gateway
        ? `The platform is not answering (HTTP ${info.status} from a proxy or gateway)`
        : `The server answered with an error${info.status ? ` (HTTP ${info.status})` : ''}`,
      detail: info.message || 'The server returned an error without a documented code.',
      action: gateway
        ? 'Cached copies stay available meanwhile. If it lasts more than a few minutes, check the platform’s status or tell its organisers.'
        : refused
          ? place === 'terminal'
            ? `Check the connection’s base URL (\`workbench auth status\`): the platform’s address, without /api/public/v1. Change it with ${LOGIN}.`
            : 'Check the connection’s base URL in Settings → Connections: the platform’s address, without /api/public/v1.'
          : RETRY_LATER,
    };
  },
  NO_API_KEY: (_info, _now, place) => ({
    title: 'This connection has no API key',
    detail: 'The workbench has no key stored for this connection, so it cannot call the platform.',
    action:
      place === 'terminal'
        ? `Save a key with ${LOGIN}, give one for this command (WORKBENCH_API_KEY or --key-file), or use the Sandbox: --connection Sandbox.`
        : place === 'connection-settings'
          ? 'Set an API key in the connection’s form on this page (Edit), or switch to the Sandbox.'
          : 'Open Settings → Connections and set an API key, or switch to the Sandbox.',
  }),
  TOKEN_ORIGIN_CHANGED: {
    title: 'Not sent: the connection moved',
    detail:
      'The connection’s address changed (or the connection was removed) after this run was queued. Its access token was typed for the old address, so it was deleted instead of being sent to the new one.',
    action:
      'Start the run again and type the access token for the new address; the run’s settings are kept in this entry.',
  },
  INVALID_INPUT: (info, _now, place) => ({
    title: 'Some input is not valid',
    detail: `The workbench refused the input before sending it.${fieldSummary(info, place)}`,
    action:
      place === 'terminal'
        ? 'Correct it and run the command again (its --help says what each argument takes).'
        : FIX_FIELDS,
  }),
  INTERNAL: (info, _now, place) => ({
    title: 'The workbench hit an internal error',
    detail: info.message || 'Something failed inside the workbench.',
    action:
      place === 'terminal'
        ? 'Try again. If it repeats, report the code shown with this error.'
        : 'Try again. If it repeats, restart the workbench and report the code below.',
  }),
  RESPONSE_TOO_LARGE: (info) => ({
    title: 'The server’s answer was too large',
    detail: `${info.message} The workbench stopped reading it so that it cannot run out of memory.`,
    action: 'Check that the base URL is the platform’s address. If it is, report this to the platform.',
  }),
  PAGING_STOPPED: (info) => ({
    title: 'The list never ended',
    detail: `${info.message} The workbench stopped asking so that it does not loop forever.`,
    action:
      'Try again later; if it repeats, report it to the platform. Narrow the list (a filter) if you can.',
  }),
  DOWNLOAD_CORRUPT: {
    title: 'The download did not match its published hash',
    detail:
      'The package bytes that arrived do not hash to the packageSha256 the item publishes, so they were not kept.',
    action: 'Download it again; if it keeps failing, report the item to the platform.',
  },
  CANCELLED: {
    title: 'Cancelled',
    detail: 'The request was stopped before it finished because it was no longer needed.',
    action: 'Start it again when you need it.',
  },
  NOT_OFFERED: (info, _now, place) => ({
    title: 'This platform does not offer that',
    detail:
      info.message ||
      'The platform has no such path (the spec does not show it, and this platform chose not to offer it).',
    action:
      place === 'terminal'
        ? 'Use the platform’s website for this; every other command keeps working.'
        : 'Use the platform’s website for this; everything else in the app keeps working.',
  }),
  ANSWER_LOST: {
    title: 'The platform’s answer was lost',
    detail:
      'The write was sent, and the connection closed before the answer came, so it may already be on the platform.',
    action:
      'Nothing to do: before sending it again the workbench checks whether it arrived, so it is made once.',
  },
  MAYBE_DELIVERED: (info) => ({
    title: 'This write may already be on the platform',
    detail: `${info.message || 'Its answer was lost, and the platform shows no way to prove it absent.'} It was not sent again by itself.`,
    action:
      'Look at the records listed with it: adopt the one that is this write, or send it again on purpose.',
  }),
  UPLOAD_REFUSED: (info) => ({
    title: 'The platform refused the upload',
    detail: `${info.message} Nothing was lost: your text is kept here.`,
    action: 'Make it smaller (split it, or shorten the text), then send it again.',
  }),
  UNREADABLE_WRITE: (info, _now, place) => ({
    title: 'This write can no longer be read',
    detail: `${info.message} It is not sent.`,
    action:
      place === 'terminal'
        ? 'Remove it with `workbench outbox discard ENTRY`, then make the change again if the platform does not have it.'
        : 'Discard it, then make the change again if the platform does not have it.',
  }),
  VARIANT_CHANGED: (info) => ({
    title: 'A variant’s cheatsheet changed during the sweep',
    detail: info.message || 'A variant’s cheatsheet no longer holds the text the sweep compares.',
    action:
      'Put its text back (its version history has it) and resume the sweep, or start a new sweep with the texts you want to compare.',
  }),
  KEYCHAIN_UNANSWERED: (info) => ({
    title: 'The system keychain did not answer',
    detail: `${info.message} Nothing was sent; queued writes wait and are tried again by themselves.`,
    action:
      'Try again in a moment. If it repeats, check that your keyring (GNOME Keyring, KWallet or the macOS Keychain) is running and unlocked.',
  }),
  CONFLICT: (_info, _now, place) => ({
    title: 'The server copy changed since you started editing',
    detail:
      'Someone (or this account elsewhere) saved a newer version on the server. Your edit was not sent, so nothing was overwritten.',
    action:
      place === 'terminal'
        ? 'Get the server copy (`workbench library get KIND ID -o FILE`), bring your changes into it, and put it again with the --base that command prints.'
        : 'Compare both versions, then keep yours (overwrite), take the server copy, or edit further.',
  }),
};

interface MissingSubject {
  /** "Cheatsheet “abc”", to start a sentence. */
  what: string;
  /** Why it may not be found, after "was not found: ". */
  why: string;
  /** Where to find the ones there are, in a terminal (a sentence). */
  list: string;
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

const LIBRARY_PATHS: Record<string, [string, string]> = {
  cheatsheets: ['Cheatsheet', 'cheatsheet'],
  'solver-templates': ['Solver template', 'solver-template'],
  'lean-problems': ['Lean problem', 'lean-problem'],
};

/**
 * What a refused request was about, from its API path (spec section 4), so a NOT_FOUND names the
 * right thing: a library item is not "a competition that may not be public". Null for a path it
 * does not know (the words then stay general).
 */
export function missingSubject(path: string | undefined): MissingSubject | null {
  if (!path) return null;
  const p = path.split('?')[0]!.split('/').filter(Boolean).map(decoded);
  const library = LIBRARY_PATHS[p[0] ?? ''];
  if (library && p.length >= 2)
    return {
      what: `${library[0]} “${p[1]}”`,
      why: 'it is not in your library (it may have been deleted, or be another account’s)',
      list: `\`workbench library list ${library[1]}\` lists yours.`,
    };
  if (p[0] === 'contributor-network' && p[1] === 'items' && p.length >= 3)
    return {
      what: `Contributor Network item “${p[2]}”`,
      why: 'it does not exist, or was withdrawn',
      list: '`workbench cn list` lists the published items.',
    };
  if (p[0] !== 'competitions' || p.length < 2) return null;
  const c = p[1]!;
  const competition = {
    what: `Competition “${c}”`,
    why: 'it does not exist, or is not public',
    list: '`workbench competitions list` lists the ones you can see.',
  };
  if (p.length === 2 || (p.length === 3 && p[2] === 'me')) return competition;
  if (p[2] === 'playground' && p[3] === 'runs' && p.length >= 5)
    return {
      what: `Playground run “${p[4]}” of competition “${c}”`,
      why: 'it does not exist, or is another account’s or another competition’s',
      list: `\`workbench runs list ${c}\` lists your runs.`,
    };
  if (p[2] === 'playground' && p[3] === 'problem-sets' && p.length >= 5)
    return {
      what: `Problem set “${p[4]}” of competition “${c}”`,
      why: 'the competition has no problem set with this ID',
      list: `\`workbench runs problems ${c}\` lists its problem sets.`,
    };
  if (p[2] === 'submissions' && p[3] === 'batch' && p.length >= 5)
    return {
      what: `IGP24 batch “${p[4]}”`,
      why: 'it does not exist, or is another team’s',
      list: `\`workbench submissions list ${c}\` lists your submissions.`,
    };
  if (p[2] === 'submissions' && p.length >= 4 && p[3] !== 'mine' && p[3] !== 'me')
    return {
      what: `Submission “${p[3]}” of competition “${c}”`,
      why: 'it does not exist, or is not yours',
      list: `\`workbench submissions list ${c}\` lists yours.`,
    };
  if (p[2] === 'submissions') return competition;
  const feature =
    p[2] === 'playground' ? 'The Playground' : p[2] === 'leaderboard' ? 'The leaderboard' : null;
  return {
    what: feature ? `${feature} of competition “${c}”` : `Competition “${c}”, or this feature of it,`,
    why: 'the competition may not exist or not be public, or it does not offer this',
    list: competition.list,
  };
}

/** Title, detail and next step for a failure. Unknown codes still get readable words. */
export function describeError(
  info: ApiErrorInfo,
  now: Date = new Date(),
  place: ErrorPlace = 'elsewhere',
): ErrorText {
  const template = Object.hasOwn(TEXT, info.code) ? TEXT[info.code] : undefined;
  // rawCode is only set when the server sent a code we do not know; `code` is then a fallback.
  const unknownRaw = info.rawCode && !Object.hasOwn(TEXT, info.rawCode) ? info.rawCode : undefined;
  if (!template || unknownRaw) {
    const code = unknownRaw ?? String(info.code);
    return {
      title: `The server refused the request (${code})`,
      detail: info.message
        ? `The server said: “${info.message}”. This code is not documented, so the workbench has no better words.`
        : 'This error code is not documented, so the workbench has no better words.',
      action: 'Try again later. If it repeats, report the code below to the platform.',
    };
  }
  return typeof template === 'function' ? template(info, now, place) : template;
}

export interface BlockedText {
  title: string;
  detail: string;
  action: string;
}

const BLOCKED: Record<SubmitBlockedReason, BlockedText> = {
  EMAIL_NOT_VERIFIED: {
    title: 'Your account e-mail is not verified',
    detail: 'The platform accepts submissions only from accounts with a verified e-mail address.',
    action: 'Verify your e-mail from the platform’s account settings, then refresh this page.',
  },
  NOT_ENROLLED: {
    title: 'You are not enrolled in this competition',
    detail: 'Only enrolled participants can submit.',
    action: 'Enrol on the competition’s page on the platform website, then refresh this page.',
  },
  NOT_TEAM_OWNER: {
    title: 'Your team role cannot submit',
    detail: 'This competition accepts submissions only from the required team role (the team owner).',
    action: 'Ask your team owner to submit, or to make you the owner.',
  },
  BEFORE_WINDOW: {
    title: 'The submission window has not opened yet',
    detail: 'Submissions are accepted only inside the submission window.',
    action: 'Come back when the window opens; the opening time is shown above.',
  },
  AFTER_WINDOW: {
    title: 'The submission window has closed',
    detail: 'The competition no longer accepts submissions.',
    action: 'Nothing more can be submitted; the leaderboard stays readable.',
  },
};

/** Words for `submitBlockedReason` (spec 2.3), with what to do next. */
export function describeBlockedReason(reason: SubmitBlockedReason | string): BlockedText {
  if (Object.hasOwn(BLOCKED, reason)) return BLOCKED[reason as SubmitBlockedReason];
  return {
    title: 'You cannot submit right now',
    detail: `The platform gave a reason the workbench does not know (${reason}).`,
    action: 'Check the competition page on the platform website.',
  };
}
