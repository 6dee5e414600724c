#!/bin/sh
# Starts SeaweedFS with one S3 identity per service that keeps files, written from the environment at
# every start (change a key in .env, then `docker compose up -d` again), each allowed only what the
# service does with the bucket:
#   gateway, membership, content   Read (get, head) and Write (put, delete) objects
#   notifications                  Read: e-mail attachments
#   payments                       Write: receipts and exports
#   backup (when its secret is set) List, Read and Write: the backup profile's archives and restores
# No service may list the bucket, create or delete buckets, and anonymous requests are refused.
# Then hands over to the image's own entrypoint with the arguments given (`server -s3 …`).
set -eu

config="${S3_IDENTITIES_FILE:-/tmp/s3-identities.json}"
bucket="${S3_BUCKET:-portal}"

# Values go into JSON unescaped: allow only characters that need no escaping.
checked() {
  eval "value=\${$1:-}"
  if [ -z "$value" ]; then
    echo "seaweedfs: $1 is not set" >&2
    exit 1
  fi
  case "$value" in
    *[!A-Za-z0-9._~+/=-]*)
      echo "seaweedfs: $1 may hold only letters, digits and . _ ~ + / = - (e.g. openssl rand -hex 32)" >&2
      exit 1
      ;;
  esac
  printf '%s' "$value"
}

umask 077
identities=''
for entry in gateway:Read,Write membership:Read,Write content:Read,Write notifications:Read payments:Write; do
  service="${entry%%:*}"
  prefix="$(echo "$service" | tr 'a-z' 'A-Z')_S3"
  access="$(checked "${prefix}_ACCESS_KEY")" || exit 1
  secret="$(checked "${prefix}_SECRET_KEY")" || exit 1
  actions=''
  for action in $(echo "${entry#*:}" | tr ',' ' '); do
    actions="$actions${actions:+,}\"$action:$bucket\""
  done
  identities="$identities${identities:+,}{\"name\":\"portal-$service\",\"credentials\":[{\"accessKey\":\"$access\",\"secretKey\":\"$secret\"}],\"actions\":[$actions]}"
done
# The backup profile's identity, only when its secret is set: lists, reads and writes the whole bucket.
if [ -n "${BACKUP_S3_SECRET_KEY:-}" ]; then
  access="$(checked BACKUP_S3_ACCESS_KEY)" || exit 1
  secret="$(checked BACKUP_S3_SECRET_KEY)" || exit 1
  identities="$identities,{\"name\":\"portal-backup\",\"credentials\":[{\"accessKey\":\"$access\",\"secretKey\":\"$secret\"}],\"actions\":[\"Read:$bucket\",\"Write:$bucket\",\"List:$bucket\"]}"
fi
printf '{"identities":[%s]}\n' "$identities" >"$config"
# The image's entrypoint drops to the seaweed user, who must still read the file.
if [ "$(id -u)" = 0 ] && id seaweed >/dev/null 2>&1; then chown seaweed "$config"; fi

exec "${SEAWEEDFS_ENTRYPOINT:-/entrypoint.sh}" "$@"
