import { z } from 'zod';
import { TEMPLATE_IDS, THEME_IDS } from './design-ids.js';

/**
 * The schema of `templates/<id>/template.json`: a template's layout facts and its themes.
 * The build turns this data into the reader's CSS custom properties and the pickers'
 * SVG previews; the engine serves it to the Design tab. Colours are strict `#rrggbb` so
 * they can be written into CSS and SVG without escaping.
 */

const colour = z.string().regex(/^#[0-9a-f]{6}$/i, 'a colour is #rrggbb');

/** Where the toolbar sits: a bar on an edge, a rail on a side, a floating pill, or split corners. */
export const TOOLBAR_POSITIONS = ['top', 'bottom', 'left', 'right', 'float', 'split'] as const;
export type ToolbarPosition = (typeof TOOLBAR_POSITIONS)[number];
/** How the toolbar is drawn. */
export const TOOLBAR_STYLES = ['solid', 'glass', 'transparent', 'pill'] as const;
/** Icon-only buttons, or icons with their label under them. */
export const TOOLBAR_LABELS = ['icon', 'icon-label'] as const;
/** What surrounds the book's pages. */
export const PAGE_FRAMES = ['none', 'shadow', 'border', 'rounded', 'board', 'margin'] as const;
export type PageFrame = (typeof PAGE_FRAMES)[number];
/**
 * The reader's icon sets: one drawing of each icon, rendered three ways (thin square
 * strokes, bold round strokes, or knocked out of a filled button).
 */
export const ICON_SETS = ['line', 'round', 'solid'] as const;
export type IconSet = (typeof ICON_SETS)[number];
export const BACKGROUND_ANGLES = [30, 60, 90, 180] as const;
export const FONT_STACKS = ['system', 'serif', 'rounded', 'mono', 'condensed', 'humanist', 'geometric'] as const;
export const LETTER_CASES = ['none', 'upper', 'small-caps'] as const;
export const BUTTON_SIZES = ['compact', 'regular', 'large'] as const;
/** Toolbar buttons a template may hide by default (a book's explicit `button.<id>: true` shows them again). */
export const HIDEABLE_BUTTONS = [
  'home', 'thumb', 'table', 'goto', 'search', 'select', 'number', 'autoflip', 'sound', 'print', 'email', 'btnshare', 'download', 'about',
  'language', 'zoom', 'doublesinglepage',
] as const;

/** A theme's colours: the page behind the book, the toolbar, the accent and the side panels. */
export const themeColoursSchema = z.strictObject({
  page: colour,
  toolbar: colour,
  toolbarText: colour,
  accent: colour,
  /** Text or icons drawn on the accent colour (the solid icon set). */
  accentText: colour,
  panel: colour,
  panelText: colour,
});
export type ThemeColours = z.infer<typeof themeColoursSchema>;

export const themeBackgroundSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('none') }),
  z.strictObject({
    kind: z.literal('gradient'),
    from: colour,
    to: colour,
    angle: z.union(BACKGROUND_ANGLES.map((angle) => z.literal(angle))),
  }),
]);
export type ThemeBackground = z.infer<typeof themeBackgroundSchema>;

export const themeSchema = z.strictObject({
  id: z.enum(THEME_IDS),
  colours: themeColoursSchema,
  background: themeBackgroundSchema,
  icons: z.enum(ICON_SETS),
});
export type TemplateTheme = z.infer<typeof themeSchema>;

export const templateLayoutSchema = z.strictObject({
  toolbar: z.strictObject({
    position: z.enum(TOOLBAR_POSITIONS),
    style: z.enum(TOOLBAR_STYLES),
    labels: z.enum(TOOLBAR_LABELS),
    buttonSize: z.enum(BUTTON_SIZES),
  }),
  frame: z.enum(PAGE_FRAMES),
  /** Buttons this template leaves out unless the book turns them on explicitly. */
  hiddenButtons: z.array(z.enum(HIDEABLE_BUTTONS)),
  typography: z.strictObject({
    font: z.enum(FONT_STACKS),
    weight: z.number().int().min(300).max(800),
    /** The toolbar text size, as a multiple of the reader's base size. */
    scale: z.number().min(0.8).max(1.3),
    letterCase: z.enum(LETTER_CASES),
  }),
});
export type TemplateLayout = z.infer<typeof templateLayoutSchema>;

export const templateSchema = z
  .strictObject({
    id: z.enum(TEMPLATE_IDS),
    layout: templateLayoutSchema,
    /** The first theme is the template's default. */
    themes: z.array(themeSchema).min(3),
  })
  .refine((template) => new Set(template.themes.map((theme) => theme.id)).size === template.themes.length, {
    message: 'theme ids must be unique within a template',
    path: ['themes'],
  });
export type TemplateDefinition = z.infer<typeof templateSchema>;
