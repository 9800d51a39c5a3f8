import type { MethodResult } from '../../shared/api/contract.js';
import { overUploadLimit, PLUGIN_UNZIP_FOLDERS } from '../../shared/publish/plugin-install.js';
import type { PublishedHint } from '../state/dialogs.js';
import { formatBytes } from '../util/format-bytes.js';

/**
 * The advice under a written plug-in zip: its size, how to install it with the book's own
 * shortcode, and, for a zip a stock PHP refuses in its upload form, where to unzip it instead.
 */
export function pluginInstallHints(result: Pick<MethodResult<'publish.plugin'>, 'format' | 'slug' | 'bytes'>, language: string): PublishedHint[] {
  const hints: PublishedHint[] = [
    { key: 'plugins.install.size', params: { size: formatBytes(result.bytes, language) } },
    { key: `plugins.install.${result.format}`, params: { slug: result.slug } },
  ];
  const folder = PLUGIN_UNZIP_FOLDERS[result.format];
  if (folder !== undefined && overUploadLimit(result.format, result.bytes)) hints.push({ key: 'plugins.install.overLimit', params: { folder } });
  return hints;
}
