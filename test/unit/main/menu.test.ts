import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({ app: {}, Menu: {} }));
const { buildMenuTemplate } = await import('../../../src/main/menu');

type Item = { role?: string; label?: string; submenu?: Item[]; click?: () => void };
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
});
