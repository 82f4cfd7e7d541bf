#!/usr/bin/env bash
# The tests use real tools from Debian: Chromium at /usr/bin/chromium for the browser tests
# (never a downloaded browser), LibreOffice Calc to open the spreadsheets Spool writes and
# reads, poppler and qpdf to read and check the PDFs it prints, and PgBouncer to serve the
# PostgreSQL run through a pooler in transaction mode. Installs what is missing with apt-get
# when we may; otherwise says how, in one line.
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
command -v libreoffice >/dev/null 2>&1 || missing+=(libreoffice-calc-nogui)
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
command -v qpdf >/dev/null 2>&1 || missing+=(qpdf)
[ -x /usr/sbin/pgbouncer ] || missing+=(pgbouncer)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -eq 0 ]; then as_root=(); elif sudo -n true 2>/dev/null; then as_root=(sudo -n); else
  echo "The tests need Debian's ${missing[*]}: run 'sudo apt-get install ${missing[*]}' once, then npm test again." >&2
  exit 1
fi
echo "Installing Debian's ${missing[*]} for the tests (once, a minute or two)..."
"${as_root[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${as_root[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null
