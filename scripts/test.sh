#!/usr/bin/env bash
# Runs every check: type-check, lint (zero warnings), unused exports (knip), unit, controller and component tests
# (with coverage thresholds that only rise), production build, browser tests.
# Provisions Debian's Chromium through apt when it is missing (Playwright's own download does not work here),
# and poppler-utils: the export tests read the PDFs with a real PDF reader (pdfinfo, pdftotext, pdffonts);
# and gdal-bin: a GIS reader (gdalinfo) reads the packet's georeferenced sheets.
set -euo pipefail
cd "$(dirname "$0")/.."

MISSING=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || MISSING+=(chromium)
command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null && command -v pdffonts >/dev/null || MISSING+=(poppler-utils)
command -v gdalinfo >/dev/null || MISSING+=(gdal-bin)
if [ ${#MISSING[@]} -gt 0 ]; then
  echo "== Installing with apt: ${MISSING[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${MISSING[@]}" >/dev/null
fi

# The checks that read the code (type-check, Prettier, ESLint, knip) and the unit tests do not depend on each other:
# they run side by side, each into its own log, printed in this order once all have ended; any failure fails
# the run after all of them have reported. (Run one after another they took about 5 of CI's minutes.)
LOGS="$(mktemp -d)"
trap 'rm -rf "$LOGS"' EXIT
STEPS=(typecheck format lint knip unit)
declare -A TITLE=(
  [typecheck]="Type-check"
  [format]="Format (Prettier decides the layout)"
  [lint]="Lint"
  [knip]="Unused exports and files (knip)"
  [unit]="Unit, controller and component tests, with coverage of src/ (thresholds in vite.config.ts)"
)
declare -A PIDS=()
npm run -s typecheck >"$LOGS/typecheck" 2>&1 & PIDS[typecheck]=$!
npm run -s format:check >"$LOGS/format" 2>&1 & PIDS[format]=$!
npm run -s lint >"$LOGS/lint" 2>&1 & PIDS[lint]=$!
npm run -s knip >"$LOGS/knip" 2>&1 & PIDS[knip]=$!
# The workers' own tests run apart, without coverage (vite.config.ts says why), after the covered projects.
( npx vitest run --coverage --project unit --project controllers --project component \
  && npx vitest run --project workers ) >"$LOGS/unit" 2>&1 & PIDS[unit]=$!
FAILED=()
for step in "${STEPS[@]}"; do
  if wait "${PIDS[$step]}"; then status="passed"; else status="FAILED"; FAILED+=("$step"); fi
  echo "== ${TITLE[$step]}: $status"
  cat "$LOGS/$step"
done
if [ ${#FAILED[@]} -gt 0 ]; then
  echo "== Failed: ${FAILED[*]}"
  exit 1
fi
echo "== Build"
npx vite build --logLevel warn
echo "== Browser tests"
npx playwright test
