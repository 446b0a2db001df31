/**
 * What the two plain-Node bundles (the command line, scripts/build-cli.mjs, and serve mode,
 * scripts/serve/build.mjs) share: the native packages stay outside the bundle and are loaded with
 * require(), and bundled CommonJS packages get a require() of their own.
 */

/** Native packages: never bundled (their .node binaries are found next to their own files). */
export const NATIVE = ['better-sqlite3', '@napi-rs/keyring'];

/**
 * The native packages (CommonJS) are loaded with require(), not an ES import: Node runs a lexer
 * over a CommonJS module imported by ES import to find its names, which costs more than loading
 * the package itself (about 15 ms of each start).
 */
export function requireNative(root) {
  const filter = new RegExp(`^(${NATIVE.map((n) => n.replace(/[/.]/g, '\\$&')).join('|')})$`);
  return {
    name: 'require-native-packages',
    setup(b) {
      b.onResolve({ filter }, (args) =>
        args.namespace === 'required'
          ? { path: args.path, external: true }
          : { path: args.path, namespace: 'required' },
      );
      b.onLoad({ filter: /.*/, namespace: 'required' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(args.path)});`,
        loader: 'js',
        resolveDir: root,
      }));
    },
  };
}

/**
 * Node's own modules by require(), not by ES import: for an ES import Node builds a view of the
 * module that reads every export, and some exports are getters that load more (node:http's load
 * Node's copy of undici, about 50 ms; node:fs's its streams). Needs REQUIRE_BANNER. Not for a
 * build split into chunks: there a dynamic import() of one resolves to a chunk whose only export is
 * `default`. (src/core/api/client.ts reads `.default` of the built-ins it imports dynamically, which
 * every namespace of a built-in has.)
 */
export function requireBuiltins() {
  return {
    name: 'require-node-builtins',
    setup(b) {
      b.onResolve({ filter: /^node:/ }, (args) =>
        args.namespace === 'builtin'
          ? { path: args.path, external: true }
          : { path: args.path, namespace: 'builtin' },
      );
      b.onLoad({ filter: /.*/, namespace: 'builtin' }, (args) => ({
        contents: `module.exports = require(${JSON.stringify(args.path)});`,
        loader: 'js',
      }));
    },
  };
}

/**
 * Bundled CommonJS packages call require() for Node's own modules: a require() made relative to
 * `from`, the JavaScript expression of a file URL.
 */
export const requireBanner = (from) =>
  `import { createRequire as __wbRequire } from 'node:module'; const require = __wbRequire(${from});`;

/** requireBanner relative to the bundle itself. */
export const REQUIRE_BANNER = requireBanner('import.meta.url');
