import { z } from 'zod';
import type { MethodArg } from '../../shared/api/contract.js';
import { DEFAULT_PLUGIN_SIZE, PLUGIN_FORMATS, PLUGIN_SIZE } from '../../shared/api/plugin-api.js';
import { fileNameFromTitle, joinPath } from '../util/paths.js';

/**
 * What the publish dialogs remember between runs. Title, keywords and description belong to
 * one book, so they start from the open book every time; the rest (tracking script, added
 * scripts, size, format, text version, output folder) is the author's habit and is kept.
 */
export const HtmlChoicesSchema = z.object({
  trackingScript: z.string().max(200_000),
  seoText: z.boolean(),
  /** The folder the last book was published into (its parent, not the book folder). */
  outParent: z.string().max(4096),
});
export type HtmlChoices = z.infer<typeof HtmlChoicesSchema>;

export const PluginChoicesSchema = z.object({
  format: z.enum(PLUGIN_FORMATS),
  /** Kept as typed text, so a half-typed number is shown as it is and flagged. */
  width: z.string().max(10),
  height: z.string().max(10),
  scripts: z.string().max(200_000),
  seoText: z.boolean(),
  outParent: z.string().max(4096),
});
export type PluginChoices = z.infer<typeof PluginChoicesSchema>;

export const DEFAULT_HTML_CHOICES: HtmlChoices = { trackingScript: '', seoText: true, outParent: '' };
export const DEFAULT_PLUGIN_CHOICES: PluginChoices = {
  format: 'wordpress',
  width: String(DEFAULT_PLUGIN_SIZE.width),
  height: String(DEFAULT_PLUGIN_SIZE.height),
  scripts: '',
  seoText: true,
  outParent: '',
};

type Reader = Pick<Storage, 'getItem'> | undefined;
type Writer = Pick<Storage, 'setItem'> | undefined;

function globalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

function load<T>(key: string, schema: z.ZodType<T>, defaults: T, storage: Reader): T {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined) return defaults;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : defaults;
  } catch {
    return defaults;
  }
}

function save(key: string, value: unknown, storage: Writer): void {
  try {
    storage?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the remembered defaults.
  }
}

const HTML_KEY = 'flipbook.publishHtmlChoices';
const PLUGIN_KEY = 'flipbook.publishPluginChoices';

export const loadHtmlChoices = (storage: Reader = globalStorage()) => load(HTML_KEY, HtmlChoicesSchema, DEFAULT_HTML_CHOICES, storage);
export const saveHtmlChoices = (choices: HtmlChoices, storage: Writer = globalStorage()) => save(HTML_KEY, choices, storage);
export const loadPluginChoices = (storage: Reader = globalStorage()) => load(PLUGIN_KEY, PluginChoicesSchema, DEFAULT_PLUGIN_CHOICES, storage);
export const savePluginChoices = (choices: PluginChoices, storage: Writer = globalStorage()) => save(PLUGIN_KEY, choices, storage);

/** The folder part of a path typed or chosen, so the next publish starts there. */
export function parentOf(path: string): string {
  const trimmed = path.replace(/[\\/]+$/, '');
  const at = Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\'));
  if (at < 0) return '';
  return at === 0 ? trimmed.slice(0, 1) : trimmed.slice(0, at);
}

/** Where a book is offered to go: the remembered folder (else the default one) plus the title. */
export function suggestHtmlOut(choices: HtmlChoices, defaultDir: string, title: string): string {
  return joinPath(choices.outParent || defaultDir, fileNameFromTitle(title));
}

export function suggestPluginOut(format: PluginChoices['format'], parent: string, title: string): string {
  return joinPath(parent, `${fileNameFromTitle(title)}-${format}.zip`);
}

/** A size field's value, or null when it is not a whole number in range. */
export function parseSize(text: string): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= PLUGIN_SIZE.min && value <= PLUGIN_SIZE.max ? value : null;
}

/** The texts the author may override per book; blank means "the book's own". */
export interface HeadTexts {
  title: string;
  keywords: string;
  description: string;
}

export function toHtmlArg(outDir: string, head: HeadTexts, choices: HtmlChoices): MethodArg<'publish.html'> {
  return { outDir, ...head, trackingScript: choices.trackingScript, seoText: choices.seoText };
}

/** The plug-in call, or null while a size is not a valid number (the form shows why). */
export function toPluginArg(outFile: string, head: HeadTexts, flipbookTitle: string, choices: PluginChoices): MethodArg<'publish.plugin'> | null {
  const width = parseSize(choices.width);
  const height = parseSize(choices.height);
  if (width === null || height === null) return null;
  return { format: choices.format, outFile, width, height, ...head, scripts: choices.scripts, flipbookTitle, seoText: choices.seoText };
}
