#!/usr/bin/env bash
# Starts a throwaway WordPress (Debian's package) on http://127.0.0.1:PORT for tests.
#
#   scripts/wordpress/start.sh [PORT]        (default 8089; MariaDB listens on PORT+1000)
#
# Env:
#   WP_STATE_DIR   directory for this instance's data (default: a new mktemp -d under $TMPDIR or /tmp).
#                  It must be empty or absent: every start is a fresh install.
#   WP_STATE_FILE  where to write the state file (default: ${TMPDIR:-/tmp}/wp-harness-PORT.state)
#   WP_DB_PORT     MariaDB port (default PORT+1000)
#   WP_TIMEZONE    site timezone (default Europe/London)
#   WP_EXTRA_CONFIG PHP lines added to the instance's wp-config (e.g. a plugin's define()s). Given at
#                  start, not appended later: php -S keeps compiled files in opcache for a while.
#
# The state file holds KEY='value' lines: BASE_URL (…/wp-json/), HOME_URL, PORT, DB_PORT,
# STATE_DIR, MARIADB_PID, PHP_PID, PHP_PGID, ADMIN_USER, ADMIN_PASSWORD, CONFIG_FILE.
# scripts/wordpress/stop.sh PORT stops exactly those processes and removes STATE_DIR.
set -euo pipefail

