/**
 * `npm run package:check`: packs linux-unpacked with a stand-in Electron (pack.ts), then proves the
 * package complete — every module reachable from out/main and out/preload resolves inside it
 * (moduleGraph.ts), natives are unpacked and every file read at run time is there (contents.ts),
 * nothing that must never ship is there or beside the build (hygiene.ts: dotfiles, keys, tests,
 * key-shaped strings), and the main process starts from it (startup.ts). Prints a report, writes a JSON summary
 * (default test-artifacts/package-check.json, or --json <file>), and exits 1 on any failure.
 * Run after `npm run build`. Options: --keep leaves the temporary folder for inspection.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { readPackedApp } from './asarView';
import { checkContents, packageSizes } from './contents';
import { explainMissing, owningPackage } from './explainMissing';
import { folderView } from './fileView';
import { type Finding, failure, note } from './findings';
import { checkShipped, checkSources } from './hygiene';
import { walkModules } from './moduleGraph';
import { packLinuxDir } from './pack';
import { formatReport, type Summary } from './report';
import { runStartup } from './startup';

const projectDir = resolve(dirname(new URL(import.meta.url).pathname), '..', '..');
const args = process.argv.slice(2);
const jsonAt = args.indexOf('--json');
const jsonPath = resolve(
  jsonAt >= 0 && args[jsonAt + 1]
    ? args[jsonAt + 1]!
    : join(projectDir, 'test-artifacts', 'package-check.json'),
);
const keep = args.includes('--keep');

const workDir = mkdtempSync(join(tmpdir(), 'wb-package-check-'));
let exitCode = 1;
const cleanUp = () => {
  if (!keep) rmSync(workDir, { recursive: true, force: true });
};
// Ctrl-C or a CI timeout still removes the temporary folder.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    cleanUp();
    process.exit(130);
  });

try {
  const started = Date.now();
  const manifest = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8'));
  console.log('packing linux-unpacked with electron-builder (stand-in Electron)…');
  const packed = await packLinuxDir(projectDir, workDir, () => {});
  const app = readPackedApp(packed.resourcesDir);

  const modulesStarted = Date.now();
  const entries = [...app.files.keys()].filter((p) => /^out\/(main|preload)\/.+\.(c|m)?js$/.test(p));
  const graph = walkModules(app, entries.length > 0 ? entries : ['out/main/index.js']);
  const findings: Finding[] = [
    ...explainMissing(graph.missing, manifest, folderView(projectDir, 'the project')),
    ...checkContents(app, projectDir, manifest),
    ...checkShipped(app.files.keys(), app),
    ...checkSources(projectDir, manifest.build?.directories?.buildResources),
  ];
  if (!readFileSync(join(packed.resourcesDir, 'app-update.yml'), 'utf8').includes('provider'))
    findings.push(failure('files', 'resources/app-update.yml (read by electron-updater) has no provider'));
  const modulesSeconds = (Date.now() - modulesStarted) / 1000;

  console.log('starting the main process from the packed app…');
  const startup = await runStartup(app.asarPath, workDir, manifest.main ?? 'out/main/index.js');
  findings.push(...startup.findings);
  if (packed.skippedFuses.length > 0)
    findings.push(
      note(
        'fuses',
        `not checked (${packed.skippedFuses.join(', ')}): flipping fuses needs the real Electron binary`,
      ),
    );

  const reachedPackages = new Set([...graph.reached].map(owningPackage).filter((n) => n !== null));
  const sizes = packageSizes(app);
  const summary: Summary = {
    ok: findings.every((f) => f.level !== 'failure'),
    failures: findings.filter((f) => f.level === 'failure'),
    notes: findings.filter((f) => f.level === 'note'),
    asarBytes: app.asarBytes,
    unpackedBytes: app.unpackedBytes,
    files: app.files.size,
    modulesReached: graph.reached.size,
    computedLoads: [...graph.computed.values()].reduce((a, b) => a + b, 0),
    skippedFuses: packed.skippedFuses,
    staged: packed.staged,
    largestPackages: sizes.slice(0, 10),
    unreachedPackages: sizes.filter(
      (p) =>
        /^(@[^/]+\/)?[^/.]+/.test(p.name) &&
        !['out', 'data', 'resources', 'package.json'].includes(p.name) &&
        !reachedPackages.has(p.name),
    ),
    seconds: {
      pack: packed.seconds,
      modules: modulesSeconds,
      startup: startup.seconds,
      total: (Date.now() - started) / 1000,
    },
  };
  console.log(`\n${formatReport(summary)}`);
  mkdirSync(dirname(jsonPath), { recursive: true });
  writeFileSync(jsonPath, `${JSON.stringify(summary, null, 2)}\n`);
  console.log(`\nJSON summary: ${jsonPath}`);
  exitCode = summary.ok ? 0 : 1;
} catch (err) {
  console.error(`package check could not run: ${err instanceof Error ? err.message : String(err)}`);
  console.error('Run `npm run build` first; the check packs what out/ holds.');
} finally {
  if (keep) console.log(`kept ${workDir}`);
  cleanUp();
}
process.exit(exitCode);
