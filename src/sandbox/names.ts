/**
 * Fault-mode control: `POST /__sandbox/names` gives seeded accounts, teams and competitions other
 * names, so tests can show what the client does with any text a platform may send (bidi controls
 * in an author name, a team name, a competition title: docs/renderer.md, "Platform text").
 */
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import { CONTROL_PREFIX } from './config';
import type { SandboxContext } from './context';
import { renameAccount } from './db/accounts';
import { retitleCompetition } from './db/competitions';
import { renameTeam } from './db/teams';
import { ApiError, notFound } from './errors';

const names = z.record(z.string().min(1), z.string().min(1).max(200));
const namesBody = z.strictObject({
  accounts: names.optional(),
  teams: names.optional(),
  competitions: names.optional(),
});

export function registerNamesControl(app: FastifyInstance, ctx: SandboxContext): void {
  app.post(`${CONTROL_PREFIX}/names`, async (req) => {
    const parsed = namesBody.safeParse(req.body);
    if (!parsed.success) throw new ApiError(400, 'MALFORMED_BODY', 'Invalid control request.');
    const { accounts = {}, teams = {}, competitions = {} } = parsed.data;
    const rename: [Record<string, string>, (id: string, name: string) => boolean][] = [
      [accounts, (id, name) => renameAccount(ctx.db, id, name)],
      [teams, (id, name) => renameTeam(ctx.db, id, name)],
      [competitions, (id, name) => retitleCompetition(ctx.db, id, name)],
    ];
    const missing: string[] = [];
    ctx.db.transaction(() => {
      for (const [byId, apply] of rename)
        for (const [id, name] of Object.entries(byId)) if (!apply(id, name)) missing.push(id);
      if (missing.length > 0) throw notFound(`No such account, team or competition: ${missing.join(', ')}.`);
    })();
    return { ok: true, data: { accounts, teams, competitions } };
  });
}
