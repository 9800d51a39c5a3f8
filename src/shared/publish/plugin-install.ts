import { PLUGIN_FORMAT_LABELS, type PluginFormat } from '../api/plugin-api.js';

/**
 * PHP's default upload_max_filesize: a stock site refuses a plug-in zip above it in its
 * upload form, and a whole book is nearly always above it (issue 21, item 4).
 */
export const PHP_DEFAULT_UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;

/**
 * Where a zip too big for the upload form can be unpacked on the server instead, for the
 * formats installed through an upload form. Drupal modules are unpacked there anyway.
 */
export const PLUGIN_UNZIP_FOLDERS: Partial<Record<PluginFormat, string>> = {
  wordpress: 'wp-content/plugins',
  joomla: 'modules (then System > Discover)',
};

/** Whether this zip may be refused by a stock PHP's upload form. */
export function overUploadLimit(format: PluginFormat, bytes: number): boolean {
  return PLUGIN_UNZIP_FOLDERS[format] !== undefined && bytes > PHP_DEFAULT_UPLOAD_LIMIT_BYTES;
}

/** A size as the readme and the command line give it: "5.4 MB", "830 KB". */
export function approximateSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** How to install the zip, in the words the command line closes with. */
export function pluginInstallNote(format: PluginFormat, slug: string, bytes: number): string {
  const steps: Record<PluginFormat, string> = {
    wordpress: `In WordPress: Plugins > Add New > Upload Plugin, activate it, then put [${slug}] on a page.`,
    joomla: 'In Joomla: System > Install > Extensions, upload the zip, then publish the module in a position.',
    drupal: "In Drupal: unpack the zip into the site's modules folder, enable it under Extend, then place its block.",
  };
  const lines = [`The ${PLUGIN_FORMAT_LABELS[format]} zip is ${approximateSize(bytes)}.`, steps[format]];
  const folder = PLUGIN_UNZIP_FOLDERS[format];
  if (folder !== undefined && overUploadLimit(format, bytes)) {
    lines.push(`Sites refuse uploads above PHP's upload_max_filesize (2 MB by default): raise it and post_max_size, or unzip the file on the server into ${folder}.`);
  }
  return lines.join(' ');
}
