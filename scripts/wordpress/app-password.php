<?php
/**
 * Creates an Application Password for the administrator of a harness instance (or the user LOGIN,
 * e.g. one of scripts/wordpress/users.ts) and prints {"user": …, "password": …} (the password is
 * shown once, like in wp-admin).
 * Usage: WP_HARNESS_PORT=PORT php app-password.php NAME [LOGIN]
 * Application Passwords work over plain HTTP only because the harness sets WP_ENVIRONMENT_TYPE local.
 */

require __DIR__ . '/bootstrap.php';
require '/usr/share/wordpress/wp-load.php';

$login = $argv[2] ?? 'admin';
$user = get_user_by('login', $login);
if (!$user) {
    fwrite(STDERR, "no user $login\n");
    exit(1);
}
$created = WP_Application_Passwords::create_new_application_password($user->ID, ['name' => $argv[1] ?? 'site preview']);
if (is_wp_error($created)) {
    fwrite(STDERR, $created->get_error_message() . "\n");
    exit(1);
}
echo json_encode(['user' => $user->user_login, 'password' => $created[0]]), "\n";