export PATH="$PATH:/usr/sbin:/sbin"
SCRIPT_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
PORT=${1:-${WP_PORT:-8089}}
[[ "$PORT" =~ ^[0-9]+$ ]] || { echo "start.sh: bad port '$PORT'" >&2; exit 2; }
DB_PORT=${WP_DB_PORT:-$((PORT + 1000))}
STATE_FILE=${WP_STATE_FILE:-${TMPDIR:-/tmp}/wp-harness-${PORT}.state}
HOME_URL="http://127.0.0.1:${PORT}"
BASE_URL="${HOME_URL}/wp-json/"
ADMIN_USER=admin
ADMIN_PASSWORD=${WP_ADMIN_PASSWORD:-admin-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')}
DB_NAME=wordpress
DB_USER=wordpress
DB_PASSWORD=$(head -c 16 /dev/urandom | od -An -tx1 | tr -d ' \n')
RUN_USER=$(id -un)
HARNESS_CONF_DIR=/etc/wordpress/wp-harness
DISPATCHER=/etc/wordpress/config-127.0.0.1.php
DISPATCHER_MARK='wp-harness dispatcher'

log() { printf '[wp-harness %s] %s\n' "$PORT" "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }
now_ms() { date +%s%3N; }
T0=$(now_ms)

for bin in mariadbd mariadb-install-db mariadb-admin php curl setsid; do
  command -v "$bin" >/dev/null || die "$bin not found (run scripts/wordpress/install.sh)"
done
[[ -f /usr/share/wordpress/wp-load.php ]] || die "/usr/share/wordpress missing (run scripts/wordpress/install.sh)"

port_in_use() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
alive() { [[ -n "${1:-}" ]] && kill -0 "$1" 2>/dev/null; }

if [[ -f "$STATE_FILE" ]]; then
  old_mariadb=$(sed -n "s/^MARIADB_PID='\\(.*\\)'$/\\1/p" "$STATE_FILE")
  old_php=$(sed -n "s/^PHP_PID='\\(.*\\)'$/\\1/p" "$STATE_FILE")
  if alive "$old_mariadb" || alive "$old_php"; then
    die "an instance is already running on port $PORT (state $STATE_FILE); run scripts/wordpress/stop.sh $PORT"
  fi
  log "removing stale state from an earlier run"
  "$SCRIPT_DIR/stop.sh" "$PORT" >/dev/null 2>&1 || true
fi
port_in_use "$PORT" && die "port $PORT is already in use"
port_in_use "$DB_PORT" && die "port $DB_PORT (MariaDB) is already in use"

if [[ -n "${WP_STATE_DIR:-}" ]]; then
  mkdir -p "$WP_STATE_DIR"
  [[ -z "$(ls -A "$WP_STATE_DIR")" ]] || die "WP_STATE_DIR $WP_STATE_DIR is not empty"
  STATE_DIR=$(cd "$WP_STATE_DIR" && pwd)
else
  STATE_DIR=$(mktemp -d "${TMPDIR:-/tmp}/wp-harness-${PORT}.XXXXXX")
fi
chmod 755 "$STATE_DIR"
mkdir -p "$STATE_DIR"/{mysql,run,logs,tmp,wp-content/uploads}
for sub in plugins themes languages; do
  ln -s "/var/lib/wordpress/wp-content/$sub" "$STATE_DIR/wp-content/$sub"
done
SOCKET="$STATE_DIR/run/mysqld.sock"
CONFIG_FILE="$HARNESS_CONF_DIR/127.0.0.1-${PORT}.php"
MARIADB_PID=""
PHP_PID=""

write_state() {
  local tmp="$STATE_FILE.tmp.$$"
  {
    printf "PORT='%s'\n" "$PORT"
    printf "DB_PORT='%s'\n" "$DB_PORT"
    printf "HOME_URL='%s'\n" "$HOME_URL"
    printf "BASE_URL='%s'\n" "$BASE_URL"
    printf "STATE_DIR='%s'\n" "$STATE_DIR"
    printf "MARIADB_PID='%s'\n" "$MARIADB_PID"
    printf "PHP_PID='%s'\n" "$PHP_PID"
    printf "PHP_PGID='%s'\n" "$PHP_PID"
    printf "PHP_WORKER_PIDS='%s'\n" "${PHP_WORKER_PIDS:-}"
    printf "SOCKET='%s'\n" "$SOCKET"
    printf "CONFIG_FILE='%s'\n" "$CONFIG_FILE"
    printf "ADMIN_USER='%s'\n" "$ADMIN_USER"
    printf "ADMIN_PASSWORD='%s'\n" "$ADMIN_PASSWORD"
    printf "READY='%s'\n" "${READY:-0}"
  } >"$tmp"
  mv "$tmp" "$STATE_FILE"
}

fail() {
  log "ERROR: $*"
  for f in mariadb.log php.log install.log; do
    [[ -s "$STATE_DIR/logs/$f" ]] && { log "--- tail of $f"; tail -n 20 "$STATE_DIR/logs/$f" >&2; }
  done
  "$SCRIPT_DIR/stop.sh" "$PORT" >/dev/null 2>&1 || true
  exit 1
}
# The state file is written before anything is started, so stop.sh can clean up after a failure.
write_state

# --- MariaDB ---------------------------------------------------------------------------------
T1=$(now_ms)
# Its own temporary folder: two instances installing at once (test files in parallel) would
# otherwise share /tmp, where the bootstrap's temporary tables of the same name collide.
mariadb-install-db --no-defaults --user="$RUN_USER" --datadir="$STATE_DIR/mysql" --tmpdir="$STATE_DIR/tmp" \
  --auth-root-authentication-method=socket --skip-test-db --skip-name-resolve \
  >"$STATE_DIR/logs/mariadb-install.log" 2>&1 || { cat "$STATE_DIR/logs/mariadb-install.log" >&2; fail "mariadb-install-db failed"; }

# Runs once at server start with full privileges: the database and a proper, password-protected user.
cat >"$STATE_DIR/init.sql" <<SQL
CREATE DATABASE IF NOT EXISTS \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$DB_USER'@'localhost' IDENTIFIED BY '$DB_PASSWORD';
CREATE USER IF NOT EXISTS '$DB_USER'@'127.0.0.1' IDENTIFIED BY '$DB_PASSWORD';
GRANT ALL PRIVILEGES ON \`$DB_NAME\`.* TO '$DB_USER'@'localhost';
GRANT ALL PRIVILEGES ON \`$DB_NAME\`.* TO '$DB_USER'@'127.0.0.1';
SQL
chmod 600 "$STATE_DIR/init.sql"

setsid mariadbd --no-defaults --user="$RUN_USER" \
  --datadir="$STATE_DIR/mysql" --tmpdir="$STATE_DIR/tmp" --socket="$SOCKET" --pid-file="$STATE_DIR/run/mariadbd.pid" \
  --port="$DB_PORT" --bind-address=127.0.0.1 --skip-name-resolve \
  --init-file="$STATE_DIR/init.sql" --log-error="$STATE_DIR/logs/mariadb.log" \
  --skip-log-bin --innodb-buffer-pool-size=64M --innodb-log-file-size=32M \
  --innodb-flush-log-at-trx-commit=0 --innodb-doublewrite=0 --sync-frm=0 \
  --innodb-buffer-pool-dump-at-shutdown=0 --innodb-buffer-pool-load-at-startup=0 --innodb-fast-shutdown=2 \
  --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci \
  </dev/null >>"$STATE_DIR/logs/mariadb.log" 2>&1 &
MARIADB_PID=$!
write_state

for _ in $(seq 1 300); do
  if mariadb-admin --no-defaults --socket="$SOCKET" --user="$DB_USER" --password="$DB_PASSWORD" ping >/dev/null 2>&1; then
    break
  fi
  alive "$MARIADB_PID" || fail "mariadbd exited"
  sleep 0.1
done
mariadb-admin --no-defaults --socket="$SOCKET" --user="$DB_USER" --password="$DB_PASSWORD" ping >/dev/null 2>&1 \
  || fail "mariadbd did not become ready"
T2=$(now_ms)
log "mariadbd ready (pid $MARIADB_PID, 127.0.0.1:$DB_PORT) in $((T2 - T1)) ms"

# --- WordPress config ----------------------------------------------------------------------------
salt() { head -c 48 /dev/urandom | base64 | tr -d '\n/+='; }
cat >"$STATE_DIR/wp-config-local.php" <<PHP
<?php
// WordPress config for the wp-harness instance on port $PORT (written by scripts/wordpress/start.sh).
define('DB_NAME', '$DB_NAME');
define('DB_USER', '$DB_USER');
define('DB_PASSWORD', '$DB_PASSWORD');
define('DB_HOST', 'localhost:$SOCKET');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
define('WP_HOME', '$HOME_URL');
define('WP_SITEURL', '$HOME_URL');
define('WP_CONTENT_DIR', '$STATE_DIR/wp-content');
define('WP_CONTENT_URL', '$HOME_URL/wp-content');
define('AUTH_KEY', '$(salt)');
define('SECURE_AUTH_KEY', '$(salt)');
define('LOGGED_IN_KEY', '$(salt)');
define('NONCE_KEY', '$(salt)');
define('AUTH_SALT', '$(salt)');
define('SECURE_AUTH_SALT', '$(salt)');
define('LOGGED_IN_SALT', '$(salt)');
define('NONCE_SALT', '$(salt)');
define('WP_DEBUG', false);
define('WP_DEBUG_DISPLAY', false);
define('WP_ENVIRONMENT_TYPE', 'local');
define('DISABLE_WP_CRON', true);
define('AUTOMATIC_UPDATER_DISABLED', true);
define('WP_AUTO_UPDATE_CORE', false);
define('WP_HTTP_BLOCK_EXTERNAL', true);
define('WP_ACCESSIBLE_HOSTS', '127.0.0.1,localhost');
define('FS_METHOD', 'direct');
define('WP_ALLOW_MULTISITE', false);
\$table_prefix = 'wp_';
${WP_EXTRA_CONFIG:-}
PHP
chmod 644 "$STATE_DIR/wp-config-local.php"

mkdir -p "$HARNESS_CONF_DIR"
if [[ -e "$DISPATCHER" ]] && ! grep -q "$DISPATCHER_MARK" "$DISPATCHER"; then
  fail "$DISPATCHER exists and was not written by this harness; move it away first"
fi
# Debian's wp-config.php loads config-<Host without port>.php; this one picks the instance by port,
# so several harness instances (different ports) can run side by side.
cat >"$DISPATCHER.tmp.$$" <<'PHP'
<?php
// wp-harness dispatcher (written by scripts/wordpress/start.sh): picks the test instance by port.
$wp_harness_port = isset($_SERVER['SERVER_PORT']) ? (string) $_SERVER['SERVER_PORT'] : '';
if (isset($_SERVER['HTTP_HOST']) && preg_match('/:(\d+)$/', $_SERVER['HTTP_HOST'], $wp_harness_m)) {
    $wp_harness_port = $wp_harness_port !== '' && $wp_harness_port !== '80' ? $wp_harness_port : $wp_harness_m[1];
}
$wp_harness_file = '/etc/wordpress/wp-harness/127.0.0.1-' . preg_replace('/\D/', '', $wp_harness_port) . '.php';
if (!is_file($wp_harness_file)) {
    header('HTTP/1.0 404 Not Found');
    echo 'No WordPress test instance is configured for port ' . htmlspecialchars($wp_harness_port) . ".\n";
    exit(1);
}
require $wp_harness_file;
PHP
mv "$DISPATCHER.tmp.$$" "$DISPATCHER"
chmod 644 "$DISPATCHER"
printf "<?php\nrequire '%s/wp-config-local.php';\n" "$STATE_DIR" >"$CONFIG_FILE"
chmod 644 "$CONFIG_FILE"

# --- Install ----------------------------------------------------------------------------------
T3=$(now_ms)
WP_HARNESS_PORT=$PORT WP_ADMIN_USER=$ADMIN_USER WP_ADMIN_PASSWORD=$ADMIN_PASSWORD \
  WP_TIMEZONE=${WP_TIMEZONE:-Europe/London} \
  php -d memory_limit=512M "$SCRIPT_DIR/wp-install.php" >"$STATE_DIR/logs/install.log" 2>&1 \
  || fail "wp_install failed"
T4=$(now_ms)
log "WordPress installed ($(tail -n 1 "$STATE_DIR/logs/install.log")) in $((T4 - T3)) ms"

# --- Web server -------------------------------------------------------------------------------
# setsid: php -S and its workers get their own process group (id = PHP_PID), which stop.sh signals.
(
  cd /usr/share/wordpress
  export PHP_CLI_SERVER_WORKERS=${PHP_CLI_SERVER_WORKERS:-4}
  export WP_HARNESS_CONTENT_DIR="$STATE_DIR/wp-content"
  exec setsid php -d memory_limit=256M -d upload_max_filesize=16M -d post_max_size=16M \
    -S "127.0.0.1:$PORT" -t /usr/share/wordpress "$SCRIPT_DIR/router.php" \
    </dev/null >>"$STATE_DIR/logs/php.log" 2>&1
) &
PHP_PID=$!
write_state

ok=0
for _ in $(seq 1 200); do
  if curl -sf -o /dev/null --max-time 5 "$BASE_URL"; then ok=1; break; fi
  alive "$PHP_PID" || fail "php -S exited"
  sleep 0.05
done
[[ $ok -eq 1 ]] || fail "$BASE_URL did not answer"
home=$(curl -sf --max-time 5 "$BASE_URL" | php -r '$j = json_decode(stream_get_contents(STDIN), true); echo $j["home"] ?? "";')
[[ "$home" == "$HOME_URL" ]] || fail "wp-json says home is '$home', expected $HOME_URL"
PHP_WORKER_PIDS=$(ps -o pid= --ppid "$PHP_PID" | tr -s ' \n' ' ' | sed 's/^ //; s/ $//')
READY=1
write_state
T5=$(now_ms)
log "serving $HOME_URL (php pid $PHP_PID, workers: ${PHP_WORKER_PIDS:-none}) — started in $((T5 - T0)) ms"
echo "$STATE_FILE"
