#!/usr/bin/env bash
# Builds every image the compose test runs, without an image registry (DESIGN.md §10):
# a Debian base from Debian's mirror, Node 20 (the machine's node), Postgres, NATS, the
# S3/mail/Razorpay stand-ins and the six services from infra/docker/Dockerfile.
# Usage: infra/compose-test/images.sh [services...]   (default: all six)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$(cd "$here/../.." && pwd)"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$here/containers.conf}"
cache="${PORTAL_IMAGE_CACHE:-/var/cache/portal-images}"
services=("$@")
[ ${#services[@]} -gt 0 ] || services=(gateway identity membership payments content notifications)

step() {
  local name="$1" started=$SECONDS
  shift
  if ! "$@" >"$cache/build-$name.log" 2>&1; then
    echo "image $name failed; last lines of $cache/build-$name.log:" >&2
    tail -30 "$cache/build-$name.log" >&2
    exit 1
  fi
  printf '  %-22s %4ss\n' "$name" $((SECONDS - started))
}
# Build steps get as many open files as this shell may have (up to 65536): with runc's default of 1024, `npm ci`
# reading its cache failed now and then with EMFILE (a fresh-clone run on 2026-11-28). A limit above this process'
# own hard limit is refused, so it is taken from there.
hard="$(ulimit -Hn)"
[ "$hard" = unlimited ] || [ "$hard" -gt 65536 ] && hard=65536
build() { podman build --network host --layers --ulimit "nofile=$hard:$hard" "$@"; }

mkdir -p "$cache"
echo "building images (logs in $cache):"
step base "$here/base-image.sh"

node_ctx="$cache/node-context"
node_bin="$(command -v node)"
npm_dir="$(cd "$(dirname "$(readlink -f "$(command -v npm)")")/.." && pwd)"
rm -rf "$node_ctx" && mkdir -p "$node_ctx"
cp "$node_bin" "$node_ctx/node" && cp -r "$npm_dir" "$node_ctx/npm"
cp "${NODE_EXTRA_CA_CERTS:-/etc/ssl/certs/ca-certificates.crt}" "$node_ctx/machine-ca.crt"
step node build -t localhost/portal-node:20 -f "$here/images/node.Containerfile" "$node_ctx"
step postgres build -t localhost/portal-postgres:15 "$here/images/postgres"
step nats build -t localhost/portal-nats:2.9 "$here/images/nats"

dockerfile="$repo/infra/docker/Dockerfile"
common=(--build-arg NODE_IMAGE=localhost/portal-node:20 -f "$dockerfile")
step stand-ins build "${common[@]}" --target stand-ins -t localhost/portal-stand-ins:latest "$repo"
step razorpay-sandbox build "${common[@]/$dockerfile/$repo/infra/docker/razorpay-sandbox.Dockerfile}" \
  -t localhost/portal-razorpay-sandbox:latest "$repo"
for service in "${services[@]}"; do
  step "$service" build "${common[@]}" --build-arg "SERVICE=$service" -t "localhost/portal-$service:latest" "$repo"
done
