/**
 * The installer configuration (package.json `build`), checked against electron-builder's own
 * schema and for what the release needs. Packaging itself needs Electron's binary and each
 * platform's tools: it runs in .github/workflows/release.yml, not here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const build = pkg.build;
const require = createRequire(import.meta.url);

describe('installer configuration', () => {
  it('is valid for electron-builder', () => {
    const schema = JSON.parse(readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8'));
    const validate = new Ajv({ strict: false, allErrors: true }).compile(schema);
    expect(validate(build) ? [] : validate.errors).toEqual([]);
  });

  it('builds dmg and zip (mac updates), nsis (Windows), AppImage and deb (Linux)', () => {
    expect(build.mac.target).toEqual(['dmg', 'zip']);
    expect(build.win.target).toEqual(['nsis']);
    expect(build.linux.target).toEqual(['AppImage', 'deb']);
  });

  it('registers workbench:// and keeps the fuses', () => {
    expect(build.protocols).toEqual([{ name: 'Participant Workbench link', schemes: ['workbench'] }]);
    expect(build.linux.mimeTypes).toContain('x-scheme-handler/workbench');
    expect(build.electronFuses).toMatchObject({ runAsNode: false, onlyLoadAppFromAsar: true });
  });

  it('has an icon of at least 512×512 for every platform to derive its own from', () => {
    const png = readFileSync(join(root, build.icon));
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)].every((side) => side >= 512)).toBe(true);
  });

  it('publishes update metadata to a generic feed set at build time, and ships electron-updater', () => {
    expect(build.publish).toEqual([
      // biome-ignore lint/suspicious/noTemplateCurlyInString: electron-builder's own placeholder, not JavaScript's
      { provider: 'generic', url: '${env.WORKBENCH_UPDATE_URL}', channel: 'latest' },
    ]);
    expect(pkg.dependencies['electron-updater']).toBeDefined();
  });

  it('installs only signed updates: Windows checks the publisher, macOS builds are signed', () => {
    expect(build.win.forceCodeSigning).toBe(true);
    expect(build.win.verifyUpdateCodeSignature).toBe(true);
    expect(build.win.signtoolOptions.publisherName.length).toBeGreaterThan(0);
    expect(build.mac.forceCodeSigning).toBe(true);
    expect(build.mac.hardenedRuntime).toBe(true);
  });

  it('the release workflow builds each platform on its own runner for a version tag', () => {
    const wf = readFileSync(join(root, '.github', 'workflows', 'release.yml'), 'utf8');
    expect(wf).toMatch(/tags: \['v\*\.\*\.\*'\]/);
    for (const [os, flag] of [
      ['macos-latest', '--mac'],
      ['windows-latest', '--win'],
      ['ubuntu-latest', '--linux'],
    ])
      expect(wf).toMatch(new RegExp(`os: ${os}\\n\\s+platform: ${flag}`));
    // biome-ignore lint/suspicious/noTemplateCurlyInString: a GitHub Actions expression, not JavaScript's
    expect(wf).toContain('npx electron-builder ${{ matrix.platform }} --publish never');
  });
});
