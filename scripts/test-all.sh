#!/usr/bin/env bash
# `npm test`: lint, types, the OpenAPI description (Redocly's recommended rules), unit and integration tests on SQLite and on PostgreSQL, a production build,
# the HTTP contract tests on both databases and through nginx in front of two instances (PostgreSQL), the cluster
# tests (test/cluster), the container image (built from the Dockerfile and driven on both
# databases, scripts/ci/container-test.sh), and the browser tests in Chromium.
# PostgreSQL: uses TEST_DATABASE_URL when set, else starts a throwaway server (scripts/ci/start-postgres.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 VITE_CONFIG_NATIVE_IGNORE_WARNING=true
step() { printf '\n==== %s\n' "$*"; }

if [ -z "${TEST_DATABASE_URL:-}" ]; then
  bash scripts/ci/start-postgres.sh || { echo "PostgreSQL server binaries are needed for the PostgreSQL tests (apt-get install postgresql)" >&2; exit 1; }
  TEST_DATABASE_URL="postgres://contrail:contrail@127.0.0.1:${PGPORT:-54329}/contrail"
fi
PG_URL="$TEST_DATABASE_URL"
unset TEST_DATABASE_URL DATABASE_URL

step "lint";                            npx eslint .
step "typecheck";                       npx tsc --noEmit
step "OpenAPI description";             npm run -s lint:openapi
step "unit and integration (SQLite)";   npx vitest run
step "unit and integration (PostgreSQL)"; TEST_DATABASE_URL="$PG_URL" npx vitest run
step "production build";                npm run build
step "HTTP contract (SQLite)";          npx vitest run -c vitest.contract.config.ts
step "HTTP contract (PostgreSQL)";      TEST_DATABASE_URL="$PG_URL" npx vitest run -c vitest.contract.config.ts
# the contract again through nginx in front of two instances, then the cluster suite (test/cluster: state shared
# through the database, an instance killed during an import, a rolling restart under load)
step "two instances behind nginx (PostgreSQL)"
command -v nginx >/dev/null || [ -x /usr/sbin/nginx ] || { echo "Debian's nginx is needed for the cluster tests (apt-get install nginx)" >&2; exit 1; }
TEST_DATABASE_URL="$PG_URL" CONTRAIL_CONTRACT_CLUSTER=1 npx vitest run -c vitest.contract.config.ts
TEST_DATABASE_URL="$PG_URL" npx vitest run -c vitest.cluster.config.ts
step "container image (podman)";       TEST_DATABASE_URL="$PG_URL" bash scripts/ci/container-test.sh
step "browser (Chromium)";              npx playwright test
step "all checks passed"
