import { approximateSize } from '../../../shared/publish/plugin-install.js';
import { oneLine, phpCommentText, phpString } from './plugin-names.js';
import { ADDED_SCRIPTS_FILE, BOOK_FOLDER, FOLDER_GUARD, IFRAME_STYLE_FORMAT, PLUGIN_SIZE, TEXT_VERSION_LABEL, type PluginSource, type PluginSourceInput } from './plugin-source.js';

/** The oldest WordPress and PHP the generated code runs on (shortcodes, plugins_url, `??`). */
export const WORDPRESS_REQUIRES = { wordpress: '5.0', php: '7.0' } as const;

/**
 * A WordPress plug-in: `<slug>/<slug>.php` with the standard header, the book's own
 * shortcode `[<slug>]` that embeds the book from `<slug>/book/` in a responsive iframe, and
 * a readme.txt. There is no generic `[flipbook]`: WordPress loads plug-ins alphabetically,
 * so a shared name would move to whichever book loads first (issue 21, item 3).
 */
export function wordpressPlugin(input: PluginSourceInput): PluginSource {
  const { names } = input;
  const prefix = names.machine;
  const header = [
    `Plugin Name: ${phpCommentText(names.title)}`,
    `Description: ${phpCommentText(input.description)}`,
    `Version: ${input.version}`,
    `Requires at least: ${WORDPRESS_REQUIRES.wordpress}`,
    `Requires PHP: ${WORDPRESS_REQUIRES.php}`,
    'License: GPL-2.0-or-later',
    'License URI: https://www.gnu.org/licenses/gpl-2.0.html',
    `Text Domain: ${names.slug}`,
  ];
  const main = `<?php
/**
${header.map((line) => ` * ${line}`).join('\n')}
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A size in pixels from a shortcode attribute: digits only, from ${PLUGIN_SIZE.min} to ${PLUGIN_SIZE.max}.
 * Anything else (negative, huge, "wide") gives the default, rather than absint() turning
 * -300 into 300.
 */
function ${prefix}_size( $value, $fallback ) {
	$text = is_scalar( $value ) ? trim( (string) $value ) : '';
	if ( ! preg_match( '/^[0-9]{1,6}$/', $text ) ) {
		return $fallback;
	}
	$size = (int) $text;
	return ( $size >= ${PLUGIN_SIZE.min} && $size <= ${PLUGIN_SIZE.max} ) ? $size : $fallback;
}

/**
 * Embeds the flipbook. Attributes: width and height in pixels (the embed scales down to
 * narrower containers, keeping the ratio). The markup is phrasing content (spans shown as
 * blocks, an iframe), so it stays valid inside the paragraph themes wrap shortcodes in.
 */
function ${prefix}_shortcode( $atts ) {
	$atts   = shortcode_atts( array( 'width' => ${phpString(String(input.width))}, 'height' => ${phpString(String(input.height))} ), $atts, ${phpString(names.slug)} );
	$width  = ${prefix}_size( $atts['width'], ${input.width} );
	$height = ${prefix}_size( $atts['height'], ${input.height} );
	$GLOBALS['${prefix}_used'] = true;
	$src   = plugins_url( '${BOOK_FOLDER}/index.html', __FILE__ ) . '?v=${input.stamp}';
	$title = ${phpString(input.bookTitle)};
	$style = sprintf( '${IFRAME_STYLE_FORMAT}', $width, $height );
	$html  = '<span class="flipbook-embed ${names.slug}" style="display:block">';
	$html .= '<iframe src="' . esc_url( $src ) . '" title="' . esc_attr( $title ) . '" width="' . esc_attr( $width ) . '" height="' . esc_attr( $height ) . '" style="' . esc_attr( $style ) . '" loading="lazy" allowfullscreen></iframe>';
${
  input.seoText
    ? `	$html .= '<span class="flipbook-text-version" style="display:block"><a href="' . esc_url( plugins_url( '${BOOK_FOLDER}/text/index.html', __FILE__ ) ) . '">' . esc_html( $title . ': ' . ${phpString(TEXT_VERSION_LABEL)} ) . '</a></span>';\n`
    : ''
}	$html .= '</span>';
	return $html;
}

/**
 * Prints the author's added scripts in the footer of pages that show the flipbook, and
 * nowhere else. The author wrote them, so they are printed as they are.
 */
function ${prefix}_print_scripts() {
	$file = plugin_dir_path( __FILE__ ) . '${ADDED_SCRIPTS_FILE}';
	if ( ! empty( $GLOBALS['${prefix}_used'] ) && is_readable( $file ) ) {
		readfile( $file );
	}
}

function ${prefix}_register() {
	add_shortcode( '${names.slug}', '${prefix}_shortcode' );
}

add_action( 'init', '${prefix}_register' );
${input.hasScripts ? `add_action( 'wp_footer', '${prefix}_print_scripts' );\n` : ''}`;

  const title = oneLine(names.title);
  const readme = `=== ${title} ===
Tags: flipbook, pdf, book
Requires at least: ${WORDPRESS_REQUIRES.wordpress}
Tested up to: 6.8
Requires PHP: ${WORDPRESS_REQUIRES.php}
Stable tag: ${input.version}
License: GPLv2 or later
License URI: https://www.gnu.org/licenses/gpl-2.0.html

${oneLine(input.description).slice(0, 150)}

== Description ==

This plug-in holds the flipbook "${title}" and shows it on any post or page.

Put this book's own shortcode [${names.slug}] where the book should appear. Set its size in
pixels (${PLUGIN_SIZE.min} to ${PLUGIN_SIZE.max}) with
[${names.slug} width="${input.width}" height="${input.height}"]; the book scales down on
narrow screens and keeps its proportions. Every book has a shortcode of its own, so several
books can be installed on one site and each post keeps showing its book.

== Installation ==

1. In the WordPress admin, go to Plugins > Add New > Upload Plugin.
2. Choose this zip file, then Install Now, then Activate.
3. Add [${names.slug}] to a post or page.

The zip holds the whole book, about ${approximateSize(input.bookBytes)}, so it is often larger than PHP's
default upload limit (upload_max_filesize, 2 MB). When the upload fails, either raise upload_max_filesize and
post_max_size in php.ini, or unzip this file into wp-content/plugins on the server (the
folder ${names.slug} goes there as it is) and activate the plug-in under Plugins.

== Changelog ==

= ${input.version} =
* Published with Flipbook Studio.
`;
  return { root: names.slug, bookFolder: BOOK_FOLDER, files: { [`${names.slug}.php`]: main, 'readme.txt': readme, 'index.php': FOLDER_GUARD } };
}
