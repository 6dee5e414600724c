#!/bin/sh
# One-shot: creates the portal's private bucket in SeaweedFS through `weed shell` (which talks to the
# master and filer, needing no S3 key; compose runs it in the seaweedfs container's network namespace, as
# they listen on its loopback only), then exits 0. Safe to run at every start.
set -eu

master="${SEAWEEDFS_MASTER:-127.0.0.1:9333}"
bucket="${S3_BUCKET:-portal}"
attempts="${SEAWEEDFS_INIT_ATTEMPTS:-30}"

shell() {
  echo "$1" | timeout 30 weed shell -master="$master" 2>&1
}

# `s3.bucket.list` prints one line per bucket: "  <name>\tsize:…".
has_bucket() {
  shell 's3.bucket.list' | grep -q "^ *$bucket	"
}

# weed shell exits 0 even when a command fails (e.g. while the filer is still registering with the
# master), so the result is checked and the step retried for a while before the stack is told it failed.
attempt=1
while ! has_bucket; do
  if [ "$attempt" -gt "$attempts" ]; then
    echo "seaweedfs-init: bucket $bucket could not be created on $master" >&2
    exit 1
  fi
  shell "s3.bucket.create -name $bucket"
  attempt=$((attempt + 1))
  has_bucket || sleep 2
done
echo "seaweedfs-init: bucket $bucket is ready"
