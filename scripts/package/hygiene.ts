/**
 * What must never ship, whatever `build.files` says: dotfiles, key- or secret-shaped files, tests,
 * and key-shaped strings inside shipped text files. Checked on the packed app (every file of
 * app.asar and app.asar.unpacked, node_modules included) and, by name only, on the folders the
 * package is made from (out/ and the build resources folder), so a stray key beside the build fails
 * the check even while `build.files` keeps it out. The rules are listed in docs/packaging.md
 * ("What never ships"); change both together.
 */
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { FileView } from './fileView';
import { type Finding, failure } from './findings';

/** Extensions of key stores and private keys. */
const KEY_EXTENSIONS = ['key', 'pem', 'p12', 'pfx', 'jks', 'keystore', 'ppk', 'kdbx'];
/** Folder names that hold tests. */
const TEST_DIRS = ['test', 'tests', '__tests__', '__mocks__'];
/** Files read as code by the app: a `key` word in their name is ordinary ('keys.js'). */
const CODE_EXTENSIONS = ['js', 'cjs', 'mjs', 'ts', 'cts', 'mts', 'json', 'node'];

export type NameProblem = 'dotfile' | 'key-shaped name' | 'test-shaped name';

export interface NameFinding {
  problem: NameProblem;
  /** In words: which rule matched. */
  why: string;
}

/** Why a file at this app-relative path ('out/main/x.js') must not ship, or null. */
export function forbiddenName(path: string): NameFinding | null {
  const segments = path.split('/').filter((s) => s !== '');
  const name = segments.at(-1) ?? '';
  const lower = name.toLowerCase();
  const dot = segments.find((s) => s.startsWith('.') && s !== '.' && s !== '..');
  if (dot !== undefined)
    return {
      problem: 'dotfile',
      why: dot === name ? `a dotfile (${name})` : `inside a dot folder (${dot}/)`,
    };
  const ext = lower.includes('.') ? lower.slice(lower.lastIndexOf('.') + 1) : '';
  const stem = ext ? lower.slice(0, lower.length - ext.length - 1) : lower;
  if (KEY_EXTENSIONS.includes(ext)) return { problem: 'key-shaped name', why: `a .${ext} file` };
  if (/^id_(rsa|dsa|ecdsa|ed25519)/.test(lower))
    return { problem: 'key-shaped name', why: 'named like an SSH key (id_rsa…)' };
  if (lower.includes('secret')) return { problem: 'key-shaped name', why: 'a name containing "secret"' };
  if (lower.includes('credential'))
    return { problem: 'key-shaped name', why: 'a name containing "credential"' };
  if (ext === 'env' || /(^|[-_.])env\.(local|production|development|test)$/.test(lower))
    return { problem: 'key-shaped name', why: 'an environment file (*.env)' };
  if (
    !CODE_EXTENSIONS.includes(ext) &&
    /(^|[-_.])(api|private|access|signing)?[-_]?keys?([-_.]|$)/.test(stem)
  )
    return { problem: 'key-shaped name', why: 'a "key" in the name of a file that is not code' };
  const testDir = segments.slice(0, -1).find((s) => TEST_DIRS.includes(s.toLowerCase()));
  if (testDir !== undefined) return { problem: 'test-shaped name', why: `inside a ${testDir}/ folder` };
  if (/\.(test|spec)\.[^.]+$/.test(lower) || /\.(test|spec)\.d\.[cm]?ts$/.test(lower))
    return { problem: 'test-shaped name', why: 'a test file (*.test.*, *.spec.*)' };
  return null;
}

const TOKEN_PREFIXES = [
  'sk-',
  'sk_live_',
  'rk_live_',
  'ghp_',
  'gho_',
  'ghu_',
  'ghs_',
  'ghr_',
  'github_pat_',
  'glpat-',
  'hf_',
  'npm_',
  'xoxb-',
  'xoxp-',
  'xoxa-',
  'xoxs-',
];
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
/** A known key prefix at a word start, then 20 or more token characters. */
const PREFIXED_TOKEN = new RegExp(
  `(?<![A-Za-z0-9_])(${TOKEN_PREFIXES.map(escapeRe).join('|')})([A-Za-z0-9_-]{20,})`,
  'g',
);
/** An access key id: AKIA or ASIA and 16 capitals or digits, alone. */
const ACCESS_KEY_ID = /(?<![A-Za-z0-9])((?:AKIA|ASIA)[A-Z0-9]{16})(?![A-Za-z0-9])/g;
/** The armour line of a private key (PEM, OpenSSH, PGP). */
const PRIVATE_KEY_HEADER = /-----BEGIN ((?:[A-Z0-9]+ )*)PRIVATE KEY( BLOCK)?-----/g;

