# Contrail's container image (docs/operations.md, "Run with Docker or Podman"). Two stages: the build installs every dependency
# and compiles better-sqlite3, builds the app and packs only the files the server and the admin CLI load
# (scripts/pack-runtime.ts); the runtime has Debian's Node.js, tini and those files, and runs as an unprivileged user.
# The base is Debian 13's slim image with Debian's own nodejs package (20.19): CI builds that same base from
# Debian's archive (scripts/ci/container-test.sh), so what it tests is what this file builds.

FROM debian:trixie-slim AS build
ARG DEBIAN_FRONTEND=noninteractive
# A CA bundle for npm behind a TLS-inspecting proxy: mount it into the build and name it here
# (podman build -v /etc/ssl/certs/ca-certificates.crt:/run/build-ca.crt:ro --build-arg NODE_EXTRA_CA_CERTS=/run/build-ca.crt).
ARG NODE_EXTRA_CA_CERTS=
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs npm libnode-dev python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
# better-sqlite3 is compiled against Debian's Node.js headers (no prebuilt binary is downloaded)
ENV npm_config_nodedir=/usr npm_config_build_from_source=better-sqlite3 npm_config_update_notifier=false \
    NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
COPY prisma/schema.prisma prisma/
COPY scripts/prisma-generate.ts scripts/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npx tsx scripts/pack-runtime.ts /app

FROM debian:trixie-slim
ARG DEBIAN_FRONTEND=noninteractive
RUN apt-get update \
 && apt-get install -y --no-install-recommends nodejs tini \
 && apt-get clean \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --user-group --uid 10001 --home-dir /app --shell /usr/sbin/nologin contrail \
 && mkdir -p /data \
 && chown contrail:contrail /data
COPY --from=build /app /app
COPY scripts/container/contrail-admin /usr/local/bin/contrail-admin
WORKDIR /app
# as `npm start`: the same heap caps (docs/operations.md, Configuration)
ENV NODE_ENV=production \
    NODE_OPTIONS="--max-old-space-size=256 --max-semi-space-size=8" \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    DATABASE_URL=file:/data/contrail.db \
    IMPORT_UPLOAD_DIR=/data/imports
USER contrail
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# tini passes SIGTERM on to the server, which answers the requests in flight before it exits (server/graceful-shutdown.ts)
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "dist/server.mjs"]
