/**
 * An HTTP failure without the platform's error envelope (a proxy's HTML page, an empty or plain
 * answer) is said in words, by status and content type, with what to do next; never a bare code.
 */
import { STATUS_CODES as NODE_STATUS_CODES } from 'node:http';
import { describe, expect, it } from 'vitest';
import { fromHttpFailure } from '../../../../src/core/api/errors';
import { STATUS_CODES } from '../../../../src/core/api/httpFailureWords';
import { describeError } from '../../../../src/shared/errorText';

const PAGE = '<!DOCTYPE html><html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';

describe('fromHttpFailure without an error envelope', () => {
  it('a proxy’s HTML 502: a gateway in front of the platform, with a web page; try again in a minute', () => {
    const err = fromHttpFailure(502, PAGE, null, null, 'text/html; charset=utf-8');
    expect(err.info).toMatchObject({ code: 'HTTP_ERROR', status: 502 });
    expect(err.info.message).toBe(
      'A proxy or gateway in front of the platform answered HTTP 502 (Bad Gateway) with a web page instead of the API’s answer. The platform may be restarting or down; try again in a minute.',
    );
  });

  it.each([
    [503, 'HTTP 503 (Service Unavailable)'],
    [504, 'HTTP 504 (Gateway Timeout)'],
  ])('HTML %i names the status in words', (status, words) => {
    const { message } = fromHttpFailure(status, PAGE, null, null, 'text/html').info;
    expect(message).toContain(
      `A proxy or gateway in front of the platform answered ${words} with a web page`,
    );
  });

  it('recognises a page sent without a content type by its start', () => {
    expect(fromHttpFailure(502, `\n${PAGE}`, null, null, null).info.message).toContain('with a web page');
  });

  it('an empty 503 and a plain-text 500 say what came instead, quoting the text', () => {
    expect(fromHttpFailure(503, '', null, null, null).info.message).toBe(
      'A proxy or gateway in front of the platform answered HTTP 503 (Service Unavailable) with an empty answer instead of the API’s. The platform may be restarting or down; try again in a minute.',
    );
    const plain = fromHttpFailure(500, 'upstream crashed\nstack…', null, null, 'text/plain').info.message;
    expect(plain).toContain(
      'answered HTTP 500 (Internal Server Error) with text instead of the API’s answer (“upstream crashed”)',
    );
    expect(plain).toContain('try again in a minute');
  });

  it('an HTML 404 points at the base URL; an HTML 403 at a proxy or sign-in page', () => {
    expect(fromHttpFailure(404, PAGE, null, null, 'text/html').info.message).toContain(
      'the connection’s base URL may point at a website rather than the platform',
    );
    expect(fromHttpFailure(403, PAGE, null, null, 'text/html').info.message).toContain(
      'a proxy, firewall or sign-in page may stand between you and the platform',
    );
  });

  it('JSON that is not the envelope is named as such', () => {
    expect(fromHttpFailure(400, '{"detail":"bad"}', null, null, 'application/json').info.message).toContain(
      'HTTP 400 (Bad Request) with JSON that is not the API’s error format',
    );
  });
});

describe('describeError for such an answer', () => {
  it('shows the words, not the bare code, with a next step', () => {
    const t = describeError(fromHttpFailure(502, PAGE, null, null, 'text/html').info);
    expect(t.title).toBe('The platform is not answering (HTTP 502 from a proxy or gateway)');
    expect(t.detail).toContain('A proxy or gateway in front of the platform answered HTTP 502 (Bad Gateway)');
    expect(t.action).toContain('Cached copies stay available');
    expect(`${t.title} ${t.detail} ${t.action}`).not.toContain('HTTP_ERROR');
  });

  it('a refusal page (4xx) leads to the connection’s base URL', () => {
    const t = describeError(fromHttpFailure(404, PAGE, null, null, 'text/html').info);
    expect(t.action).toContain('base URL');
  });
});

describe('the status names', () => {
  it('are Node’s http.STATUS_CODES, written out so a command does not import node:http for them', () => {
    expect({ ...STATUS_CODES }).toEqual({ ...NODE_STATUS_CODES });
  });
});
