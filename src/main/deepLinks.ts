/**
 * Registers `workbench://` as the app's protocol and sends every link that reaches the app to its
 * page: on macOS as `open-url`, on Windows and Linux as the command line of a second launch
 * (`second-instance`) or of the first one. Takes the app as a parameter so it can be tested alone.
 */
import { DEEP_LINK_SCHEME, deepLinkInArgs, deepLinkPath } from '../shared/deepLinks';

interface ProtocolApp {
  setAsDefaultProtocolClient(protocol: string, path?: string, args?: string[]): boolean;
  on(event: 'open-url', listener: (event: { preventDefault(): void }, url: string) => void): unknown;
  on(event: 'second-instance', listener: (event: unknown, argv: string[]) => void): unknown;
}

interface Options {
  /** Shows the window on this hash route (`#/network/items/ETA-123456`). */
  open(hash: string): void;
  /** Only in development: Electron is started as `electron <app path>`, which a link must repeat. */
  devArgs?: string[];
  execPath?: string;
}

/** Returns the route of a link on the first launch's command line, if there is one. */
export function registerDeepLinks(
  app: ProtocolApp,
  argv: readonly string[],
  options: Options,
): string | null {
  if (options.devArgs && options.execPath)
    app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME, options.execPath, options.devArgs);
  else app.setAsDefaultProtocolClient(DEEP_LINK_SCHEME);
  const go = (link: string | null) => {
    const path = link ? deepLinkPath(link) : null;
    if (path) options.open(`#${path}`);
  };
  app.on('open-url', (event, url) => {
    event.preventDefault();
    go(url);
  });
  app.on('second-instance', (_event, args) => go(Array.isArray(args) ? deepLinkInArgs(args) : null));
  const first = deepLinkInArgs(argv);
  const path = first ? deepLinkPath(first) : null;
  return path ? `#${path}` : null;
}
