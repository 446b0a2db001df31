/**
 * A run's event stream used as a doorbell: it only says WHEN to read results again (the rows
 * themselves always come from the results read and its cursors). `progress` and `status` events
 * set a flag that next() consumes, so events that arrive during a read are not lost, and many
 * events between two reads cost one read. The stream is opened once per followed run and closed
 * by close() or the follower's signal.
 */
import { createParser } from 'eventsource-parser';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { openRunEvents } from '../api/playground';

/** How the stream ended: `absent` = the server does not offer it (404/405 or not an event stream). */
export type StreamEnd = 'ended' | 'absent' | 'broken';

/** Largest single event read (characters); a run record is a few kilobytes. */
const MAX_EVENT_CHARS = 1024 * 1024;

export class RunEvents {
  private readonly stop = new AbortController();
  private pending = false;
  private wake: (() => void) | null = null;
  /** Set once the stream is over, for whatever reason. */
  end: StreamEnd | null = null;

  constructor(client: ApiClient, competitionId: string, runId: string, signal: AbortSignal) {
    const both = AbortSignal.any([signal, this.stop.signal]);
    void this.read(client, competitionId, runId, both);
  }

  /**
   * Resolves when an event came since the last call, when the stream is over, after idleMs of
   * silence (a read then guards against a stream that stopped talking), or on abort.
   */
  next(idleMs: number, signal: AbortSignal): Promise<void> {
    if (this.pending || this.end || signal.aborted) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', done);
        this.wake = null;
        this.pending = false;
        resolve();
      };
      const timer = setTimeout(done, idleMs);
      signal.addEventListener('abort', done, { once: true });
      this.wake = done;
    });
  }

  close(): void {
    this.stop.abort();
  }

  private ring(): void {
    this.pending = true;
    this.wake?.();
  }

  private finish(end: StreamEnd): void {
    this.end ??= end;
    this.wake?.();
  }

  private async read(client: ApiClient, cid: string, runId: string, signal: AbortSignal): Promise<void> {
    try {
      const res = await openRunEvents(client, cid, runId, signal);
      const type = res.headers['content-type'];
      if (!String(type ?? '').startsWith('text/event-stream')) {
        res.body.destroy();
        return this.finish('absent');
      }
      let tooLarge = false;
      const parser = createParser({
        maxBufferSize: MAX_EVENT_CHARS,
        onEvent: (e) => {
          if (e.event === 'progress' || e.event === 'status') this.ring();
        },
        onError: (err) => {
          if (err.type === 'max-buffer-size-exceeded') tooLarge = true;
        },
      });
      const decoder = new TextDecoder();
      for await (const chunk of res.body) {
        parser.feed(decoder.decode(chunk as Buffer, { stream: true }));
        if (tooLarge) {
          res.body.destroy();
          return this.finish('broken');
        }
      }
      this.finish('ended');
    } catch (err) {
      const status = err instanceof ApiError ? err.info.status : null;
      this.finish(status === 404 || status === 405 ? 'absent' : 'broken');
    }
  }
}
