#!/usr/bin/env node
// The `workbench` command: runs the built command line (plain JavaScript, no TypeScript loader).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const built = new URL('../out/cli/workbench.js', import.meta.url);
if (!existsSync(fileURLToPath(built))) {
  process.stderr.write('workbench: the command line is not built yet. Run `npm run build:cli` first.\n');
  process.exit(2);
}
await import(built.href);
