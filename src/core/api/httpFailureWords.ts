/**
 * Words for an HTTP failure that did not come in the platform's error envelope (spec 7): what
 * answered, and what to do. Such answers mostly come from something in front of the platform (a
 * proxy's HTML error page while it restarts), or from a base URL that points at a website.
 */

/**
 * Node's `http.STATUS_CODES`, written out: importing node:http (an ES import reads every export)
 * loads Node's fetch, HTTP/2 and TLS modules, a large part of a command's start-up for one table.
 * test/unit/core/api/httpFailure.test.ts keeps it equal to Node's.
 */
export const STATUS_CODES: Readonly<Record<number, string>> = {
  100: 'Continue',
  101: 'Switching Protocols',
  102: 'Processing',
  103: 'Early Hints',
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  203: 'Non-Authoritative Information',
  204: 'No Content',
  205: 'Reset Content',
  206: 'Partial Content',
  207: 'Multi-Status',
  208: 'Already Reported',
  226: 'IM Used',
  300: 'Multiple Choices',
  301: 'Moved Permanently',
  302: 'Found',
  303: 'See Other',
  304: 'Not Modified',
  305: 'Use Proxy',
  307: 'Temporary Redirect',
  308: 'Permanent Redirect',
  400: 'Bad Request',
  401: 'Unauthorized',
  402: 'Payment Required',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  407: 'Proxy Authentication Required',
  408: 'Request Timeout',
  409: 'Conflict',
  410: 'Gone',
  411: 'Length Required',
  412: 'Precondition Failed',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  416: 'Range Not Satisfiable',
  417: 'Expectation Failed',
  418: "I'm a Teapot",
  421: 'Misdirected Request',
  422: 'Unprocessable Entity',
  423: 'Locked',
  424: 'Failed Dependency',
  425: 'Too Early',
  426: 'Upgrade Required',
  428: 'Precondition Required',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  451: 'Unavailable For Legal Reasons',
  500: 'Internal Server Error',
  501: 'Not Implemented',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
  505: 'HTTP Version Not Supported',
  506: 'Variant Also Negotiates',
  507: 'Insufficient Storage',
  508: 'Loop Detected',
  509: 'Bandwidth Limit Exceeded',
  510: 'Not Extended',
  511: 'Network Authentication Required',
};

/** Statuses a proxy or gateway uses when the service behind it does not answer. */
const GATEWAY = new Set([502, 503, 504]);
/** At most this much of a plain-text answer is quoted. */
const QUOTE_CHARS = 160;

type BodyKind = 'html' | 'empty' | 'json' | 'text';

function bodyKind(bodyText: string, contentType: string | null): BodyKind {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  const start = bodyText.trimStart().slice(0, 15).toLowerCase();
  // Some proxies send their page without a type (or as text/plain): the page's start tells.
  if (type === 'text/html' || type === 'application/xhtml+xml' || /^<(!doctype html|html)/.test(start))
    return 'html';
  if (bodyText.trim() === '') return 'empty';
  if (type.endsWith('json')) return 'json';
  return 'text';
}

/** "HTTP 502 (Bad Gateway)". */
function statusWords(status: number): string {
  const name = STATUS_CODES[status];
  return name ? `HTTP ${status} (${name})` : `HTTP ${status}`;
}

function answered(kind: BodyKind, bodyText: string): string {
  if (kind === 'html') return 'with a web page instead of the API’s answer';
  if (kind === 'empty') return 'with an empty answer instead of the API’s';
  if (kind === 'json') return 'with JSON that is not the API’s error format';
  const line = bodyText.trim().split(/\r?\n/)[0] ?? '';
  const quote = line.length > QUOTE_CHARS ? `${line.slice(0, QUOTE_CHARS)}…` : line;
  return `with text instead of the API’s answer (“${quote}”)`;
}

/** One or two sentences: what answered, and what to do next. */
export function httpFailureWords(status: number, bodyText: string, contentType: string | null): string {
  const kind = bodyKind(bodyText, contentType);
  const how = answered(kind, bodyText);
  const code = statusWords(status);
  if (GATEWAY.has(status)) {
    return `A proxy or gateway in front of the platform answered ${code} ${how}. The platform may be restarting or down; try again in a minute.`;
  }
  if (status >= 500) {
    return `The server answered ${code} ${how}. The platform, or a proxy in front of it, failed; try again in a minute, and report it to the platform if it keeps happening.`;
  }
  if ((status === 401 || status === 403 || status === 407) && kind === 'html') {
    return `The server answered ${code} ${how}: a proxy, firewall or sign-in page may stand between you and the platform. Check your network, and that the connection’s base URL is the platform’s address.`;
  }
  if (status === 404 || status === 405 || kind === 'html') {
    return `The server answered ${code} ${how}: the connection’s base URL may point at a website rather than the platform. Check it is the platform’s address (without /api/public/v1).`;
  }
  return `The server answered ${code} ${how}. Try again; if it keeps happening, check the connection’s base URL and report it to the platform.`;
}
