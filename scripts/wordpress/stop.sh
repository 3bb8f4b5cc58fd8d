#!/usr/bin/env bash
# Stops the WordPress test instance started by start.sh on PORT (default 8089) and deletes its data.
#
#   scripts/wordpress/stop.sh [PORT]
#
# Only the processes recorded in the state file are signalled (php -S, its workers, which share
# the process group start.sh created for it, and mariadbd); never anything found by name.
set -uo pipefail

PORT=${1:-${WP_PORT:-8089}}
[[ "$PORT" =~ ^[0-9]+$ ]] || { echo "stop.sh: bad port '$PORT'" >&2; exit 2; }
STATE_FILE=${WP_STATE_FILE:-${TMPDIR:-/tmp}/wp-harness-${PORT}.state}
HARNESS_CONF_DIR=/etc/wordpress/wp-harness
DISPATCHER=/etc/wordpress/config-127.0.0.1.php

log() { printf '[wp-harness %s] %s\n' "$PORT" "$*" >&2; }

if [[ ! -f "$STATE_FILE" ]]; then
  log "no state file $STATE_FILE: nothing to stop"
  exit 0
fi

get() { sed -n "s/^$1='\\(.*\\)'\$/\\1/p" "$STATE_FILE" | head -n 1; }
STATE_DIR=$(get STATE_DIR)
MARIADB_PID=$(get MARIADB_PID)
PHP_PID=$(get PHP_PID)
PHP_WORKER_PIDS=$(get PHP_WORKER_PIDS)
CONFIG_FILE=$(get CONFIG_FILE)

alive() { [[ -n "${1:-}" ]] && kill -0 "$1" 2>/dev/null; }
# A recorded pid only counts if it still is the process we started (pids get reused).
is_ours() {
  local pid=$1 want=$2 comm
  alive "$pid" || return 1
  comm=$(cat "/proc/$pid/comm" 2>/dev/null) || return 1
  [[ "$comm" == "$want"* ]]
}
wait_gone() {
  local i pid
  for i in $(seq 1 200); do
    local any=0
    for pid in "$@"; do alive "$pid" && any=1; done
    [[ $any -eq 0 ]] && return 0
    sleep 0.05
  done
  return 1
}

# Signal php -S (master and workers) and mariadbd together, then wait for both.
php_pids=()
if is_ours "$PHP_PID" php; then
  php_pids+=("$PHP_PID")
  # Workers forked after start.sh recorded them are children of the master.
  for w in $PHP_WORKER_PIDS $(ps -o pid= --ppid "$PHP_PID" 2>/dev/null); do
    is_ours "$w" php && php_pids+=("$w")
  done
  # start.sh ran php -S under setsid, so its pid is also its process group's id.
  kill -TERM -- "-$PHP_PID" 2>/dev/null || kill -TERM "${php_pids[@]}" 2>/dev/null
else
  for w in $PHP_WORKER_PIDS; do
    is_ours "$w" php && { php_pids+=("$w"); kill -TERM "$w" 2>/dev/null; }
  done
fi
db_pids=()
if is_ours "$MARIADB_PID" mariadbd; then
  db_pids+=("$MARIADB_PID")
  kill -TERM "$MARIADB_PID" 2>/dev/null   # a clean shutdown
fi
all=("${php_pids[@]}" "${db_pids[@]}")
if [[ ${#all[@]} -gt 0 ]] && ! wait_gone "${all[@]}"; then
  left=()
  for pid in "${all[@]}"; do alive "$pid" && left+=("$pid"); done
  log "still running after TERM, sending KILL: ${left[*]}"
  kill -KILL "${left[@]}" 2>/dev/null
  wait_gone "${left[@]}"
fi

[[ -n "$CONFIG_FILE" && "$CONFIG_FILE" == "$HARNESS_CONF_DIR"/* ]] && rm -f "$CONFIG_FILE"
# Remove the dispatcher once no harness instance is configured any more.
if [[ -d "$HARNESS_CONF_DIR" ]] && [[ -z "$(ls -A "$HARNESS_CONF_DIR")" ]]; then
  rmdir "$HARNESS_CONF_DIR"
  if [[ -f "$DISPATCHER" ]] && grep -q 'wp-harness dispatcher' "$DISPATCHER"; then
    rm -f "$DISPATCHER"
  fi
fi

# Only a directory that start.sh laid out is deleted.
if [[ -n "$STATE_DIR" && "$STATE_DIR" != / && -d "$STATE_DIR/mysql" && -d "$STATE_DIR/logs" ]]; then
  rm -rf -- "$STATE_DIR"
fi
rm -f "$STATE_FILE"
log "stopped"
