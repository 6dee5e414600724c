#!/usr/bin/env bash
# Builds localhost/portal-debian:bookworm from Debian's mirror (no image registry needed):
# debootstrap once into a tarball cached outside the repo, then `podman import` it.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$here/containers.conf}"
cache="${PORTAL_IMAGE_CACHE:-/var/cache/portal-images}"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"
tarball="$cache/debian-bookworm-minbase.tar"

if podman image exists localhost/portal-debian:bookworm; then exit 0; fi
mkdir -p "$cache"
if [ ! -s "$tarball" ]; then
  root="$(mktemp -d "$cache/rootfs.XXXXXX")"
  echo "debootstrap bookworm from $mirror (once; cached in $tarball)"
  debootstrap --variant=minbase bookworm "$root" "$mirror" >"$cache/debootstrap.log" 2>&1 \
    || { tail -20 "$cache/debootstrap.log" >&2; exit 1; }
  # Security updates come from the same place the machine's apt takes them.
  echo "deb $mirror bookworm main" >"$root/etc/apt/sources.list"
  echo "deb $mirror bookworm-updates main" >>"$root/etc/apt/sources.list"
  echo "deb http://deb.debian.org/debian-security bookworm-security main" >>"$root/etc/apt/sources.list"
  rm -rf "$root"/var/cache/apt/archives/*.deb "$root"/var/lib/apt/lists/*
  tar -C "$root" -cf "$tarball.tmp" . && mv "$tarball.tmp" "$tarball"
  rm -rf "$root"
fi
podman import --change 'CMD ["/bin/bash"]' "$tarball" localhost/portal-debian:bookworm >/dev/null
