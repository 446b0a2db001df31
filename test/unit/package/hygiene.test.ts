/**
 * What never ships (scripts/package/hygiene.ts): dotfiles, key- and secret-shaped names, tests and
 * key-shaped strings fail the package check, in the package and beside the build (out/, resources/),
 * each finding naming its file. Key-shaped strings are made here from random bytes, so no file of
 * the repository holds one.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PackedApp } from '../../../scripts/package/asarView';
import { checkContents } from '../../../scripts/package/contents';
import {
  checkShipped,
  checkSources,
  findSecrets,
  forbiddenName,
  looksRandom,
} from '../../../scripts/package/hygiene';
import { tempDir } from '../../helpers/tempDir';

/** 32 random token characters with lower case, upper case and digits. */
const randomBody = (n = 32) => {
  const alphabet = 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(n);
  const body = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `aB3${body.slice(3)}`;
};
/** Built from parts: the repository never holds a whole key-shaped string. */
const pemHeader = () => ['-----BEGIN', 'RSA', 'PRIVATE', 'KEY-----'].join(' ');
const token = (prefix: string) => `${prefix}${randomBody()}`;

function plant(root: string, files: Record<string, string>) {
  for (const [p, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, p)), { recursive: true });
    writeFileSync(join(root, p), text);
  }
}

const view = (files: Record<string, string>) => ({
  read: (p: string) => {
    if (!Object.hasOwn(files, p)) throw new Error(`${p} is not in the package`);
    return files[p]!;
  },
});

describe('forbiddenName', () => {
  it.each([
    ['out/.env', 'dotfile'],
    ['node_modules/x/.eslintrc.yml', 'dotfile'],
    ['node_modules/x/.github/workflows/ci.yml', 'dotfile'],
    ['.npmrc', 'dotfile'],
    ['out/main/leftover-key.txt', 'key-shaped name'],
    ['resources/fake-secret.key', 'key-shaped name'],
    ['resources/server.pem', 'key-shaped name'],
    ['resources/signing.p12', 'key-shaped name'],
    ['resources/cert.PFX', 'key-shaped name'],
    ['data/id_rsa', 'key-shaped name'],
    ['data/id_ed25519.pub', 'key-shaped name'],
    ['out/client_secret.json', 'key-shaped name'],
    ['out/main/credentials.json', 'key-shaped name'],
    ['out/production.env', 'key-shaped name'],
    ['out/api_key.txt', 'key-shaped name'],
    ['out/private-key', 'key-shaped name'],
    ['out/main/test/fixture.js', 'test-shaped name'],
    ['node_modules/x/__tests__/a.js', 'test-shaped name'],
    ['node_modules/x/types/tests/test.ts', 'test-shaped name'],
    ['out/main/index.test.js', 'test-shaped name'],
    ['node_modules/x/spec/index.spec.js', 'test-shaped name'],
  ])('%s: %s', (path, problem) => {
    expect(forbiddenName(path)?.problem).toBe(problem);
  });

  it.each([
    'out/main/index.js',
    'out/main/chunks/verify-ClKj-d_7.js',
    'out/renderer/assets/codicon-DF1abBS2.ttf',
    'out/renderer/assets/transitive24.bin-Gzy7PW1Q.gz',
    'data/galois/transitive24.bin.gz',
    'node_modules/@napi-rs/keyring/index.js',
    'node_modules/ajv/dist/compile/validate/keyword.js',
    'node_modules/lodash/keys.js',
    'node_modules/builder-util-runtime/out/CancellationToken.js',
    'node_modules/ret/dist/tokens.js',
    'node_modules/monkey/index.d.ts',
    'node_modules/testing-library/index.js',
    'node_modules/x/lib/attest.js',
    'package.json',
  ])('%s ships', (path) => {
    expect(forbiddenName(path)).toBeNull();
  });
});

