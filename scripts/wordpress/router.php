<?php
/**
 * Router for `php -S` serving Debian's WordPress (docroot /usr/share/wordpress).
 *
 * - /wp-content/... is served from the instance's content dir (Debian keeps wp-content outside the
 *   web root; the harness gives every instance its own, see WP_HARNESS_CONTENT_DIR).
 * - Existing files and directories under the docroot are left to the built-in server
 *   (PHP files among them are executed by it).
 * - Everything else goes to index.php, like Apache's rewrite rules would (pretty permalinks, /wp-json/).
 */

$wp_harness_root = rtrim($_SERVER['DOCUMENT_ROOT'], '/');
$wp_harness_path = '/' . ltrim((string) parse_url(urldecode($_SERVER['REQUEST_URI']), PHP_URL_PATH), '/');

if (strpos($wp_harness_path, '/wp-content/') === 0) {
    $content_dir = getenv('WP_HARNESS_CONTENT_DIR') ?: '/var/lib/wordpress/wp-content';
    $relative = substr($wp_harness_path, strlen('/wp-content/'));
    $segments = explode('/', $relative);
    $file = $content_dir . '/' . $relative;
    if (in_array('..', $segments, true) || !is_file($file) || preg_match('/\.(php|phtml|phar)$/i', $file)) {
        http_response_code(404);
        header('Content-Type: text/plain; charset=UTF-8');
        echo "Not found\n";
        return true;
    }
    $types = [
        'webp' => 'image/webp', 'jpg' => 'image/jpeg', 'jpeg' => 'image/jpeg', 'png' => 'image/png',
        'gif' => 'image/gif', 'svg' => 'image/svg+xml', 'avif' => 'image/avif', 'ico' => 'image/x-icon',
        'css' => 'text/css; charset=UTF-8', 'js' => 'text/javascript; charset=UTF-8',
        'json' => 'application/json', 'pdf' => 'application/pdf', 'txt' => 'text/plain; charset=UTF-8',
        'woff' => 'font/woff', 'woff2' => 'font/woff2', 'mp4' => 'video/mp4', 'webm' => 'video/webm',
    ];
    $ext = strtolower(pathinfo($file, PATHINFO_EXTENSION));
    $mtime = filemtime($file);
    header('Content-Type: ' . ($types[$ext] ?? (mime_content_type($file) ?: 'application/octet-stream')));
    header('Content-Length: ' . filesize($file));
    header('Last-Modified: ' . gmdate('D, d M Y H:i:s', $mtime) . ' GMT');
    header('Cache-Control: public, max-age=3600');
    if (($_SERVER['REQUEST_METHOD'] ?? 'GET') !== 'HEAD') {
        readfile($file);
    }
    return true;
}

if ($wp_harness_path !== '/' && file_exists($wp_harness_root . $wp_harness_path)) {
    if (is_dir($wp_harness_root . $wp_harness_path) && substr($wp_harness_path, -1) !== '/') {
        header('Location: ' . $wp_harness_path . '/', true, 301);
        return true;
    }
    return false;
}

chdir($wp_harness_root);
$_SERVER['SCRIPT_NAME'] = '/index.php';
$_SERVER['PHP_SELF'] = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $wp_harness_root . '/index.php';
require $wp_harness_root . '/index.php';
