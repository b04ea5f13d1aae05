#!/usr/bin/env bash
# `npm run playground`: install what is missing, build the static playground, serve it locally.
# Prints the URL (http://127.0.0.1:3000/ unless PORT is set); Ctrl-C stops the server.
set -euo pipefail

cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export NEXT_TELEMETRY_DISABLED=1

if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  echo "==> npm ci"
  npm ci --no-audit --no-fund
fi

echo "==> npm run build"
npm run build

echo "==> serving out/"
exec node scripts/serve.mjs out
