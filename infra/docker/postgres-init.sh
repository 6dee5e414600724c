#!/bin/sh
# One database role per service, owning only its own database (DESIGN.md §4). The postgres image runs
# this once, when its data volume is first initialised, as POSTGRES_USER and with the container's
# environment: <SERVICE>_DB_PASSWORD for each service. Each service creates its tables through its
# migrations at start-up. A volume initialised earlier keeps its roles: change a password later with
# `ALTER ROLE portal_<service> PASSWORD '…'` in psql as well as in .env.
set -eu

for service in gateway identity membership payments content notifications; do
  variable="$(echo "$service" | tr 'a-z' 'A-Z')_DB_PASSWORD"
  eval "password=\${$variable:-}"
  if [ -z "$password" ]; then
    echo "postgres-init: $variable is not set (the $service service's database password)" >&2
    exit 1
  fi
  # psql quotes the variables (:"name" as an identifier, :'name' as a literal), so any password is safe here.
  psql -v ON_ERROR_STOP=1 --no-psqlrc --username "$POSTGRES_USER" --dbname "${POSTGRES_DB:-$POSTGRES_USER}" \
    -v name="portal_$service" -v password="$password" <<'SQL'
CREATE ROLE :"name" LOGIN PASSWORD :'password';
CREATE DATABASE :"name" OWNER :"name";
-- Only its owner (and the superuser) may connect: a service cannot open another's database.
REVOKE ALL ON DATABASE :"name" FROM PUBLIC;
SQL
  echo "postgres-init: role and database portal_$service created"
done
