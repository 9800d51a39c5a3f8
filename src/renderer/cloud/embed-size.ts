/** The service's bounds for an embed's width and height (cloud.share). */
const MIN = 100;
const MAX = 4000;

/**
 * The embed size to ask for, from what is typed: whole pixels within the service's bounds, and
 * the default (800 × 600) for a field left empty or unreadable mid-typing.
 */
export function clampEmbedSize(width: string, height: string): { width: number; height: number } {
  return { width: clamp(width, 800), height: clamp(height, 600) };
}

function clamp(text: string, fallback: number): number {
  const value = Math.round(Number(text));
  if (text.trim() === '' || !Number.isFinite(value)) return fallback;
  return Math.min(MAX, Math.max(MIN, value));
}
