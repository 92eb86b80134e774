#!/usr/bin/env bash
# The README's test command runs this (after `npm ci`): lint, types, unit and server tests,
# then the browser tests against the production build served by the real server.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ ! -x /usr/bin/chromium ]; then
  if [ "$(id -u)" = 0 ]; then
    echo "Installing Debian's chromium for the browser tests..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The browser tests need Debian's Chromium: run 'sudo apt-get install -y chromium', then 'npm test' again." >&2
    exit 1
  fi
fi

npm run lint
npm run typecheck
npm run test:unit
npm run build
npm run test:e2e
