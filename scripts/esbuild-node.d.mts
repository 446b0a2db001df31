/** Types of esbuild-node.mjs (plain JavaScript: the build scripts run it without a TypeScript loader). */
import type { Plugin } from 'esbuild';

export const NATIVE: readonly string[];
export function requireNative(root: string): Plugin;
export function requireBuiltins(): Plugin;
export function requireBanner(from: string): string;
export const REQUIRE_BANNER: string;