describe('findSecrets', () => {
  it.each(['sk-', 'sk-proj-', 'ghp_', 'github_pat_', 'hf_', 'glpat-', 'npm_', 'xoxb-'])(
    'finds a random token after %s, and shows only its start',
    (prefix) => {
      const secret = token(prefix);
      const hits = findSecrets(`const a = 1;\nconst key = "${secret}";\n`);
      expect(hits).toHaveLength(1);
      expect(hits[0]!.line).toBe(2);
      expect(hits[0]!.what).toContain(prefix === 'sk-proj-' ? 'sk-' : prefix);
      expect(secret.startsWith(hits[0]!.shown.replace('…', ''))).toBe(true);
      expect(hits[0]!.shown.length).toBeLessThan(10);
    },
  );

  it('finds a private key header, also inside a JavaScript string', () => {
    const pem = `${pemHeader()}\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n`;
    expect(findSecrets(`x\ny\nconst k = "${pem}";`)).toEqual([
      { line: 3, what: 'a private key', shown: '-----BEGIN RSA PRIVATE KEY…' },
    ]);
    const openssh = ['-----BEGIN', 'OPENSSH', 'PRIVATE', 'KEY-----'].join(' ');
    expect(findSecrets(openssh)).toHaveLength(1);
    expect(findSecrets(['-----BEGIN', 'PRIVATE', 'KEY-----'].join(' '))).toHaveLength(1);
  });

  it('finds an access key id', () => {
    const id = `AKIA${randomBody(16).toUpperCase().slice(0, 15)}7`;
    expect(findSecrets(`id=${id}`).map((h) => h.what)).toEqual(['an access key id']);
  });

  it.each([
    ['a public key', ['-----BEGIN', 'PUBLIC', 'KEY-----'].join(' ')],
    ['a certificate', '-----BEGIN CERTIFICATE-----'],
    ['a prefix inside a word', `task-${randomBody()}`],
    ['a long name', 'sk-some-long-css-class-name-for-a-button'],
    ['an npm setting', 'npm_config_disable_deprecated_warnings_please'],
    ['a short token', 'ghp_aB3dE5gH7'],
    ['repeated characters', `hf_${'aA1'.repeat(10)}`],
    ['capitals only', 'AKIAEXAMPLEXEXAMPLEX'],
  ])('leaves %s alone', (_what, text) => {
    expect(findSecrets(`const x = "${text}";`)).toEqual([]);
  });

  it('looksRandom wants mixed characters and about 3.5 bits each', () => {
    expect(looksRandom(randomBody())).toBe(true);
    expect(looksRandom('abcdefghijklmnopqrstuvwxyz')).toBe(false);
    expect(looksRandom('aaaaaaaaaaaaaaaaaaaa1111')).toBe(false);
  });
});

describe('checkShipped (the packed app)', () => {
  it('fails on each forbidden file and each key-shaped string, naming the file; passes the rest', () => {
    const secret = token('sk-');
    const files = {
      '.env': 'TOKEN=x',
      'out/main/leftover-key.txt': 'nothing',
      'out/main/test/helper.test.js': 'test()',
      'resources/fake-secret.key': 'k',
      'out/main/index.js': `import x from 'y';\nconst k = '${secret}';\n`,
      'out/preload/index.cjs': `module.exports = "${pemHeader()}\\nMIIE";`,
      'out/renderer/index.html': '<!doctype html><p>fine</p>',
      'out/renderer/assets/a.ttf': `binary, not read: ${pemHeader()}`,
      'node_modules/zod/index.js': 'module.exports = {};',
    };
    const findings = checkShipped(Object.keys(files), view(files));
    expect(findings.every((f) => f.level === 'failure' && f.check === 'never ships')).toBe(true);
    const named = findings.map((f) => f.message.split(/[: ]/)[0]);
    expect(named.sort()).toEqual(
      [
        '.env',
        'out/main/index.js',
        'out/main/leftover-key.txt',
        'out/main/test/helper.test.js',
        'out/preload/index.cjs',
        'resources/fake-secret.key',
      ].sort(),
    );
    const key = findings.find((f) => f.message.startsWith('out/main/index.js'))!;
    expect(key.message).toMatch(/^out\/main\/index\.js:2 holds a token with the key prefix sk-/);
    expect(key.message).not.toContain(secret);
  });

  it('skips a file holding NUL bytes (binary) and one it cannot read', () => {
    const files = { 'out/blob': `\u0000${token('ghp_')}` };
    expect(checkShipped(['out/blob', 'out/gone.js'], view(files))).toEqual([]);
  });
});

