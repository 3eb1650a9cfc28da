#!/usr/bin/env bash
# `npm test`'s container step: builds the image from the Dockerfile as users do, runs it on an empty volume and on
# PostgreSQL, and drives it: health, the admin CLI inside the container, a save and a read through the API, the share
# card drawn as a PNG, a stop (SIGTERM) with a request in flight, and a new container on the same data. Prints the image size, the time to
# healthy and the shutdown time; checks both compose files. Needs podman, runc, mmdebstrap and podman-compose
# (.ci/run installs them); runs as root.
# No registry is needed: the Dockerfile's base, debian:trixie-slim, is built from Debian's archive with mmdebstrap
# (once; kept as a local image of that name).
set -euo pipefail
cd "$(dirname "$0")/../.."
export CONTAINERS_CONF="${CONTAINERS_CONF:-$PWD/scripts/ci/containers.conf}"
BASE=docker.io/library/debian:trixie-slim
IMAGE=localhost/contrail:ci
PG_URL="${TEST_DATABASE_URL:-postgres://contrail:contrail@127.0.0.1:${PGPORT:-54329}/contrail}"
HOST_CA=/etc/ssl/certs/ca-certificates.crt
MAX_IMAGE_BYTES=300000000
HEALTHY_TARGET_MS=15000
STOP_TARGET_MS=10000
SQLITE_NAME=contrail-ci-sqlite
PG_NAME=contrail-ci-postgres
VOLUME=contrail-ci-data
PG_DB="contrail_ci_$$"

say() { printf '[container] %s\n' "$*"; }
fail() { say "FAILED: $*" >&2; exit 1; }
now_ms() { date +%s%3N; }
free_port() { node -e 'const s = require("net").createServer().listen(0, "127.0.0.1", () => { console.log(s.address().port); s.close(); })'; }
json_field() { node -e 'let t = ""; process.stdin.on("data", (c) => (t += c)).on("end", () => { const v = JSON.parse(t)[process.argv[1]]; if (v === undefined) process.exit(1); console.log(v); })' "$1"; }
within() { [ "$1" -le "$2" ] && echo "target <= $(($2 / 1000)) s: met" || echo "target <= $(($2 / 1000)) s: NOT met"; }

remove_all() {
  podman rm -f -v -t 0 "$SQLITE_NAME" "$PG_NAME" >/dev/null 2>&1 || true
  podman volume rm -f "$VOLUME" >/dev/null 2>&1 || true
  psql "$PG_URL" -qc "DROP DATABASE IF EXISTS \"$PG_DB\" WITH (FORCE)" >/dev/null 2>&1 || true
}
trap remove_all EXIT
trap "exit 1" INT TERM
remove_all

