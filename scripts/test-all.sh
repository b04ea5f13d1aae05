#!/usr/bin/env bash
# `npm test`: every check of the project, on a clean machine too (CI runs it via .ci/run).
#
#   1. Debian chromium when /usr/bin/chromium is missing (Playwright's browser download is never used)
#   2. npm ci when node_modules is missing or older than package-lock.json (builds packages/caveman/dist/ via prepare)
#   3. lint, typecheck, package build (packages/caveman/dist/), unit tests (vitest), `next build` with BASE_PATH=/caveman
#      into out-subpath/ (e2e/subpath.spec.ts serves it under /caveman), `next build` into out/,
#      e2e (Playwright)
#
# Every stage runs even when an earlier one failed (e2e needs the build), and the very last line is
# the summary CI reads: `N passed, N failed` = unit + e2e test counts, where a failed stage that
# has no test count of its own (lint, typecheck, build) adds 1 to `failed`. Exit 1 on any failure.
set -euo pipefail

cd "$(dirname "$0")/.."
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export NEXT_TELEMETRY_DISABLED=1
# The builds below say which prefix they are for; one inherited from the shell would move out/
# off the site root that every other e2e spec expects.
unset BASE_PATH

REPORTS=.test-reports
rm -rf "$REPORTS"
mkdir -p "$REPORTS" e2e/screenshots

failed_stages=()
stage_failures=0

banner() { printf '\n==> %s\n' "$1"; }

# run_stage NAME COMMAND...: run, time, record a failure without stopping the script.
run_stage() {
  local name=$1
  shift
  banner "$name"
  local start=$SECONDS
  if "$@"; then
    printf -- '--- %s ok (%ss)\n' "$name" $((SECONDS - start))
    return 0
  fi
  printf -- '--- %s FAILED (%ss)\n' "$name" $((SECONDS - start))
  failed_stages+=("$name")
  return 1
}

# --- environment -----------------------------------------------------------------------------
if [ ! -x /usr/bin/chromium ]; then
  banner "installing Debian chromium"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  if ! { $sudo apt-get update && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium; }; then
    echo "could not install chromium (apt-get install -y chromium)"
    echo "0 passed, 1 failed"
    exit 1
  fi
fi

if [ ! -d node_modules ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  banner "npm ci"
  if ! npm ci --no-audit --no-fund; then
    echo "npm ci failed"
    echo "0 passed, 1 failed"
    exit 1
  fi
fi

# --- static checks -----------------------------------------------------------------------------
run_stage "lint" npx eslint . || stage_failures=$((stage_failures + 1))
run_stage "typecheck" npx tsc --noEmit || stage_failures=$((stage_failures + 1))
run_stage "package build (packages/caveman/dist/)" node scripts/build-lib.mjs || stage_failures=$((stage_failures + 1))

# --- unit tests --------------------------------------------------------------------------------
run_stage "unit tests (vitest)" npx vitest run --reporter=default --reporter=json \
  --outputFile.json="$REPORTS/unit.json" || true

# --- build + e2e -------------------------------------------------------------------------------
# The sub-path export first, moved aside, then the site-root one in out/ that the other specs use.
# tsc and the second build type-check the same sources, so this one skips it (SKIP_TYPECHECK).
SUBPATH_DIR=out-subpath
build_subpath() {
  BASE_PATH=/caveman SKIP_TYPECHECK=1 npm run build && mv out "$SUBPATH_DIR"
}
rm -rf out "$SUBPATH_DIR"
run_stage "next build under BASE_PATH=/caveman ($SUBPATH_DIR/)" build_subpath || stage_failures=$((stage_failures + 1))
rm -rf out
if run_stage "next build" npm run build; then
  PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORTS/e2e.json" run_stage "e2e (playwright)" npx playwright test || true
else
  stage_failures=$((stage_failures + 1))
fi

# --- summary -----------------------------------------------------------------------------------
# Counts from the JSON reports (scripts/test-summary.mjs says how failures are counted).
summary=$(STAGE_FAILURES=$stage_failures FAILED_STAGES="${failed_stages[*]:-}" node scripts/test-summary.mjs "$REPORTS")

banner "summary"
if [ ${#failed_stages[@]} -gt 0 ]; then
  printf 'failed stages: %s\n' "$(IFS=', '; echo "${failed_stages[*]}")"
fi
echo "$summary"

if [ ${#failed_stages[@]} -gt 0 ]; then
  exit 1
fi
case "$summary" in
  *", 0 failed") exit 0 ;;
  *) exit 1 ;;
esac
