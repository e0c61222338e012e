#!/usr/bin/env bash
# The whole test suite from a fresh clone: dependencies, static checks, build, unit and integration tests
# on the embedded PostgreSQL 17 (on this machine's Node and on Node 24) and on the machine's PostgreSQL,
# then the browser journeys and the fault suite.
set -euo pipefail
cd "$(dirname "$0")/.."
step() { printf '\n== %s\n' "$*"; }

step "System packages"
bash scripts/install-system-deps.sh
step "npm packages"
# npm ci rejects this lock file (it records only this platform's optional packages); install follows the lock.
npm install --no-audit --no-fund
step "Lint"
npm run lint
step "Type check"
npm run typecheck
step "Build"
npm run build
step "Unit and integration tests (embedded PostgreSQL 17)"
npx vitest run
# Node 24 from the npm registry's "node" package (its binary comes from the registry too, no other download).
step "Unit and integration tests on Node $(npx -y node@24 --version) (embedded PostgreSQL 17)"
npx -y node@24 node_modules/vitest/vitest.mjs run
EXTERNAL_PG_URL="${EXTERNAL_PG_URL:-postgres://postgres@127.0.0.1:5432/test}"
if node -e "const c=new (require('pg').Client)(process.argv[1]);c.connect().then(()=>c.end(),()=>process.exit(1))" "$EXTERNAL_PG_URL" 2>/dev/null; then
  step "Integration tests (external PostgreSQL at ${EXTERNAL_PG_URL%%@*}@...)"
  TEST_DATABASE_URL="$EXTERNAL_PG_URL" npx vitest run src/server tests
else
  step "No PostgreSQL reachable at $EXTERNAL_PG_URL: external-database run skipped"
fi
step "Browser journeys (Chromium)"
npx vitest run --config vitest.e2e.config.ts
step "Fault suite (kills, database outage, hostile PDFs, soak) on the built app"
npm run test:faults
