#!/bin/sh
# One-shot: creates the portal's private bucket in SeaweedFS through `weed shell` (which talks to the
# master and filer, needing no S3 key), then exits 0. Safe to run at every start.
set -eu

master="${SEAWEEDFS_MASTER:-seaweedfs:9333}"
bucket="${S3_BUCKET:-portal}"

has_bucket() {
  echo 's3.bucket.list' | weed shell -master="$master" 2>/dev/null | grep -qw -- "$bucket"
}

if has_bucket; then
  echo "seaweedfs-init: bucket $bucket exists"
  exit 0
fi
echo "s3.bucket.create -name $bucket" | weed shell -master="$master"
# weed shell exits 0 even when a command fails: check the result instead.
if ! has_bucket; then
  echo "seaweedfs-init: bucket $bucket could not be created" >&2
  exit 1
fi
echo "seaweedfs-init: bucket $bucket created"
