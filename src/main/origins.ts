/**
 * Which URLs are the app's own. The renderer is served from `app://workbench` in production and
 * from the electron-vite dev server (ELECTRON_RENDERER_URL) in development; nothing else may
 * navigate the window or call the workbench over IPC.
 */

export const APP_SCHEME = 'app';
export const APP_HOST = 'workbench';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`;

/**
 * `scheme://host[:port]` of a URL, or null when it does not parse. (URL.origin is "null" for
 * custom schemes such as app:, so the origin is built from its parts.)
 */
export function originOf(url: string): string | null {
  try {
    const u = new URL(url);
    if (!u.host) return null;
    return `${u.protocol}//${u.host}`;
  } catch {
    return null;
  }
}

/** The dev server URL, honoured only when the app is not packaged. */
export function devServerUrl(isPackaged: boolean, env: NodeJS.ProcessEnv = process.env): string | null {
  const url = env.ELECTRON_RENDERER_URL;
  if (isPackaged || !url) return null;
  return originOf(url) ? url : null;
}

/** The origins the renderer may be loaded from. */
export function trustedOrigins(
  isPackaged: boolean,
  env: NodeJS.ProcessEnv = process.env,
): ReadonlySet<string> {
  const origins = new Set([APP_ORIGIN]);
  const dev = devServerUrl(isPackaged, env);
  const devOrigin = dev ? originOf(dev) : null;
  if (devOrigin) origins.add(devOrigin);
  return origins;
}

/** Where the main window loads the renderer from. */
export function rendererEntryUrl(isPackaged: boolean, env: NodeJS.ProcessEnv = process.env): string {
  return devServerUrl(isPackaged, env) ?? APP_ENTRY_URL;
}

export function isTrustedUrl(url: string, origins: ReadonlySet<string>): boolean {
  const origin = originOf(url);
  return origin !== null && origins.has(origin);
}

/** Only https: links leave the app (opened in the user's browser), and only without credentials. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' && u.host !== '' && !u.username && !u.password;
  } catch {
    return false;
  }
}
