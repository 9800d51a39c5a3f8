import type { StageMargin } from '../layout.js';
import { settingOrDefault } from './appearance-vars.js';

type Raw = Readonly<Record<string, unknown>>;
export interface Viewport {
  width: number;
  height: number;
  /** A touch screen without a fine pointer (a phone or tablet). */
  coarse: boolean;
}

/** Below this width the book counts as on a phone, as the reader's auto page mode does. */
const MOBILE_WIDTH = 700;

export function isMobile(viewport: Viewport): boolean {
  return viewport.coarse || viewport.width < MOBILE_WIDTH;
}

/** The room around the book: the desktop or the mobile margins of the book's settings, and which of them the author set. */
export function marginFor(raw: Raw, viewport: Viewport): StageMargin {
  const mobile = isMobile(viewport);
  const keyX = mobile ? 'marginMobileX' : 'marginDesktopX';
  const keyY = mobile ? 'marginMobileY' : 'marginDesktopY';
  const x = settingOrDefault(raw, keyX);
  const y = settingOrDefault(raw, keyY);
  return { x: typeof x === 'number' ? x : 0, y: typeof y === 'number' ? y : 0, authored: { x: raw[keyX] === x, y: raw[keyY] === y } };
}

/** Mini mode: a window no wider, or no higher, than the book's limits shows the book alone. 0 turns a limit off. */
export function isMiniMode(raw: Raw, viewport: Viewport): boolean {
  const width = settingOrDefault(raw, 'miniModeWidth');
  const height = settingOrDefault(raw, 'miniModeHeight');
  return (typeof width === 'number' && width > 0 && viewport.width <= width) || (typeof height === 'number' && height > 0 && viewport.height <= height);
}
