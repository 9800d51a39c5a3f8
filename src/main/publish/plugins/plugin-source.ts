import type { PluginNames } from './plugin-names.js';

/** What every plug-in's generated sources are made from. Texts are raw; each writer escapes. */
export interface PluginSourceInput {
  names: PluginNames;
  /** The book's own title (its page's and its bar's), which the iframe's title repeats. */
  bookTitle: string;
  /** Changes with every publish; the iframe's URL carries it so browsers fetch the new book. */
  stamp: string;
  /** One line about the plug-in, for its header or manifest. */
  description: string;
  /** The embed's default size in CSS pixels. */
  width: number;
  height: number;
  /** Whether the author added scripts (written to ADDED_SCRIPTS_FILE beside the sources). */
  hasScripts: boolean;
  /** Whether the book carries the text version (then the embed links to it). */
  seoText: boolean;
  version: string;
  /** The published book's bytes, about the zip's size: the readme says how to install a zip that big. */
  bookBytes: number;
}

/** A plug-in's own files: one top folder in the zip, the book folder inside it. */
export interface PluginSource {
  /** The single top-level folder of the zip. */
  root: string;
  /** Where the published book folder goes, relative to root. */
  bookFolder: string;
  /** Generated files (PHP, manifests, readme), relative to root. */
  files: Record<string, string>;
}

/** The author's added scripts, as a file the plug-in prints verbatim where the book is shown. */
export const ADDED_SCRIPTS_FILE = 'added-scripts.html';

/** The book folder's name inside every plug-in. */
export const BOOK_FOLDER = 'book';

/** The label of the link to the search-engine text version, below the embed. */
export const TEXT_VERSION_LABEL = 'Text version';

/**
 * The embed's inline style as a PHP sprintf format (argument 1 the width, 2 the height): as
 * wide as its container up to the chosen width, with the chosen aspect ratio, so the book
 * scales down on phones. Both arguments are integers, so the style needs no escaping.
 */
export const IFRAME_STYLE_FORMAT = 'width:100%%;max-width:%1$dpx;height:auto;aspect-ratio:%1$d / %2$d;border:0;display:block';

/** Sizes outside these bounds (in a shortcode, a module's settings) fall back to the defaults. */
export { PLUGIN_SIZE } from '../../../shared/api/plugin-api.js';

/** The body of the `index.php` put in folders so a server with listings on shows none. */
export const FOLDER_GUARD = '<?php\n// Silence is golden: this file stops the folder being listed.\n';
