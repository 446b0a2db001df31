import { describe, expect, it, vi } from 'vitest';

const sent: unknown[] = [];
class FakeWindow {
  webContents = { sendInputEvent: (e: unknown) => sent.push(e) };
}
vi.mock('electron', () => ({ app: {}, Menu: {}, BrowserWindow: FakeWindow }));
const { buildMenuTemplate } = await import('../../../src/main/menu');
const { HELP_KEYS, PALETTE_KEYS, SHORTCUTS } = await import('../../../src/shared/shortcuts');

type Item = {
  role?: string;
  label?: string;
  accelerator?: string;
  registerAccelerator?: boolean;
  submenu?: Item[];
  click?: (item?: unknown, win?: unknown) => void;
};
const roles = (items: Item[]): string[] =>
  items.flatMap((i) => [...(i.role ? [i.role] : []), ...roles(Array.isArray(i.submenu) ? i.submenu : [])]);

describe('menu', () => {
  it('has the app menu only on macOS', () => {
    const base = { isDev: false, appName: 'Participant Workbench', onAbout: () => {} };
    expect(roles(buildMenuTemplate({ ...base, isMac: true }) as Item[])).toContain('appMenu');
    expect(roles(buildMenuTemplate({ ...base, isMac: false }) as Item[])).not.toContain('appMenu');
    for (const r of ['fileMenu', 'editMenu', 'windowMenu', 'help', 'togglefullscreen']) {
      expect(roles(buildMenuTemplate({ ...base, isMac: false }) as Item[])).toContain(r);
    }
  });

  it('offers reload and devtools only in development', () => {
    const base = { isMac: false, appName: 'W', onAbout: () => {} };
    const prod = roles(buildMenuTemplate({ ...base, isDev: false }) as Item[]);
    const dev = roles(buildMenuTemplate({ ...base, isDev: true }) as Item[]);
    for (const r of ['reload', 'forceReload', 'toggleDevTools']) {
      expect(prod).not.toContain(r);
      expect(dev).toContain(r);
    }
  });

  it('has an About entry in Help that calls onAbout', () => {
    const onAbout = vi.fn();
    const help = (buildMenuTemplate({ isMac: false, isDev: false, appName: 'W', onAbout }) as Item[]).find(
      (i) => i.role === 'help',
    );
    const about = help?.submenu?.find((i) => i.label === 'About W');
    about?.click?.();
    expect(onAbout).toHaveBeenCalledTimes(1);
  });

  it('lists the palette and shortcut keys from the shared list, and a click presses them in the window', () => {
    const help = (
      buildMenuTemplate({ isMac: false, isDev: false, appName: 'W', onAbout: () => {} }) as Item[]
    ).find((i) => i.role === 'help');
    const palette = help?.submenu?.find((i) => i.label === 'Command Palette…');
    const keys = help?.submenu?.find((i) => i.label === 'Keyboard Shortcuts');
    expect(palette?.accelerator).toBe(PALETTE_KEYS);
    expect(keys?.accelerator).toBe(HELP_KEYS);
    // The window owns the keys (serve mode has no menu); the menu only shows them.
    expect(palette?.registerAccelerator).toBe(false);
    expect(SHORTCUTS.map((s) => s.keys)).toEqual(expect.arrayContaining([PALETTE_KEYS, HELP_KEYS]));
    sent.length = 0;
    palette?.click?.(undefined, new FakeWindow());
    expect(sent).toContainEqual({ type: 'keyDown', keyCode: 'K', modifiers: ['control'] });
  });
});
