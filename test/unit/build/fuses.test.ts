/**
 * Electron fuses of packaged builds: the configuration in package.json, as electron-builder
 * itself reads it (its JSON schema, and the same translation to @electron/fuses wire options
 * that it applies right before signing).
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { FuseV1Options, FuseVersion } from '@electron/fuses';
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';

const require = createRequire(import.meta.url);
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as {
  main: string;
  build: Record<string, unknown> & { electronFuses?: Record<string, boolean> };
};
const build = pkg.build;
const fuses = build.electronFuses ?? {};

describe('electronFuses in package.json', () => {
  it.each([
    ['runAsNode', false],
    ['enableNodeOptionsEnvironmentVariable', false],
    ['enableNodeCliInspectArguments', false],
    ['enableEmbeddedAsarIntegrityValidation', true],
    ['onlyLoadAppFromAsar', true],
    ['enableCookieEncryption', true],
    ['grantFileProtocolExtraPrivileges', false],
  ])('%s is %s', (name, value) => {
    expect(fuses[name]).toBe(value);
  });

  it('is valid electron-builder configuration (its own schema; a misspelt fuse would be refused)', () => {
    const schema = JSON.parse(readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8'));
    const ajv = new Ajv({ allErrors: true, strict: false });
    const validate = ajv.compile(schema);
    expect(validate(build), JSON.stringify(validate.errors)).toBe(true);
  });

  it('becomes the fuse wire electron-builder flips before signing', async () => {
    // app-builder-lib makes its config loader at load time, whose file cache would stay behind in
    // the temp folder; this test reads no config file, so it needs no cache.
    process.env.JITI_FS_CACHE = 'false';
    const { PlatformPackager } = require('app-builder-lib') as {
      PlatformPackager: { prototype: { generateFuseConfig(f: unknown): Promise<Record<string, unknown>> } };
    };
    const wire = await PlatformPackager.prototype.generateFuseConfig.call({}, fuses);
    expect(wire.version).toBe(FuseVersion.V1);
    expect(wire[FuseV1Options.RunAsNode]).toBe(false);
    expect(wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable]).toBe(false);
    expect(wire[FuseV1Options.EnableNodeCliInspectArguments]).toBe(false);
    expect(wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation]).toBe(true);
    expect(wire[FuseV1Options.OnlyLoadAppFromAsar]).toBe(true);
    expect(wire[FuseV1Options.EnableCookieEncryption]).toBe(true);
    expect(wire[FuseV1Options.GrantFileProtocolExtraPrivileges]).toBe(false);
  });

  it('the app is packed into app.asar, so only-load-from-ASAR finds it and integrity covers it', () => {
    expect(build.asar).toBe(true);
    for (const platform of ['linux', 'mac', 'win']) {
      expect((build[platform] as Record<string, unknown> | undefined)?.asar).not.toBe(false);
      expect((build[platform] as Record<string, unknown> | undefined)?.electronFuses).toBeUndefined();
    }
    // The main process's entry is among the files packed (they are listed exactly, docs/packaging.md).
    expect(build.files).toContain('out/main/*.js');
    expect(pkg.main).toMatch(/^out\/main\/[^/]+\.js$/);
  });

  it('packs the transitive-group table, so the sandbox of an installed app credits likely groups', () => {
    const table = 'data/galois/transitive24.bin.gz';
    expect(build.files).toContain(table);
    expect(existsSync(join(process.cwd(), table))).toBe(true);
  });
});
