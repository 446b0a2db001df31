/**
 * What `npm start` does, with every side effect passed in so the tests can run it without a
 * network. Electron 45 has no install script: its binary is fetched on first use, and
 * `electron-vite preview` refuses to start ("Electron uninstall") when that never happened.
 */

export interface StartSteps {
  env: Record<string, string | undefined>;
  /** Electron's binary is on disk (node_modules/electron/path.txt and the program it names). */
  hasBinary(): boolean;
  /** Runs the electron package's own download; resolves with why it failed, or null on success. */
  fetchBinary(): Promise<string | null>;
  /** Builds and launches the desktop app; resolves with its exit code. */
  launch(): Promise<number>;
  say(text: string): void;
}

const FALLBACK = [
  'You can use the same app in a browser instead:',
  '  npm run serve',
  'then open the http://127.0.0.1:…/?token=… address it prints.',
].join('\n');

export const SKIPPED_TEXT = [
  'The desktop app cannot start: Electron’s program is not installed, and',
  'ELECTRON_SKIP_BINARY_DOWNLOAD is set, so it was not downloaded.',
  'Unset that variable and run `npm start` again to download it (about 100 MB, once).',
  FALLBACK,
].join('\n');

export function fetchFailedText(reason: string): string {
  return [
    'The desktop app cannot start: Electron’s program could not be downloaded.',
    `Reason: ${reason}`,
    'Check the network (or set ELECTRON_MIRROR to a reachable mirror) and run `npm start` again.',
    FALLBACK,
  ].join('\n');
}

/** "1", "true" or any other value but "0"/"false"/"" counts as set, as in @electron/get. */
function isSet(value: string | undefined): boolean {
  return value !== undefined && value !== '' && value !== '0' && value.toLowerCase() !== 'false';
}

/** Returns the process exit code: the app's own, or 1 when Electron could not be had. */
export async function start(steps: StartSteps): Promise<number> {
  if (!steps.hasBinary()) {
    if (isSet(steps.env.ELECTRON_SKIP_BINARY_DOWNLOAD)) {
      steps.say(SKIPPED_TEXT);
      return 1;
    }
    steps.say('Downloading Electron’s program (first start only)…');
    const failure = await steps.fetchBinary();
    if (failure !== null || !steps.hasBinary()) {
      steps.say(fetchFailedText(failure ?? 'the download finished but the program is not there'));
      return 1;
    }
  }
  return steps.launch();
}
