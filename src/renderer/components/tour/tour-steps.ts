import type { DesignSubTab, SidebarTab } from '../../state/ui-slice.js';

/**
 * The guided tour's 13 steps, in the spec's order. Each points at the element marked
 * `data-tour="<id>"` and, where that element lives in a tab, opens the tab first.
 */
export interface TourStep {
  id: TourStepId;
  tab?: SidebarTab;
  designTab?: DesignSubTab;
}

export const TOUR_STEP_IDS = [
  'basic',
  'template',
  'theme',
  'scene',
  'functions',
  'settings',
  'contents',
  'bookmarks',
  'languages',
  'config',
  'multimedia',
  'flipMode',
  'savePreview',
] as const;
export type TourStepId = (typeof TOUR_STEP_IDS)[number];

export const TOUR_STEPS: readonly TourStep[] = [
  { id: 'basic', tab: 'basic' },
  { id: 'template', tab: 'design', designTab: 'templates' },
  { id: 'theme', tab: 'design', designTab: 'themes' },
  { id: 'scene', tab: 'design', designTab: 'scenes' },
  { id: 'functions', tab: 'design', designTab: 'settings' },
  { id: 'settings', tab: 'design', designTab: 'settings' },
  { id: 'contents', tab: 'toc' },
  { id: 'bookmarks', tab: 'bookmark' },
  { id: 'languages', tab: 'language' },
  { id: 'config', tab: 'more' },
  { id: 'multimedia' },
  { id: 'flipMode' },
  { id: 'savePreview' },
];

export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

const GAP = 12;

/**
 * Where the step's card goes: beside the highlighted element where it fits (right, then
 * left, then below, then above), kept inside the window; centred when the step has no
 * element on screen. In a right-to-left layout the card prefers the left side.
 */
export function placeCard(target: Box | null, card: { width: number; height: number }, view: { width: number; height: number }, rtl = false): { left: number; top: number } {
  const clampX = (x: number) => Math.min(Math.max(GAP, x), Math.max(GAP, view.width - card.width - GAP));
  const clampY = (y: number) => Math.min(Math.max(GAP, y), Math.max(GAP, view.height - card.height - GAP));
  if (target === null) return { left: clampX((view.width - card.width) / 2), top: clampY((view.height - card.height) / 2) };
  const right = target.left + target.width + GAP;
  const left = target.left - GAP - card.width;
  const sides = rtl ? [left, right] : [right, left];
  for (const x of sides) {
    if (x >= GAP && x + card.width <= view.width - GAP) return { left: x, top: clampY(target.top) };
  }
  const below = target.top + target.height + GAP;
  if (below + card.height <= view.height - GAP) return { left: clampX(target.left), top: below };
  return { left: clampX(target.left), top: clampY(target.top - GAP - card.height) };
}
