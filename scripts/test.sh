#!/usr/bin/env bash
# Runs every check: type-check, lint (zero warnings), unit, controller and component tests (with a coverage
# summary), production build, browser tests.
# Provisions Debian's Chromium through apt when it is missing (Playwright's own download does not work here),
# and poppler-utils: the export tests read the PDFs with a real PDF reader (pdfinfo, pdftotext, pdffonts).
set -euo pipefail
cd "$(dirname "$0")/.."

MISSING=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || MISSING+=(chromium)
command -v pdftotext >/dev/null && command -v pdfinfo >/dev/null && command -v pdffonts >/dev/null || MISSING+=(poppler-utils)
if [ ${#MISSING[@]} -gt 0 ]; then
  echo "== Installing with apt: ${MISSING[*]}"
  SUDO=""
  [ "$(id -u)" -ne 0 ] && SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${MISSING[@]}" >/dev/null
fi

echo "== Type-check"
npm run -s typecheck
echo "== Format (Prettier decides the layout)"
npm run -s format:check
echo "== Lint"
npm run -s lint
echo "== Unit, controller and component tests, with coverage of src/"
npx vitest run --coverage
echo "== Build"
npx vite build --logLevel warn
echo "== Browser tests"
npx playwright test