/** Shannon entropy in bits per character. */
export function entropy(s: string): number {
  const counts = new Map<string, number>();
  for (const ch of s) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let bits = 0;
  for (const n of counts.values()) {
    const p = n / s.length;
    bits -= p * Math.log2(p);
  }
  return bits;
}

/**
 * Whether a token body looks random rather than like a name ('sk-some-long-css-class-name'):
 * at least two of lower case, upper case and digits, and about 3.5 bits per character or more.
 */
export function looksRandom(body: string): boolean {
  const run = body.replace(/[-_]/g, '');
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/].filter((re) => re.test(run)).length;
  return run.length >= 20 && classes >= 2 && entropy(run) >= 3.5;
}

export interface SecretHit {
  line: number;
  what: string;
  /** The start of the match only: a report never repeats a secret. */
  shown: string;
}

const mask = (s: string) => `${s.slice(0, Math.min(s.length, 6))}…`;

/** Key-shaped strings in a text: private key headers, prefixed high-entropy tokens, access key ids. */
export function findSecrets(text: string): SecretHit[] {
  const hits: SecretHit[] = [];
  const lineAt = (index: number) => {
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < index; i = text.indexOf('\n', i + 1)) line++;
    return line;
  };
  for (const m of text.matchAll(PRIVATE_KEY_HEADER))
    hits.push({
      line: lineAt(m.index),
      what: 'a private key',
      shown: `-----BEGIN ${m[1] ?? ''}PRIVATE KEY…`,
    });
  for (const m of text.matchAll(PREFIXED_TOKEN))
    if (looksRandom(m[2]!))
      hits.push({ line: lineAt(m.index), what: `a token with the key prefix ${m[1]}`, shown: mask(m[0]) });
  for (const m of text.matchAll(ACCESS_KEY_ID))
    if (/[0-9]/.test(m[1]!) && /[A-Z]/.test(m[1]!.slice(4)))
      hits.push({ line: lineAt(m.index), what: 'an access key id', shown: mask(m[1]!) });
  return hits.sort((a, b) => a.line - b.line);
}

/** Files not read for key-shaped strings: binary formats (natives, archives, images, fonts). */
const BINARY_EXTENSIONS =
  /\.(node|gz|br|zip|png|jpe?g|gif|webp|ico|icns|ttf|otf|woff2?|wasm|bin|dll|so|dylib|exe)$/i;

const ADVICE: Record<NameProblem, string> = {
  dotfile:
    'dotfiles (environment, editor, tool settings) never ship — delete it, or exclude it in build.files',
  'key-shaped name':
    'key- and secret-shaped files never ship — delete it (and replace the key if it was real), or exclude it in build.files',
  'test-shaped name': 'tests never ship — delete it, or exclude it in build.files',
};

/** Every file of the packed app by name, and every text file by content. */
export function checkShipped(files: Iterable<string>, view: Pick<FileView, 'read'>): Finding[] {
  const findings: Finding[] = [];
  for (const p of files) {
    const bad = forbiddenName(p);
    if (bad)
      findings.push(failure('never ships', `${p} is in the package: ${bad.why}; ${ADVICE[bad.problem]}`));
    if (BINARY_EXTENSIONS.test(p)) continue;
    let text: string;
    try {
      text = view.read(p);
    } catch {
      continue;
    }
    if (text.slice(0, 8192).includes('\u0000')) continue;
    for (const hit of findSecrets(text))
      findings.push(
        failure(
          'never ships',
          `${p}:${hit.line} holds ${hit.what} (${hit.shown}) — a key never ships: remove it from the source, replace the key, and rebuild`,
        ),
      );
  }
  return findings;
}

/** Files under `dir` of `root`, app-relative ('out/.env'); nothing when the folder is absent. */
function filesUnder(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (d: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(d, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else out.push(relative(root, p).split(sep).join('/'));
    }
  };
  walk(join(root, dir));
  return out;
}

/**
 * The folders the package is made from: the build output (out/) and the build resources folder
 * (build.directories.buildResources, whose files go into the installers). A file there that must
 * never ship fails the check even when `build.files` leaves it out: one widened glob would ship it.
 */
export function checkSources(projectDir: string, buildResources: string | undefined): Finding[] {
  const dirs = ['out', buildResources ?? 'build'];
  const findings: Finding[] = [];
  for (const dir of dirs)
    for (const p of filesUnder(projectDir, dir)) {
      const bad = forbiddenName(p);
      if (bad)
        findings.push(
          failure(
            'never ships',
            `${p} lies in ${dir}/, which the package is made from: ${bad.why} — delete it (and replace the key if it was one); build.files may leave it out today, but one wider glob would ship it`,
          ),
        );
    }
  return findings;
}
