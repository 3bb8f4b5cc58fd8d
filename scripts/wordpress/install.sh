#!/usr/bin/env bash
# Installs Debian's packaged WordPress, MariaDB and PHP CLI for the loopback test harness.
# Idempotent: a quick no-op when everything is already installed.
# The MariaDB package is prevented from starting its own server (policy-rc.d exits 101);
# scripts/wordpress/start.sh runs a private mariadbd instead.
set -euo pipefail

# php-xml: XML-RPC (xmlrpc.php parses with ext/xml), which the practice plugin guards (issue 44).
PACKAGES=(wordpress mariadb-server php-cli php-mysql php-curl php-xml)

installed() {
  local pkg status
  for pkg in "${PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || return 1
  done
  [[ -f /usr/share/wordpress/wp-load.php ]] && command -v php >/dev/null && command -v mariadbd >/dev/null
}

if installed; then
  echo "wordpress harness: packages already installed"
  exit 0
fi

if [[ $(id -u) -ne 0 ]]; then
  SUDO=sudo
else
  SUDO=
fi

POLICY=/usr/sbin/policy-rc.d
POLICY_BACKUP=""
if [[ -e "$POLICY" ]]; then
  POLICY_BACKUP=$(mktemp)
  $SUDO cp -p "$POLICY" "$POLICY_BACKUP"
fi
restore_policy() {
  if [[ -n "$POLICY_BACKUP" ]]; then
    $SUDO cp -p "$POLICY_BACKUP" "$POLICY"
    rm -f "$POLICY_BACKUP"
  else
    $SUDO rm -f "$POLICY"
  fi
}
trap restore_policy EXIT
printf '#!/bin/sh\nexit 101\n' | $SUDO tee "$POLICY" >/dev/null
$SUDO chmod 755 "$POLICY"

export DEBIAN_FRONTEND=noninteractive

# apt-get update only when the package lists have never been fetched or cannot find a package.
need_update=0
if ! compgen -G "/var/lib/apt/lists/*_Packages*" >/dev/null; then
  need_update=1
else
  for pkg in "${PACKAGES[@]}"; do
    if ! apt-cache show "$pkg" >/dev/null 2>&1; then need_update=1; break; fi
  done
fi
if [[ $need_update -eq 1 ]]; then
  $SUDO apt-get update -q
fi

$SUDO apt-get install -y -q --no-install-recommends "${PACKAGES[@]}"

installed || { echo "wordpress harness: install finished but a package or binary is missing" >&2; exit 1; }
echo "wordpress harness: installed"
