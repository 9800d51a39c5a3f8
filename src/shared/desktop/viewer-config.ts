import { z } from 'zod';

/** Bounds of a custom launch size: small enough to fit a phone-sized laptop, large enough for 8K. */
export const VIEWER_SIZE_LIMITS = { minWidth: 320, maxWidth: 7680, minHeight: 240, maxHeight: 4320 } as const;

/**
 * How the desktop viewer opens its window (desktop-app.md, EXE settings): maximised,
 * maximised with the book full screen (the window takes the whole screen, no title bar),
 * or a custom width and height in device-independent pixels.
 */
export const WindowLaunchSchema = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('maximized') }).strict(),
  z.object({ mode: z.literal('fullscreen') }).strict(),
  z
    .object({
      mode: z.literal('custom'),
      width: z.number().int().min(VIEWER_SIZE_LIMITS.minWidth).max(VIEWER_SIZE_LIMITS.maxWidth),
      height: z.number().int().min(VIEWER_SIZE_LIMITS.minHeight).max(VIEWER_SIZE_LIMITS.maxHeight),
    })
    .strict(),
]);
export type WindowLaunch = z.infer<typeof WindowLaunchSchema>;

/** viewer.json, written next to the book by a desktop publish and read by the viewer at launch. */
export const ViewerConfigSchema = z
  .object({
    /** The window title; the book's title when published. */
    title: z.string().max(200),
    window: WindowLaunchSchema,
  })
  .strict();
export type ViewerConfig = z.infer<typeof ViewerConfigSchema>;

export const DEFAULT_VIEWER_CONFIG: ViewerConfig = { title: 'Flipbook', window: { mode: 'maximized' } };

/**
 * Reads viewer.json. A missing, damaged or hand-edited file must still open the book, so
 * anything unreadable falls back to the defaults rather than failing the launch.
 */
export function parseViewerConfig(text: string | null): ViewerConfig {
  if (text === null) return DEFAULT_VIEWER_CONFIG;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return DEFAULT_VIEWER_CONFIG;
  }
  const parsed = ViewerConfigSchema.safeParse(raw);
  return parsed.success ? parsed.data : DEFAULT_VIEWER_CONFIG;
}

/**
 * Parses the CLI's --window value: `maximized`, `fullscreen` or `WIDTHxHEIGHT`.
 * Returns null for anything else, including sizes outside VIEWER_SIZE_LIMITS.
 */
export function parseWindowLaunch(value: string): WindowLaunch | null {
  const text = value.trim().toLowerCase();
  if (text === 'maximized' || text === 'maximised') return { mode: 'maximized' };
  if (text === 'fullscreen' || text === 'full-screen') return { mode: 'fullscreen' };
  const match = /^(\d{1,5})x(\d{1,5})$/.exec(text);
  if (match === null) return null;
  const parsed = WindowLaunchSchema.safeParse({ mode: 'custom', width: Number(match[1]), height: Number(match[2]) });
  return parsed.success ? parsed.data : null;
}