describe('checkSources (the folders the package is made from)', () => {
  it('fails on each file planted beside the build, naming it, even though build.files leaves it out', () => {
    const root = tempDir('wb-hygiene-');
    plant(root, {
      'out/.env': 'A=1',
      'out/main/leftover-key.txt': 'x',
      'out/main/test/planted.test.js': 'x',
      'resources/fake-secret.key': 'x',
      'out/main/index.js': 'ok',
      'out/cli/workbench.js': 'ok',
      'resources/icon.png': 'png',
      'data/.hidden': 'not a folder the package is made from',
    });
    const messages = checkSources(root, 'resources').map((f) => f.message);
    expect(messages.map((m) => m.split(' ')[0]).sort()).toEqual([
      'out/.env',
      'out/main/leftover-key.txt',
      'out/main/test/planted.test.js',
      'resources/fake-secret.key',
    ]);
    expect(messages.find((m) => m.startsWith('out/.env'))).toMatch(/lies in out\/.*a dotfile/);
    expect(messages.find((m) => m.startsWith('resources/'))).toMatch(/lies in resources\/.*a \.key file/);
  });

  it('passes a clean tree, and one without the folders', () => {
    const root = tempDir('wb-hygiene-');
    plant(root, { 'out/main/index.js': 'ok', 'resources/icon.png': 'png' });
    expect(checkSources(root, 'resources')).toEqual([]);
    expect(checkSources(tempDir('wb-hygiene-empty-'), 'resources')).toEqual([]);
  });
});

describe('checkContents and the command line’s bundle', () => {
  const packed = (paths: string[], text: Record<string, string> = {}): PackedApp => ({
    name: 'app.asar',
    asarPath: '/nowhere/app.asar',
    files: new Map(paths.map((p) => [p, { size: 1, unpacked: false }])),
    directories: new Set(['']),
    asarBytes: 0,
    unpackedBytes: 0,
    isFile: (p) => paths.includes(p),
    isDirectory: () => false,
    read: (p) => text[p] ?? '{}',
  });

  it('out/cli and out/serve are built but neither wanted nor allowed in the package; a planted key is not wanted', () => {
    const root = tempDir('wb-contents-');
    plant(root, {
      'out/main/index.js': 'x',
      'out/cli/workbench.js': 'x',
      'out/serve/serve.js': 'x',
      'out/serve/build-stamp.json': '{}',
      'out/main/leftover-key.txt': 'x',
    });
    const manifest = { main: 'out/main/index.js', build: { files: [] } };
    const shipped = ['package.json', 'out/main/index.js', 'out/preload/index.cjs', 'out/renderer/index.html'];
    const runtime = ['data/galois/transitive24.bin.gz'];
    const clean = checkContents(packed([...shipped, ...runtime]), root, manifest);
    expect(clean.filter((f) => f.level === 'failure')).toEqual([]);

    const withCli = checkContents(packed([...shipped, ...runtime, 'out/cli/workbench.js']), root, manifest);
    expect(withCli.map((f) => f.message)).toEqual([
      expect.stringMatching(/^out\/cli\/workbench\.js is in the package — out\/cli\/ is the command line/),
    ]);
    const withServe = checkContents(packed([...shipped, ...runtime, 'out/serve/serve.js']), root, manifest);
    expect(withServe.map((f) => f.message)).toEqual([
      expect.stringMatching(/^out\/serve\/serve\.js is in the package — out\/serve\/ is serve mode's host/),
    ]);
  });
});
