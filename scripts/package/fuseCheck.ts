/**
 * The fuses of a packaged executable, read back and compared with what the build configures
 * (package.json `build.electronFuses`, which electron-builder flips right before signing). Read
 * with @electron/fuses, the library behind `npx @electron/fuses read --app <path>`. Used by the
 * smoke test of a packaged app (smoke.ts); the comparison is a pure function, tested in
 * test/unit/package/smoke.test.ts.
 */
import { FuseV1Options, FuseVersion, getCurrentFuseWire } from '@electron/fuses';
import { FuseState } from '@electron/fuses/dist/constants';

/** Fuses the smoke test requires on whatever the configuration says: the asar integrity check. */
export const REQUIRED_ON = ['EnableEmbeddedAsarIntegrityValidation', 'OnlyLoadAppFromAsar'] as const;

/** electron-builder's option name ('runAsNode') → the fuse's name in the wire ('RunAsNode'). */
export function fuseName(option: string): string {
  return option.charAt(0).toUpperCase() + option.slice(1);
}

/** Options of `build.electronFuses` that are not fuses. */
const NOT_FUSES = new Set(['resetAdHocDarwinSignature', 'strictlyRequireAllFuses']);

/**
 * What the build configures: fuse name → on/off. Throws, naming it, on an option that is no fuse
 * of this @electron/fuses or that is not a boolean (electron-builder would refuse both too).
 */
export function configuredFuses(electronFuses: unknown): Map<string, boolean> {
  const out = new Map<string, boolean>();
  if (electronFuses === undefined) return out;
  if (typeof electronFuses !== 'object' || electronFuses === null)
    throw new Error('build.electronFuses is not an object');
  for (const [option, value] of Object.entries(electronFuses)) {
    if (NOT_FUSES.has(option)) continue;
    const name = fuseName(option);
    if (typeof (FuseV1Options as Record<string, unknown>)[name] !== 'number')
      throw new Error(`build.electronFuses.${option} is not a fuse @electron/fuses knows`);
    if (typeof value !== 'boolean') throw new Error(`build.electronFuses.${option} is not true or false`);
    out.set(name, value);
  }
  return out;
}

export type FuseRead = 'on' | 'off' | 'removed' | 'inherited' | 'absent';

/** A read fuse wire ({ version, 0: state, 1: state… }) as name → state in words. */
export function fusesInWords(wire: Record<string, unknown>): Map<string, FuseRead> {
  const out = new Map<string, FuseRead>();
  for (const [name, index] of Object.entries(FuseV1Options)) {
    if (typeof index !== 'number') continue;
    const state = wire[String(index)];
    out.set(
      name,
      state === FuseState.ENABLE
        ? 'on'
        : state === FuseState.DISABLE
          ? 'off'
          : state === FuseState.REMOVED
            ? 'removed'
            : state === FuseState.INHERIT
              ? 'inherited'
              : 'absent',
    );
  }
  return out;
}

export interface FuseComparison {
  ok: boolean;
  /** One line per configured or required fuse: "RunAsNode: off (configured off)". */
  lines: string[];
  /** In words, what is wrong; empty when ok. */
  failures: string[];
}

/** Compares a read wire with the configuration; the asar integrity fuses must be on regardless. */
export function compareFuses(
  configured: Map<string, boolean>,
  wire: Record<string, unknown>,
): FuseComparison {
  const lines: string[] = [];
  const failures: string[] = [];
  if (String(wire.version) !== FuseVersion.V1)
    failures.push(
      `the fuse wire has version ${String(wire.version)}, not ${FuseVersion.V1}: update @electron/fuses`,
    );
  const read = fusesInWords(wire);
  const names = new Set([...configured.keys(), ...REQUIRED_ON]);
  for (const name of names) {
    const want = configured.get(name);
    const got = read.get(name) ?? 'absent';
    lines.push(
      `${name}: ${got}${want === undefined ? ' (not configured)' : ` (configured ${want ? 'on' : 'off'})`}`,
    );
    if (want !== undefined && got !== (want ? 'on' : 'off'))
      failures.push(`fuse ${name} reads ${got}, but build.electronFuses sets it ${want ? 'on' : 'off'}`);
    if ((REQUIRED_ON as readonly string[]).includes(name)) {
      if (want === false)
        failures.push(
          `build.electronFuses turns ${name} off: the asar integrity check must stay on (docs/security.md)`,
        );
      else if (got !== 'on' && want === undefined)
        failures.push(`fuse ${name} reads ${got}: the asar integrity check must be on`);
    }
  }
  return { ok: failures.length === 0, lines, failures };
}

/**
 * Reads the fuse wire of a packaged executable (on macOS the path inside the .app; the wire is
 * in its Electron Framework) and compares it with the configuration.
 */
export async function checkFuses(executable: string, electronFuses: unknown): Promise<FuseComparison> {
  const configured = configuredFuses(electronFuses);
  const wire = (await getCurrentFuseWire(executable)) as unknown as Record<string, unknown>;
  return compareFuses(configured, wire);
}
