#!/bin/sh
# Writes a .env for docker-compose.yml from .env.example with every required secret generated
# (openssl rand -hex 32) and the first admin's e-mail given, then prints the admin's password once:
#   sh infra/docker/make-env.sh admin@example.org            writes .env beside docker-compose.yml
#   sh infra/docker/make-env.sh admin@example.org other.env  writes other.env instead
# Razorpay, WhatsApp and MSG91 keys stay empty (online payment, WhatsApp and SMS off); edit the file for anything else.
# Never overwrites.
set -eu

root="$(cd "$(dirname "$0")/../.." && pwd)"
email="${1:-}"
target="${2:-$root/.env}"

case "$email" in
  *@*.*) ;;
  *)
    echo "usage: sh infra/docker/make-env.sh <first admin's e-mail> [file]" >&2
    exit 2
    ;;
esac
if [ -e "$target" ]; then
  echo "make-env: $target exists; not overwriting it" >&2
  exit 1
fi
command -v openssl >/dev/null || { echo "make-env: needs openssl" >&2; exit 1; }

admin_password="$(openssl rand -hex 12)"
umask 077
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in
    ADMIN_EMAIL=) echo "ADMIN_EMAIL=$email" ;;
    ADMIN_PASSWORD=) echo "ADMIN_PASSWORD=$admin_password" ;;
    # Provider keys stay as .env.example has them (empty: online payment, WhatsApp and SMS off), not generated.
    RAZORPAY_* | WHATSAPP_* | MSG91_*) echo "$line" ;;
    # nats-server reads these as config values, where one like 9e3f… is a number (and NATS exits):
    # a letter first keeps every one a string.
    NATS_*_PASSWORD=) echo "${line}n$(openssl rand -hex 32)" ;;
    # Every other empty password, secret, secret key, private key (an Ed25519 seed is 32 random bytes) or token
    # (also ones added to .env.example later).
    *_PASSWORD= | *_SECRET= | *_SECRET_KEY= | *_ENCRYPTION_KEY= | *_PRIVATE_KEY= | *_TOKEN=)
      echo "$line$(openssl rand -hex 32)"
      ;;
    *) echo "$line" ;;
  esac
done <"$root/.env.example" >"$target"
echo "make-env: wrote $target; first admin $email, password $admin_password"
