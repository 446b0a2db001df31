import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';

const fakes = vi.hoisted(() => ({ userData: '', displays: [] as { workArea: Electron.Rectangle }[] }));
vi.mock('electron', () => ({
  app: { getPath: (name: string) => (name === 'userData' ? fakes.userData : '/nowhere') },
  screen: { getAllDisplays: () => fakes.displays },
}));

const { DEFAULT_WINDOW_STATE, loadWindowState, saveWindowState, trackWindowState, windowStateFile } =
  await import('../../../src/main/windowState');

const dir = mkdtempSync(join(tmpdir(), 'wb-winstate-'));
fakes.userData = dir;
fakes.displays = [{ workArea: { x: 0, y: 0, width: 1920, height: 1080 } }];
afterAll(() => rmSync(dir, { recursive: true, force: true }));
afterEach(() => {
  vi.useRealTimers();
  rmSync(windowStateFile(), { force: true });
});

describe('window state', () => {
  it('lives in userData', () => {
    expect(windowStateFile()).toBe(join(dir, 'window-state.json'));
  });

  it('defaults when nothing was saved or the file is garbage', () => {
    expect(loadWindowState()).toEqual(DEFAULT_WINDOW_STATE);
    writeFileSync(windowStateFile(), '{not json');
    expect(loadWindowState()).toEqual(DEFAULT_WINDOW_STATE);
    writeFileSync(windowStateFile(), JSON.stringify({ x: 0, y: 0, width: 'big', height: 10 }));
    expect(loadWindowState()).toEqual(DEFAULT_WINDOW_STATE);
  });

  it('round-trips bounds and maximized state', () => {
    saveWindowState({ x: 100, y: 120, width: 1000, height: 700, maximized: true });
    expect(loadWindowState()).toEqual({ x: 100, y: 120, width: 1000, height: 700, maximized: true });
  });

  it('ignores a position that is on no current display but keeps the size', () => {
    saveWindowState({ x: 3000, y: 200, width: 1000, height: 700, maximized: false });
    expect(loadWindowState()).toEqual({ width: 1000, height: 700, maximized: false });
    // Barely visible (a 10px sliver) also counts as off-screen.
    saveWindowState({ x: 1910, y: 200, width: 1000, height: 700, maximized: false });
    expect(loadWindowState().x).toBeUndefined();
    // On a second display to the right it is fine.
    const second = [
      { x: 0, y: 0, width: 1920, height: 1080 },
      { x: 1920, y: 0, width: 2560, height: 1440 },
    ];
    saveWindowState({ x: 3000, y: 200, width: 1000, height: 700, maximized: false });
    expect(loadWindowState(windowStateFile(), second)).toMatchObject({ x: 3000, y: 200 });
  });

  it('saves debounced on move/resize and at once on close', () => {
    vi.useFakeTimers();
    const listeners = new Map<string, () => void>();
    let bounds = { x: 10, y: 20, width: 900, height: 650 };
    let maximized = false;
    const win = {
      on: (name: string, l: () => void) => listeners.set(name, l),
      removeListener: (name: string) => listeners.delete(name),
      getNormalBounds: () => bounds,
      isMaximized: () => maximized,
      isDestroyed: () => false,
    };
    const stop = trackWindowState(win as never, windowStateFile(), 500);
    listeners.get('move')!();
    bounds = { x: 30, y: 40, width: 950, height: 660 };
    listeners.get('resize')!();
    vi.advanceTimersByTime(400);
    expect(() => readFileSync(windowStateFile())).toThrow();
    vi.advanceTimersByTime(200);
    expect(JSON.parse(readFileSync(windowStateFile(), 'utf8'))).toEqual({ ...bounds, maximized: false });
    maximized = true;
    listeners.get('maximize')!();
    listeners.get('close')!();
    expect(loadWindowState()).toEqual({ ...bounds, maximized: true });
    stop();
    expect(listeners.size).toBe(0);
  });
});
