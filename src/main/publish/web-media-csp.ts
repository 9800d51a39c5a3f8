import { SETTINGS_CATALOGUE } from '../../shared/settings/catalogue.js';
import { editCspSources } from './csp-edit.js';

/** Sources the reader's page allows for the editor's preview only: project files and web links. */
const PREVIEW_ONLY_SOURCES = new Set(['flipbook-asset:', 'http://127.0.0.1:*', 'https:']);

/** Which kinds of the book's pictures and sounds are web links (https) rather than its own files. */
export function webMediaUse(settings: Readonly<Record<string, unknown>>): { pictures: boolean; sounds: boolean } {
  const isWebLink = (value: unknown) => typeof value === 'string' && /^https:\/\//i.test(value.trim());
  const uses = (types: readonly string[]) => SETTINGS_CATALOGUE.some((entry) => types.includes(entry.type) && isWebLink(settings[entry.key]));
  return { pictures: uses(['image']), sounds: uses(['sound', 'video']) };
}

/**
 * The published page's picture and sound sources: the book's own files, plus https: only
 * when the author linked a picture (or a sound or video) on the web, so a book that links
 * nothing still loads nothing remote. The preview's project and local-host sources go.
 */
export function withPublishedMediaCsp(html: string, settings: Readonly<Record<string, unknown>>): string {
  const web = webMediaUse(settings);
  return editCspSources(html, (name, sources) => {
    if (name !== 'img-src' && name !== 'media-src') return sources;
    const kept = sources.filter((source) => !PREVIEW_ONLY_SOURCES.has(source));
    return (name === 'img-src' ? web.pictures : web.sounds) ? [...kept, 'https:'] : kept;
  });
}
