import type { MethodArg } from '../../shared/api/contract.js';
import { DEFAULT_PLUGIN_SIZE, PLUGIN_SIZE } from '../../shared/api/plugin-api.js';
import { HtmlChoicesSchema, PluginChoicesSchema, type HtmlChoices, type PluginChoices } from '../../shared/prefs/publish-prefs.js';
import { readChoice, rememberedChoices, writeChoice, type ChoiceStore } from '../state/remembered-choices.js';
import { fileNameFromTitle, joinPath } from '../util/paths.js';

/**
 * What the publish dialogs remember between runs. Title, keywords and description belong to
 * one book, so they start from the open book every time; the rest (tracking script, added
 * scripts, size, format, text version, output folder) is the author's habit and is kept.
 */
export type { HtmlChoices, PluginChoices };

export const DEFAULT_HTML_CHOICES: HtmlChoices = { trackingScript: '', seoText: true, outParent: '' };
export const DEFAULT_PLUGIN_CHOICES: PluginChoices = {
  format: 'wordpress',
  width: String(DEFAULT_PLUGIN_SIZE.width),
  height: String(DEFAULT_PLUGIN_SIZE.height),
  scripts: '',
  seoText: true,
  outParent: '',
};

type Store = ChoiceStore | undefined;

export const loadHtmlChoices = (store: Store = rememberedChoices()) => readChoice(store, 'publishHtmlChoices', HtmlChoicesSchema, DEFAULT_HTML_CHOICES);
export const saveHtmlChoices = (choices: HtmlChoices, store: Store = rememberedChoices()) => writeChoice(store, 'publishHtmlChoices', choices);
export const loadPluginChoices = (store: Store = rememberedChoices()) => readChoice(store, 'publishPluginChoices', PluginChoicesSchema, DEFAULT_PLUGIN_CHOICES);
export const savePluginChoices = (choices: PluginChoices, store: Store = rememberedChoices()) => writeChoice(store, 'publishPluginChoices', choices);

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
