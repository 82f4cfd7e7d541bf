#!/usr/bin/env bash
# `npm run check`: lint, types and formatting. ESLint and the type checks each use one core:
# they run at once, and the check fails if either does (their output may interleave).
set -uo pipefail
cd "$(dirname "$0")/.."
npm run --silent lint &
lint=$!
npm run --silent typecheck &
types=$!
status=0
wait "$lint" || status=1
wait "$types" || status=1
npx prettier --check . || status=1
exit "$status"
