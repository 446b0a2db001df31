/**
 * Remembers the main window's bounds and maximized state in userData/window-state.json. Saved
 * (debounced) on resize and move, at once on close; restored only when the window would be
 * visible on one of the current displays.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { app, type BrowserWindow, type Rectangle, screen } from 'electron';

export interface WindowState {
  /** Absent when the window should be centred by the OS. */
  x?: number;
  y?: number;
  width: number;
  height: number;
  maximized: boolean;
}

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 800, maximized: false };
const MIN_WIDTH = 400;
const MIN_HEIGHT = 300;
const MAX_SIZE = 20_000;
/** How much of the window must lie on a display's work area to count as visible. */
const MIN_VISIBLE = { width: 100, height: 50 };

export function windowStateFile(): string {
  return join(app.getPath('userData'), 'window-state.json');
}

/** The remembered state, or the defaults when there is none, it is invalid or off-screen. */
export function loadWindowState(
  file: string = windowStateFile(),
  workAreas: readonly Rectangle[] = screen.getAllDisplays().map((d) => d.workArea),
): WindowState {
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return { ...DEFAULT_WINDOW_STATE };
  }
  const state = parseState(raw);
  if (!state) return { ...DEFAULT_WINDOW_STATE };
  if (state.x === undefined || state.y === undefined) return state;
  const bounds = { x: state.x, y: state.y, width: state.width, height: state.height };
  if (isVisible(bounds, workAreas)) return state;
  // Off-screen (a display was unplugged): keep the size, let the OS place the window.
  return { width: state.width, height: state.height, maximized: state.maximized };
}

export function saveWindowState(state: WindowState, file: string = windowStateFile()): void {
  try {
    mkdirSync(dirname(file), { recursive: true });
    const tmp = `${file}.tmp`;
    writeFileSync(tmp, JSON.stringify(state));
    renameSync(tmp, file);
  } catch {
    // Losing the window position is not worth bothering anyone about.
  }
}

/** True when enough of `bounds` lies on one work area for the user to grab the window. */
export function isVisible(bounds: Rectangle, workAreas: readonly Rectangle[]): boolean {
  return workAreas.some((area) => {
    const w = Math.min(bounds.x + bounds.width, area.x + area.width) - Math.max(bounds.x, area.x);
    const h = Math.min(bounds.y + bounds.height, area.y + area.height) - Math.max(bounds.y, area.y);
    return w >= Math.min(MIN_VISIBLE.width, bounds.width) && h >= Math.min(MIN_VISIBLE.height, bounds.height);
  });
}

/** Saves the window's state after it moves or resizes; returns a function that stops tracking. */
export function trackWindowState(
  win: Pick<BrowserWindow, 'on' | 'removeListener' | 'getNormalBounds' | 'isMaximized' | 'isDestroyed'>,
  file: string = windowStateFile(),
  delayMs = 500,
): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null;
  const save = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (win.isDestroyed()) return;
    const b = win.getNormalBounds();
    saveWindowState({ x: b.x, y: b.y, width: b.width, height: b.height, maximized: win.isMaximized() }, file);
  };
  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(save, delayMs);
  };
  const events = ['resize', 'move', 'maximize', 'unmaximize'] as const;
  for (const e of events) win.on(e as 'resize', schedule);
  win.on('close', save);
  return () => {
    if (timer) clearTimeout(timer);
    timer = null;
    for (const e of events) win.removeListener(e as 'resize', schedule);
    win.removeListener('close', save);
  };
}

function parseState(raw: unknown): WindowState | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const size = (v: unknown, min: number) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= MAX_SIZE ? Math.round(v) : null;
  const pos = (v: unknown) =>
    typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= MAX_SIZE * 4 ? Math.round(v) : null;
  const width = size(r.width, MIN_WIDTH);
  const height = size(r.height, MIN_HEIGHT);
  if (width === null || height === null) return null;
  const x = pos(r.x);
  const y = pos(r.y);
  const state: WindowState = { width, height, maximized: r.maximized === true };
  if (x !== null && y !== null) {
    state.x = x;
    state.y = y;
  }
  return state;
}
