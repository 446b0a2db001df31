/**
 * `npm run lint` runs this after Biome: fails on any import that breaks a layer rule. Usage: tsx scripts/layers/cli.ts [root]
 */
import { resolve } from 'node:path';
import { runCheck } from './check';

const { ok, lines } = await runCheck(resolve(process.argv[2] ?? '.'));
for (const line of lines) (ok ? console.log : console.error)(line);
process.exit(ok ? 0 : 1);