# ---- the base image, from Debian's archive, as debian:trixie-slim (kept between runs)
if ! podman image exists "$BASE"; then
  say "building $BASE from Debian's archive (mmdebstrap, minbase)"
  tarball="$(mktemp -d)/trixie-slim.tar"
  mmdebstrap --variant=minbase --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' --dpkgopt='path-exclude=/usr/share/locale/*' \
    trixie "$tarball" http://deb.debian.org/debian
  podman import --change 'CMD ["bash"]' "$tarball" "$BASE" >/dev/null
  rm -rf "$(dirname "$tarball")"
fi

# ---- the app image, from the Dockerfile
build_args=(--pull=never --format docker --tag "$IMAGE")
# behind a TLS-inspecting proxy npm needs the host's CA bundle; mounted beside the image's own, not over it
[ -f "$HOST_CA" ] && build_args+=(--volume "$HOST_CA:/run/build-ca.crt:ro" --build-arg NODE_EXTRA_CA_CERTS=/run/build-ca.crt)
started=$(now_ms)
podman build "${build_args[@]}" . >/tmp/contrail-container-build.log 2>&1 || { tail -n 60 /tmp/contrail-container-build.log; fail "podman build"; }
say "image built in $((($(now_ms) - started) / 1000)) s"
size=$(podman image inspect --format '{{.Size}}' "$IMAGE")
say "image size: $((size / 1000000)) MB (podman image inspect --format '{{.Size}}' $IMAGE)"
[ "$size" -le "$MAX_IMAGE_BYTES" ] || fail "the image is over $((MAX_IMAGE_BYTES / 1000000)) MB"
[ "$(podman image inspect --format '{{.Config.User}}' "$IMAGE")" = contrail ] || fail "the image does not run as the contrail user"
podman image inspect --format '{{json .Config.Healthcheck}}' "$IMAGE" | grep -q api/health || fail "the image has no HEALTHCHECK"

# Without systemd podman cannot schedule health checks (wait_healthy runs them itself) and says so at every start,
# stop and removal of a container that has one.
quiet() { "$@" 2> >(grep -v 'systemd connection' >&2); }

# ---- helpers on a running container (host network: the PostgreSQL of the tests listens on 127.0.0.1)
run_container() { # name port database-url ("": the image's own default, as `docker run -v …:/data` gives) [podman run options...]
  local name=$1 port=$2 url=$3
  shift 3
  local database=()
  [ -n "$url" ] && database=(-e DATABASE_URL="$url")
  quiet podman run -d --name "$name" --network host -e PORT="$port" "${database[@]}" "$@" "$IMAGE" >/dev/null
}

# Healthy: /api/health answers 200 from the host, then the image's own HEALTHCHECK agrees. (Polling with curl: each
# `podman healthcheck run` starts a Node.js process in the container, which would slow the start it measures.)
wait_healthy() { # name port
  local name=$1 port=$2 from
  from=$(now_ms)
  until curl -fs -o /dev/null "http://127.0.0.1:$port/api/health"; do
    [ "$(podman inspect --format '{{.State.Running}}' "$name")" = true ] || { podman logs "$name" >&2; fail "$name exited"; }
    [ $(($(now_ms) - from)) -lt 120000 ] || { podman logs "$name" >&2; fail "$name not healthy after 120 s"; }
    sleep 0.2
  done
  quiet podman healthcheck run "$name" >/dev/null || fail "$name: /api/health answers but the image's HEALTHCHECK fails"
}

# A save whose body arrives one second after it starts: stopping the container meanwhile must not cut it.
slow_save() { # port key -> prints the HTTP status
  node -e '
    const [port, key] = process.argv.slice(1);
    const body = JSON.stringify({ from: "LHR", to: "CDG", date: "2024-06-01" });
    const req = require("http").request({ host: "127.0.0.1", port, path: "/api/flight/save", method: "POST",
      headers: { authorization: `Bearer ${key}`, "content-type": "application/json", "content-length": Buffer.byteLength(body) } },
      (res) => { res.resume(); res.on("end", () => console.log(res.statusCode)); });
    req.on("error", (error) => console.log(error.code ?? error.message));
    req.write(body.slice(0, 5));
    setTimeout(() => req.end(body.slice(5)), 1000);
  ' "$1" "$2"
}

# The share card as PNG, drawn inside the container: resvg's native module and the shipped font must be in the image
# (scripts/pack-runtime.ts). No CLI or API makes a share link, so one row goes straight into the database; its dates
# are copied from the user's row, in whatever form that database keeps them.
check_png() { # label name database-url ("": the image's SQLite file) base-url
  local label=$1 name=$2 url=$3 base=$4 slug=CIcontainerCardPng0001 png
  local sql="INSERT INTO \"ShareLink\" (\"id\", \"userId\", \"slug\", \"label\", \"createdAt\", \"updatedAt\") SELECT 'ci-share', \"id\", '$slug', 'CI card', \"createdAt\", \"createdAt\" FROM \"User\" WHERE \"usernameKey\" = 'ci-owner'"
  if [ -z "$url" ]; then
    podman exec "$name" node -e 'new (require("better-sqlite3"))("/data/contrail.db").exec(process.argv[1])' "$sql"
  else
    psql "$url" -qc "$sql" >/dev/null
  fi
  png=$(mktemp)
  curl -fsS -o "$png" "$base/share/$slug/card.png?theme=dark" || fail "$label: /share/<slug>/card.png"
  node -e '
    const bytes = require("fs").readFileSync(process.argv[1]);
    const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    if (!bytes.subarray(0, 8).equals(signature) || bytes.toString("latin1", 12, 16) !== "IHDR") throw new Error("not a PNG");
    const [width, height] = [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
    if (width !== 960 || height !== 400) throw new Error(`a PNG of ${width}x${height}, not 960x400`);
    if (bytes.length < 2000 || bytes.length > 2 * 1024 * 1024) throw new Error(`a PNG of ${bytes.length} bytes`);
    console.log(`${width}x${height}, ${bytes.length} bytes`);
  ' "$png" >"$png.txt" || { cat "$png.txt" >&2; fail "$label: card.png is not the card"; }
  say "$label: /share/<slug>/card.png drawn in the container: $(cat "$png.txt")"
  rm -f "$png" "$png.txt"
}

exercise() { # label name database-url [podman run options...]
  local label=$1 name=$2 url=$3 port key id healthy_ms stop_ms status
  shift 3
  port=$(free_port)
  local started
  started=$(now_ms)
  run_container "$name" "$port" "$url" "$@"
  wait_healthy "$name" "$port"
  healthy_ms=$(($(now_ms) - started))
  say "$label: healthy $healthy_ms ms after podman run ($(within "$healthy_ms" "$HEALTHY_TARGET_MS"))"
  local base="http://127.0.0.1:$port"
  curl -fsS "$base/api/health" | grep -q '"database":"ok"' || fail "$label: /api/health"

  podman exec "$name" contrail-admin user create --username ci-owner --password 'container test password 1' --role owner >/dev/null
  key=$(podman exec "$name" contrail-admin key create --username ci-owner --name ci | json_field key)
  id=$(curl -fsS -H "authorization: Bearer $key" -H 'content-type: application/json' \
    -d '{"from":"EGLL","to":"KJFK","date":"2024-05-01","flightNumber":"BA117"}' "$base/api/flight/save" | json_field id)
  curl -fsS -H "authorization: Bearer $key" "$base/api/flight/get/$id" | grep -q '"flightNumber":"BA117"' || fail "$label: flight $id not read back"
  say "$label: admin CLI made a key; flight $id saved and read through the API"
  check_png "$label" "$name" "$url" "$base"

  local answer
  answer=$(mktemp)
  slow_save "$port" "$key" >"$answer" &
  local saver=$!
  sleep 0.3
  started=$(now_ms)
  quiet podman stop -t 10 "$name" >/dev/null
  stop_ms=$(($(now_ms) - started))
  wait "$saver"
  status=$(cat "$answer")
  rm -f "$answer"
  [ "$status" = 200 ] || fail "$label: the save in flight during the stop got $status"
  [ "$(podman inspect --format '{{.State.ExitCode}}' "$name")" = 0 ] || { podman logs "$name" >&2; fail "$label: exit status $(podman inspect --format '{{.State.ExitCode}}' "$name") after SIGTERM"; }
  say "$label: podman stop took $stop_ms ms with a save in flight, answered 200, exit status 0 ($(within "$stop_ms" "$STOP_TARGET_MS"))"
  podman logs "$name" 2>&1 | grep '\[contrail\] st' | sed "s/^/[container] $label log: /"
  quiet podman rm -v "$name" >/dev/null

  run_container "$name" "$port" "$url" "$@"
  wait_healthy "$name" "$port"
  curl -fsS -H "authorization: Bearer $key" "$base/api/flight/get/$id" | grep -q '"flightNumber":"BA117"' || fail "$label: flight $id lost after the restart"
  [ "$(curl -fsS -H "authorization: Bearer $key" "$base/api/flight/list" | node -e 'let t = ""; process.stdin.on("data", (c) => (t += c)).on("end", () => console.log(JSON.parse(t).flights.length))')" = 2 ] \
    || fail "$label: expected both flights (the one saved during the stop too) after the restart"
  say "$label: a new container on the same data finds both flights"
  quiet podman stop -t 10 "$name" >/dev/null
  quiet podman rm -v "$name" >/dev/null
}

# ---- SQLite on an empty named volume, where the image puts its database by default
podman volume create "$VOLUME" >/dev/null
exercise "SQLite" "$SQLITE_NAME" "" --volume "$VOLUME:/data"

# ---- PostgreSQL: a fresh database on the tests' server
psql "$PG_URL" -qc "CREATE DATABASE \"$PG_DB\"" >/dev/null
exercise "PostgreSQL" "$PG_NAME" "$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$PG_URL" "$PG_DB")"

# ---- the compose files: parsed and merged by podman-compose. Version 1.0.3 (Debian's) has no `config`; its --dry-run
# prints the merged configuration when given several files, so compose.yaml alone is named twice.
check_compose() { # expected-text compose options...
  local expected=$1
  shift
  local merged
  merged=$(podman-compose --dry-run "$@" ps 2>&1 | tr -d " ") || { echo "$merged" >&2; fail "podman-compose $*"; }
  for text in $expected; do echo "$merged" | grep -q -- "$text" || { echo "$merged" >&2; fail "podman-compose $*: no $text"; }; done
}
check_compose '"contrail-data:/data" "3000:3000" "build":"."' -f compose.yaml -f compose.yaml
POSTGRES_PASSWORD=ci-only check_compose '"image":"postgres:17" "condition":"service_healthy" "contrail-postgres:/var/lib/postgresql/data" postgres://contrail:ci-only@postgres:5432/contrail' \
  -f compose.yaml -f compose.postgres.yaml
if env -u POSTGRES_PASSWORD podman-compose --dry-run -f compose.yaml -f compose.postgres.yaml ps >/dev/null 2>&1; then
  fail "compose.postgres.yaml must refuse to start without POSTGRES_PASSWORD"
fi
say "compose.yaml and compose.yaml + compose.postgres.yaml: valid"
say "all container checks passed"
