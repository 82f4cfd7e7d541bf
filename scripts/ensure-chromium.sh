#!/usr/bin/env bash
# Browser tests drive Debian's Chromium at /usr/bin/chromium (never a downloaded browser).
# Installs it with apt-get when it is missing and we may; otherwise says how, in one line.
set -euo pipefail
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" -eq 0 ]; then as_root=(); elif sudo -n true 2>/dev/null; then as_root=(sudo -n); else
  echo "Browser tests need Debian's Chromium: run 'sudo apt-get install chromium' once, then npm test again." >&2
  exit 1
fi
echo "Installing Debian's chromium for the browser tests (once, about 30 s)..."
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq chromium >/dev/null
