/** The README only points at what is in the repository, and names what the app really has. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLine } from '../../../src/shared/igp24/line/lineFormat';

const readme = readFileSync('README.md', 'utf8');
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { description: string; scripts: object };
/** Targets of markdown links and images: [text](target) and ![alt](target). */
const targets = [...readme.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1]!);
/** Paths in backticks that look like files of this repository or of a folder beside it. */
const pathsInCode = [...readme.matchAll(/`(\.\.\/[^`]+)`/g)].map((m) => m[1]!);

describe('README', () => {
  it('links and pictures resolve inside the repository, and nothing points outside it', () => {
    expect(targets.length).toBeGreaterThan(5);
    for (const t of targets) {
      if (/^https?:/.test(t)) continue;
      expect(t.startsWith('..') || t.startsWith('/'), t).toBe(false);
      expect(existsSync(t.split('#')[0]!), t).toBe(true);
    }
    expect(pathsInCode).toEqual([]);
  });

  it('shows screenshots taken by the end-to-end run, and says how to retake them', () => {
    const images = targets.filter((t) => t.startsWith('docs/images/'));
    expect(images.length).toBeGreaterThanOrEqual(4);
    const chosen = readFileSync('scripts/screenshots.mjs', 'utf8');
    for (const img of images)
      expect(chosen, img).toContain(img.replace('docs/images/', '').replace('.png', ''));
    expect(readme).toContain('npm run screenshots');
    expect(pkg.scripts).toHaveProperty('screenshots');
  });

  it('keeps no picture that no document shows', () => {
    const docs = [
      'README.md',
      ...readdirSync('docs')
        .filter((f) => f.endsWith('.md'))
        .map((f) => `docs/${f}`),
    ]
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    const unshown = readdirSync('docs/images').filter((img) => !docs.includes(`images/${img}`));
    expect(unshown).toEqual([]);
  });

  it('promises nothing the app does not have', () => {
    // The Playground (issue 10) and the Contributor Network (issue 11) are in the app.
    expect(pkg.description).toMatch(/Playground/);
    expect(pkg.description).toMatch(/Contributor Network/);
    expect(readme).toMatch(/## Playground/);
    expect(readme).toMatch(/## Contributor Network/);
    expect(readme).not.toMatch(/not in the app yet/);
  });

  it('shows an IGP24 line that is one: 25 integers a_0..a_24, monic, with a recognized hint', () => {
    const block = /\*\*A polynomial line\*\*[\s\S]*?```text\n([\s\S]*?)```/.exec(readme)?.[1];
    const lines = (block ?? '').split('\n').filter((l) => l.trim() !== '' && !l.startsWith('#'));
    expect(lines).toHaveLength(1);
    const parsed = parseLine(lines[0]!);
    expect(parsed.errors).toEqual([]);
    expect(parsed.coefficients).toHaveLength(25);
    expect(parsed.coefficients![24]).toBe(1n);
    expect(parsed.hint).toEqual({
      status: 'recognized',
      primes: ['101', '2347', '5714547093403974893094772369'],
    });
  });

  it('asks for the Node that .nvmrc names', () => {
    const nvmrc = readFileSync('.nvmrc', 'utf8').trim();
    expect(readme).toContain(`Node ${nvmrc} or newer is required`);
    const engines = (JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } })
      .engines;
    expect(engines.node).toBe(`>=${nvmrc}.0`);
  });
});
