#!/usr/bin/env bash
# `npm test`: every check of the project, on a clean machine too (CI runs it via .ci/run).
#
#   1. Debian chromium when /usr/bin/chromium is missing (Playwright's browser download is never used)
#   2. npm ci when node_modules is missing or older than package-lock.json (builds packages/caveman/dist/ via prepare)
#   3. package build (packages/caveman/dist/), the unit tests (vitest), lint beside typecheck (with
#      the route types `next build` would check), `next build` with BASE_PATH=/caveman into
#      out-subpath/ (e2e/subpath.spec.ts serves it under /caveman), `next build` into out/, then
#      e2e (Playwright, a worker per core)
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
stage_times=()

banner() { printf '\n==> %s\n' "$1"; }

# run_stage NAME COMMAND...: run, time, record a failure without stopping the script.
run_stage() {
  local name=$1
  shift
  banner "$name"
  local start=$SECONDS
  if "$@"; then
    printf -- '--- %s ok (%ss)\n' "$name" $((SECONDS - start))
    stage_times+=("$(printf '%5ss  %s' $((SECONDS - start)) "$name")")
    return 0
  fi
  printf -- '--- %s FAILED (%ss)\n' "$name" $((SECONDS - start))
  stage_times+=("$(printf '%5ss  %s (failed)' $((SECONDS - start)) "$name")")
  failed_stages+=("$name")
  return 1
}

# run_pair NAME1 CMD1 -- NAME2 CMD2: two single-threaded stages side by side (one per core), each
# one's output printed whole after both ended, in order; each timed and recorded as run_stage does.
run_pair() {
  local name1=$1
  shift
  local cmd1=()
  while [ "$1" != "--" ]; do cmd1+=("$1"); shift; done
  shift
  local name2=$1
  shift
  local log1 log2 rc1=0 rc2=0 start=$SECONDS t1 t2
  log1=$(mktemp) log2=$(mktemp)
  # (set -e would end a subshell at a failing command before it records the code)
  ( s=$SECONDS; if "${cmd1[@]}" >"$log1" 2>&1; then rc=0; else rc=$?; fi; echo "$((SECONDS - s)) $rc" >"$log1.rc" ) &
  local pid1=$!
  ( s=$SECONDS; if "$@" >"$log2" 2>&1; then rc=0; else rc=$?; fi; echo "$((SECONDS - s)) $rc" >"$log2.rc" ) &
  wait "$pid1" $!
  read -r t1 rc1 <"$log1.rc"
  read -r t2 rc2 <"$log2.rc"
  local failures=0 name t rc log
  for i in 1 2; do
    if [ $i -eq 1 ]; then name=$name1 t=$t1 rc=$rc1 log=$log1; else name=$name2 t=$t2 rc=$rc2 log=$log2; fi
    banner "$name"
    cat "$log"
    if [ "$rc" -eq 0 ]; then
      printf -- '--- %s ok (%ss)\n' "$name" "$t"
      stage_times+=("$(printf '%5ss  %s' "$t" "$name")")
    else
      printf -- '--- %s FAILED (%ss)\n' "$name" "$t"
      stage_times+=("$(printf '%5ss  %s (failed)' "$t" "$name")")
      failed_stages+=("$name")
      failures=$((failures + 1))
    fi
  done
  printf -- '--- both in %ss\n' $((SECONDS - start))
  rm -f "$log1" "$log2" "$log1.rc" "$log2.rc"
  return $failures
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
  ci_start=$SECONDS
  if ! npm ci --no-audit --no-fund; then
    echo "npm ci failed"
    echo "0 passed, 1 failed"
    exit 1
  fi
  stage_times+=("$(printf '%5ss  %s' $((SECONDS - ci_start)) "npm ci")")
fi

# (a background job of a script ignores Ctrl-C: an interrupt or a kill ends the whole group)
trap 'trap - INT TERM; kill -TERM 0' INT TERM

# --- the package, then the unit tests -------------------------------------------------------------
# One stage after the other, each with the machine to itself: every stage is CPU-bound and most
# keep both cores busy (vitest a worker per core, a build's threads, e2e a browser per Playwright
# worker). Side by side they took longer than one after the other: in clean clones here, the unit
# tests beside lint, typecheck and the builds took 184-194 s where the five took 141-143 s in
# turn, and e2e beside the unit tests (at idle priority) 280-347 s against 178-185 s alone; the
# whole run 362-446 s against 342-352 s.
# A unit test's timeout is 120 s here all the same (a hang detector, not a speed check: those
# are `npm run bench`).
run_stage "package build (packages/caveman/dist/)" node scripts/build-lib.mjs || stage_failures=$((stage_failures + 1))
run_stage "unit tests (vitest)" npx vitest run --testTimeout=120000 --hookTimeout=120000 \
  --reporter=default --reporter=json --outputFile.json="$REPORTS/unit.json" || true

# --- static checks -----------------------------------------------------------------------------
run_pair "lint" npx eslint . -- "typecheck" npm run -s typecheck || stage_failures=$((stage_failures + $?))

# --- builds, then e2e --------------------------------------------------------------------------
# The sub-path export first, moved aside, then the site-root one in out/ that the other specs use.
# The typecheck stage checked what `next build` checks (`next typegen` writes the route types
# tsc then reads), so neither build checks it again (SKIP_TYPECHECK): 17 s a cold build.
export SKIP_TYPECHECK=1
# Nor do they write Turbopack's build cache, which neither could use (next.config.mjs): 10-13 s of
# CPU a build.
export BUILD_CACHE=0
SUBPATH_DIR=out-subpath
build_subpath() {
  BASE_PATH=/caveman npm run build && mv out "$SUBPATH_DIR"
}
rm -rf out "$SUBPATH_DIR"
run_stage "next build under BASE_PATH=/caveman ($SUBPATH_DIR/)" build_subpath || stage_failures=$((stage_failures + 1))
rm -rf out
built=true
run_stage "next build" npm run build || { built=false; stage_failures=$((stage_failures + 1)); }

if $built; then
  PLAYWRIGHT_JSON_OUTPUT_FILE="$REPORTS/e2e.json" run_stage "e2e (playwright, ${E2E_WORKERS:-2} workers)" npx playwright test || true
fi

# --- summary -----------------------------------------------------------------------------------
# Counts from the JSON reports (scripts/test-summary.mjs says how failures are counted).
summary=$(STAGE_FAILURES=$stage_failures FAILED_STAGES="${failed_stages[*]:-}" node scripts/test-summary.mjs "$REPORTS")

banner "summary"
printf 'time of each stage (%ss in all):\n' "$SECONDS"
printf '  %s\n' "${stage_times[@]}"
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
