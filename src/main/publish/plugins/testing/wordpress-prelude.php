<?php
/*
 * Just enough of WordPress to load a generated plug-in and run its shortcode:
 * php wordpress-prelude.php <plugin.php> <shortcode> <attributes as JSON | none>
 * Prints the shortcode's HTML, then a marker line, then what wp_footer prints.
 */

define('ABSPATH', __DIR__ . '/');

$GLOBALS['stub_shortcodes'] = array();
$GLOBALS['stub_actions'] = array();
$GLOBALS['stub_enqueued'] = array();

function add_shortcode($tag, $callback) { $GLOBALS['stub_shortcodes'][$tag] = $callback; }
function shortcode_exists($tag) { return isset($GLOBALS['stub_shortcodes'][$tag]); }
function shortcode_atts($pairs, $atts, $shortcode = '') {
    $atts = (array) $atts;
    $out = array();
    foreach ($pairs as $name => $default) {
        $out[$name] = array_key_exists($name, $atts) ? $atts[$name] : $default;
    }
    return $out;
}
function esc_attr($text) { return htmlspecialchars((string) $text, ENT_QUOTES, 'UTF-8'); }
function esc_html($text) { return htmlspecialchars((string) $text, ENT_QUOTES, 'UTF-8'); }
function esc_url($url) { return htmlspecialchars((string) $url, ENT_QUOTES, 'UTF-8'); }
function absint($value) { return abs((int) $value); }
function plugins_url($path, $file) { return 'https://example.test/wp-content/plugins/' . basename(dirname($file)) . '/' . $path; }
function plugin_dir_path($file) { return dirname($file) . '/'; }
function add_action($hook, $callback) { $GLOBALS['stub_actions'][$hook][] = $callback; }
function do_action($hook) {
    $callbacks = isset($GLOBALS['stub_actions'][$hook]) ? $GLOBALS['stub_actions'][$hook] : array();
    foreach ($callbacks as $callback) {
        call_user_func($callback);
    }
}
function wp_enqueue_script($handle) { $GLOBALS['stub_enqueued'][] = $handle; }

require $argv[1];
do_action('init');
if ($argv[3] !== 'none') {
    echo call_user_func($GLOBALS['stub_shortcodes'][$argv[2]], json_decode($argv[3], true));
}
echo "\n--footer--\n";
do_action('wp_footer');
