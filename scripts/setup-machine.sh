#!/usr/bin/env bash
# What `npm test` needs from the machine: Debian's Chromium and CJK fonts for the browser tests,
# a running PostgreSQL for the API tests on PostgreSQL, and Redis for the rate limits counted
# there. Installs what is missing and starts what is stopped when it may (as root, or with sudo
# that needs no password); otherwise says what to run, and the phase that needs it fails saying so.
set -uo pipefail

pg_url="${TEST_PG_URL:-postgres://postgres@127.0.0.1:5432/postgres}"
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"

can_root() { [ "$(id -u)" = 0 ] || sudo -n true >/dev/null 2>&1; }
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo -n "$@"; fi; }

need_apt=()
[ -x "$chromium" ] || need_apt+=(chromium)
# grep reads to the end: with pipefail, an early exit of grep -q would fail fc-list
fc-list 2>/dev/null | grep -i 'noto sans cjk' >/dev/null || need_apt+=(fonts-noto-cjk)
if [ "${SKIP_PG:-}" != 1 ] && ! command -v pg_ctlcluster >/dev/null 2>&1 &&
  ! pg_isready -q -h 127.0.0.1 -p 5432 >/dev/null 2>&1; then
  need_apt+=(postgresql)
fi
command -v redis-server >/dev/null 2>&1 || need_apt+=(redis-server)

if [ ${#need_apt[@]} -gt 0 ]; then
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "Missing: ${need_apt[*]} (no apt-get here: install them with the machine's package manager)"
  elif ! can_root; then
    echo "Missing: ${need_apt[*]}. Install them with: sudo apt-get install -y ${need_apt[*]}"
  else
    echo "Installing ${need_apt[*]} from Debian"
    as_root apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq "${need_apt[@]}" >/dev/null ||
      echo "Installing ${need_apt[*]} failed"
  fi
fi

# PostgreSQL: the one answering at TEST_PG_URL, else the machine's cluster started
if [ "${SKIP_PG:-}" != 1 ] && ! psql "$pg_url" -qtAc 'select 1' >/dev/null 2>&1; then
  if ! pg_isready -q -h 127.0.0.1 -p 5432 >/dev/null 2>&1 && command -v pg_ctlcluster >/dev/null; then
    if can_root; then
      echo "Starting PostgreSQL"
      version=$(ls /etc/postgresql | sort -V | tail -n 1)
      as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
      for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
    else
      echo "PostgreSQL is installed but stopped. Start it with: sudo pg_ctlcluster $(ls /etc/postgresql | sort -V | tail -n 1) main start"
    fi
  fi
  # the tests connect as postgres over TCP without a password
  if pg_isready -q -h 127.0.0.1 -p 5432 && ! psql "$pg_url" -qtAc 'select 1' >/dev/null 2>&1 &&
    [ "$pg_url" = postgres://postgres@127.0.0.1:5432/postgres ] && can_root; then
    echo "Letting the postgres user connect over 127.0.0.1"
    hba=$(as_root runuser -u postgres -- psql -qtAc 'show hba_file')
    as_root sed -i '1i host all postgres 127.0.0.1/32 trust' "$hba"
    as_root runuser -u postgres -- psql -qtAc 'select pg_reload_conf()' >/dev/null
  fi
fi

# Redis keeps nothing on disk here: it only counts rate limits for the tests
redis_url="${TEST_REDIS_URL:-redis://127.0.0.1:6379}"
if [ "$redis_url" = redis://127.0.0.1:6379 ] && command -v redis-server >/dev/null &&
  ! redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1; then
  echo "Starting Redis"
  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save '' --appendonly no >/dev/null
  for _ in $(seq 1 20); do redis-cli -h 127.0.0.1 -p 6379 ping >/dev/null 2>&1 && break; sleep 0.5; done
fi
exit 0
