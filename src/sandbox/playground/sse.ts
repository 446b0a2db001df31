import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxContext } from '../context';
import type { RunRow } from '../db/playground';
import type { RunEvent } from './service';
import { isActive, progressOf, runView } from './view';

/**
 * Guessed run event stream (text/event-stream): a `status` event with the run at once, then
 * `progress` whenever a row is stored and `status` on each status change; the stream ends after
 * a terminal status (or when the sandbox closes).
 */
export function playgroundEvents(ctx: SandboxContext, req: FastifyRequest, reply: FastifyReply, run: RunRow) {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
  });
  const send = (event: string, data: unknown) =>
    res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  send('status', runView(run));
  if (!isActive(run)) {
    res.end();
    return;
  }
  const stop = () => {
    ctx.playground.events.off('run', onRun);
    ctx.playground.events.off('close', stop);
    res.end();
  };
  const onRun = (e: RunEvent) => {
    if (e.run.id !== run.id) return;
    if (e.type === 'progress')
      send('progress', { runId: e.run.id, status: e.run.status, progress: progressOf(e.run) });
    else {
      send('status', runView(e.run));
      if (!isActive(e.run)) stop();
    }
  };
  ctx.playground.events.on('run', onRun);
  ctx.playground.events.on('close', stop);
  req.raw.on('close', stop);
}
