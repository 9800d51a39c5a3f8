import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The main window's last normal (not maximised) bounds, and whether it was maximised. */
export const WindowStateSchema = z.object({
  x: z.number().int().optional(),
  y: z.number().int().optional(),
  width: z.number().int().positive().max(100_000),
  height: z.number().int().positive().max(100_000),
  maximized: z.boolean(),
});
export type WindowState = z.infer<typeof WindowStateSchema>;

export const DEFAULT_WINDOW_STATE: WindowState = { width: 1280, height: 820, maximized: false };
export const MIN_WINDOW_SIZE = { width: 900, height: 600 } as const;

/** How much of the title bar must be on a screen for the saved position to be kept. */
const GRAB_MARGIN = 48;

/** Reads saved state; anything unreadable or malformed means "use the defaults". */
export function parseWindowState(text: string | null): WindowState | null {
  if (text === null) return null;
  try {
    const parsed = WindowStateSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function overlap(a: Rect, b: Rect): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/**
 * Fits saved bounds to the screens attached now: a window saved on a monitor that has since
 * been unplugged, or a resolution that shrank, must still open where the user can grab it.
 * The size is clamped to the work area; a window whose title bar would be off every screen
 * loses its position, so the host centres it on the primary display (the first work area).
 */
export function fitToDisplays(state: WindowState, workAreas: readonly Rect[]): WindowState {
  const primary = workAreas[0];
  if (primary === undefined) return state;
  const positioned = state.x !== undefined && state.y !== undefined;
  const titleBar: Rect = { x: state.x ?? 0, y: state.y ?? 0, width: state.width, height: GRAB_MARGIN };
  const home = positioned
    ? workAreas.reduce<Rect | null>((best, area) => (overlap(titleBar, area) > (best ? overlap(titleBar, best) : 0) ? area : best), null)
    : null;
  const area = home ?? primary;
  const width = Math.max(Math.min(state.width, area.width), Math.min(MIN_WINDOW_SIZE.width, area.width));
  const height = Math.max(Math.min(state.height, area.height), Math.min(MIN_WINDOW_SIZE.height, area.height));
  if (home === null) return { width, height, maximized: state.maximized };
  const x = Math.min(Math.max(state.x ?? area.x, area.x), area.x + area.width - width);
  const y = Math.min(Math.max(state.y ?? area.y, area.y), area.y + area.height - height);
  return { x, y, width, height, maximized: state.maximized };
}

export function loadWindowState(file: string): WindowState | null {
  try {
    return parseWindowState(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/** Writes the state atomically (temp file, fsync, rename) so a crash never leaves half a file. */
export function saveWindowState(file: string, state: WindowState): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temp, 'w');
  try {
    fs.writeSync(fd, JSON.stringify(WindowStateSchema.parse(state)));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temp, file);
}
