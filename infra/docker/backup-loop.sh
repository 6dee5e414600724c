#!/bin/sh
# The backup container (compose profile `backup`): a backup at start, then one every BACKUP_INTERVAL_HOURS
# (24 by default). A failed run is logged and tried again at the next interval; the container keeps running.
set -u
hours="${BACKUP_INTERVAL_HOURS:-24}"
case "$hours" in
  '' | *[!0-9]*) echo "backup: BACKUP_INTERVAL_HOURS must be a whole number of hours" >&2; exit 1 ;;
esac
while :; do
  node /app/infra/dist/src/backup/backup-cli.main.js backup || echo "backup: this run failed; the next is in $hours h" >&2
  sleep "$((hours * 3600))"
done
