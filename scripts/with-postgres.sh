#!/usr/bin/env bash
# Runs a command with DATABASE_URL pointing at a throw-away PostgreSQL server on loopback.
# Installs Debian's postgresql when its binaries are missing.
set -euo pipefail
bindir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
if [ -z "$bindir" ]; then
  if [ "$(id -u)" -ne 0 ]; then echo "PostgreSQL is missing: apt-get install postgresql" >&2; exit 1; fi
  apt-get update -q
  DEBIAN_FRONTEND=noninteractive apt-get install -y -q postgresql
  bindir=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
fi

# PostgreSQL refuses to run as root, so the server runs as the postgres user when we are root.
run() { if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then useradd --system postgres; fi

dir=$(mktemp -d /tmp/pw-pg-XXXXXX)
[ "$(id -u)" -eq 0 ] && chown postgres "$dir"
cleanup() {
  [ -f "$dir/data/postmaster.pid" ] && run "$bindir/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null
  rm -rf "$dir"
}
trap cleanup EXIT
run "$bindir/initdb" -D "$dir/data" -U pointwise --auth=trust >/dev/null

# Below Linux's ephemeral port range (32768-60999 by default): a port in it can be held for a
# moment by any outgoing connection on the machine, which made a CI run's start fail. A port
# that is taken all the same is skipped for the next one.
first_port=${PGTEST_PORT:-25432}
port=
for candidate in $(seq "$first_port" $((first_port + 9))); do
  if run "$bindir/pg_ctl" -D "$dir/data" -o "-p $candidate -k $dir -c listen_addresses=127.0.0.1" -l "$dir/log" -w start >/dev/null; then
    port=$candidate
    break
  fi
done
if [ -z "$port" ]; then
  echo "PostgreSQL did not start on ports $first_port-$((first_port + 9)):" >&2
  tail -n 20 "$dir/log" >&2
  exit 1
fi

export DATABASE_URL="postgres://pointwise@127.0.0.1:$port/postgres"
"$@"
