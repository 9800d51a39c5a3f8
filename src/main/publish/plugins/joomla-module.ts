import { phpString, xmlText } from './plugin-names.js';
import { ADDED_SCRIPTS_FILE, BOOK_FOLDER, IFRAME_STYLE_FORMAT, PLUGIN_SIZE, TEXT_VERSION_LABEL, type PluginSource, type PluginSourceInput } from './plugin-source.js';

/**
 * A Joomla site module, `mod_<machine>`: an XML manifest whose `<files>` lists every file
 * and folder it installs (the book included), with width and height parameters, and one
 * PHP file that renders the iframe. Joomla installs the module's files to
 * `modules/mod_<machine>/`, so the book is served from there.
 */
export function joomlaModule(input: PluginSourceInput): PluginSource {
  const module = `mod_${input.names.machine}`;
  const files = [`<filename module="${module}">${module}.php</filename>`, `<folder>${BOOK_FOLDER}</folder>`];
  if (input.hasScripts) files.push(`<filename>${ADDED_SCRIPTS_FILE}</filename>`);
  const sizeField = (name: 'width' | 'height', value: number) =>
    `<field name="${name}" type="number" default="${value}" min="${PLUGIN_SIZE.min}" max="${PLUGIN_SIZE.max}" label="${name === 'width' ? 'Width (px)' : 'Height (px)'}" filter="integer" />`;
  const manifest = `<?xml version="1.0" encoding="utf-8"?>
<extension type="module" client="site" method="upgrade">
  <name>${xmlText(input.names.title)}</name>
  <author>Flipbook Studio</author>
  <version>${input.version}</version>
  <description>${xmlText(input.description)}</description>
  <files>
    ${files.join('\n    ')}
  </files>
  <config>
    <fields name="params">
      <fieldset name="basic">
        ${sizeField('width', input.width)}
        ${sizeField('height', input.height)}
      </fieldset>
    </fields>
  </config>
</extension>
`;

  const php = `<?php
/**
 * Shows the flipbook in a responsive iframe. The book lives in this module's folder.
 */

defined('_JEXEC') or die;

use Joomla\\CMS\\Uri\\Uri;

$flipbookWidth  = (int) $params->get('width', ${input.width});
$flipbookHeight = (int) $params->get('height', ${input.height});
// Out of range (a hand-edited parameter) falls back to the default, never to its absolute value.
if ($flipbookWidth < ${PLUGIN_SIZE.min} || $flipbookWidth > ${PLUGIN_SIZE.max}) {
    $flipbookWidth = ${input.width};
}
if ($flipbookHeight < ${PLUGIN_SIZE.min} || $flipbookHeight > ${PLUGIN_SIZE.max}) {
    $flipbookHeight = ${input.height};
}
$flipbookBase  = Uri::base(true) . '/modules/${module}/';
$flipbookTitle = ${phpString(input.bookTitle)};
$flipbookStyle = sprintf('${IFRAME_STYLE_FORMAT}', $flipbookWidth, $flipbookHeight);
$flipbookAttr  = static function ($value) {
    return htmlspecialchars((string) $value, ENT_QUOTES | ENT_SUBSTITUTE, 'UTF-8');
};

echo '<div class="flipbook-embed ${module}">';
echo '<iframe src="' . $flipbookAttr($flipbookBase . '${BOOK_FOLDER}/index.html?v=${input.stamp}') . '" title="' . $flipbookAttr($flipbookTitle)
    . '" width="' . $flipbookWidth . '" height="' . $flipbookHeight . '" style="' . $flipbookAttr($flipbookStyle)
    . '" loading="lazy" allowfullscreen></iframe>';
${
  input.seoText
    ? `echo '<p class="flipbook-text-version"><a href="' . $flipbookAttr($flipbookBase . '${BOOK_FOLDER}/text/index.html') . '">'
    . $flipbookAttr($flipbookTitle . ': ' . ${phpString(TEXT_VERSION_LABEL)}) . '</a></p>';\n`
    : ''
}echo '</div>';
${
  input.hasScripts
    ? `// The author's added scripts, printed as they are wherever this module is shown.
$flipbookScripts = __DIR__ . '/${ADDED_SCRIPTS_FILE}';
if (is_readable($flipbookScripts)) {
    readfile($flipbookScripts);
}
`
    : ''
}`;
  return { root: module, bookFolder: BOOK_FOLDER, files: { [`${module}.xml`]: manifest, [`${module}.php`]: php } };
}
