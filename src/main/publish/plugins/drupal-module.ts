import { phpString, yamlString } from './plugin-names.js';
import { ADDED_SCRIPTS_FILE, BOOK_FOLDER, IFRAME_STYLE_FORMAT, PLUGIN_SIZE, TEXT_VERSION_LABEL, type PluginSource, type PluginSourceInput } from './plugin-source.js';

/**
 * A Drupal module `<machine>`: `<machine>.info.yml` and a block plugin,
 * `src/Plugin/Block/<Class>Block.php`, that renders the iframe. The book sits in the
 * module's `book/` folder, which the web server serves as static files (Drupal's own
 * .htaccess lets .html, .js, .css and .webp through). The iframe URL is the request's base
 * path + the module's path (from the extension list, so it holds wherever the module is
 * installed) + `/book/index.html`.
 */
export function drupalModule(input: PluginSourceInput): PluginSource {
  const { names } = input;
  const machine = names.machine;
  const blockClass = `${names.className}Block`;
  const info = `name: ${yamlString(names.title)}
type: module
description: ${yamlString(input.description)}
core_version_requirement: ^9 || ^10 || ^11
package: Flipbook
version: ${yamlString(input.version)}
`;

  const php = `<?php

namespace Drupal\\${machine}\\Plugin\\Block;

use Drupal\\Component\\Utility\\Html;
use Drupal\\Core\\Block\\BlockBase;
use Drupal\\Core\\Form\\FormStateInterface;
use Drupal\\Core\\Render\\Markup;

/**
 * Shows the flipbook in a responsive iframe.
 *
 * @Block(
 *   id = "${machine}_block",
 *   admin_label = @Translation("Flipbook: ${names.className}"),
 *   category = @Translation("Flipbook")
 * )
 */
class ${blockClass} extends BlockBase {

  /**
   * {@inheritdoc}
   */
  public function defaultConfiguration() {
    return ['width' => ${input.width}, 'height' => ${input.height}];
  }

  /**
   * {@inheritdoc}
   */
  public function blockForm($form, FormStateInterface $form_state) {
    foreach (['width' => 'Width (px)', 'height' => 'Height (px)'] as $key => $label) {
      $form[$key] = [
        '#type' => 'number',
        '#title' => $label,
        '#min' => ${PLUGIN_SIZE.min},
        '#max' => ${PLUGIN_SIZE.max},
        '#default_value' => $this->configuration[$key],
      ];
    }
    return $form;
  }

  /**
   * {@inheritdoc}
   */
  public function blockSubmit($form, FormStateInterface $form_state) {
    $this->configuration['width'] = (int) $form_state->getValue('width');
    $this->configuration['height'] = (int) $form_state->getValue('height');
  }

  /**
   * A configured size in pixels, or the default when it is outside ${PLUGIN_SIZE.min} to ${PLUGIN_SIZE.max}.
   */
  private function size($key, $fallback) {
    $size = (int) ($this->configuration[$key] ?? 0);
    return ($size >= ${PLUGIN_SIZE.min} && $size <= ${PLUGIN_SIZE.max}) ? $size : $fallback;
  }

  /**
   * {@inheritdoc}
   */
  public function build() {
    // Out of range (imported configuration) falls back to the default, never to its absolute value.
    $width = $this->size('width', ${input.width});
    $height = $this->size('height', ${input.height});
    $module_path = \\Drupal::service('extension.list.module')->getPath('${machine}');
    $base = \\Drupal::request()->getBasePath() . '/' . $module_path . '/${BOOK_FOLDER}/';
    $title = ${phpString(input.bookTitle)};
    // Render arrays escape attribute values and plain text.
    $build = [
      '#type' => 'container',
      '#attributes' => ['class' => ['flipbook-embed', '${machine}']],
      'book' => [
        '#type' => 'html_tag',
        '#tag' => 'iframe',
        '#value' => '',
        '#attributes' => [
          'src' => $base . 'index.html?v=${input.stamp}',
          'title' => $title,
          'width' => $width,
          'height' => $height,
          'style' => sprintf('${IFRAME_STYLE_FORMAT}', $width, $height),
          'loading' => 'lazy',
          'allowfullscreen' => 'allowfullscreen',
        ],
      ],
    ];
${
  input.seoText
    ? `    $build['text'] = [
      '#type' => 'html_tag',
      '#tag' => 'a',
      '#value' => Html::escape($title . ': ' . ${phpString(TEXT_VERSION_LABEL)}),
      '#attributes' => ['href' => $base . 'text/index.html', 'class' => ['flipbook-text-version']],
    ];
`
    : ''
}${
    input.hasScripts
      ? `    // The author's added scripts, printed as they are wherever this block is shown.
    $scripts = dirname(__DIR__, 3) . '/${ADDED_SCRIPTS_FILE}';
    if (is_readable($scripts)) {
      $build['scripts'] = ['#markup' => Markup::create((string) file_get_contents($scripts))];
    }
`
      : ''
  }    return $build;
  }

}
`;
  return {
    root: machine,
    bookFolder: BOOK_FOLDER,
    files: { [`${machine}.info.yml`]: info, [`src/Plugin/Block/${blockClass}.php`]: php },
  };
}
