import { apkFormat } from './apk-format.js';
import { appFormat } from './app-format.js';
import { exeFormat } from './exe-format.js';
import { htmlFormat } from './html-format.js';
import { drupalFormat, joomlaFormat, wordpressFormat } from './plugin-format.js';
import type { PublishFormatCli } from './publish-format.js';

/** Every output format of `flipbook publish`, in the order help lists them. */
export const PUBLISH_FORMATS: Readonly<Record<string, PublishFormatCli>> = {
  html: htmlFormat,
  wordpress: wordpressFormat,
  joomla: joomlaFormat,
  drupal: drupalFormat,
  apk: apkFormat,
  exe: exeFormat,
  app: appFormat,
};

export const PUBLISH_FORMAT_NAMES = Object.keys(PUBLISH_FORMATS);

/** Every format's value options, since the parser scans before it knows the format. */
export function allPublishValues(): string[] {
  return [...new Set(Object.values(PUBLISH_FORMATS).flatMap((format) => format.values))];
}

export function allPublishFlags(): string[] {
  return [...new Set(Object.values(PUBLISH_FORMATS).flatMap((format) => format.flags))];
}
