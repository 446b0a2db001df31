/**
 * The renderer's Content-Security-Policy, in one place. The Electron `app://` protocol handler and
 * the serve host send it as a response header; src/renderer/index.html carries the same text in a
 * meta tag, minus `frame-ancestors`, which a browser ignores in a meta tag and warns about on every
 * load (a unit test keeps the two in step).
 */
const DIRECTIVES = [
  "default-src 'self'",
  // 'wasm-unsafe-eval' compiles WebAssembly (the IGP24 kernel, bytes bundled with the app) and
  // nothing else: eval and new Function stay refused.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  // Monaco's editor worker and the IGP24 check worker are bundled files: no blob: workers.
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
];

/** Directives that only work as a response header. */
const HEADER_ONLY = ['frame-ancestors'];

export const CONTENT_SECURITY_POLICY = DIRECTIVES.join('; ');

/** The same policy for index.html's meta tag. */
export const META_CONTENT_SECURITY_POLICY = DIRECTIVES.filter(
  (d) => !HEADER_ONLY.includes(d.split(' ')[0]!),
).join('; ');
