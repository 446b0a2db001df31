/**
 * The renderer's Content-Security-Policy, in one place. The Electron `app://` protocol handler and
 * the serve host send it as a response header; src/renderer/index.html carries the same text in a
 * meta tag (a unit test keeps the two identical).
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
