#!/bin/sh
# First start on an empty volume: a cluster with trust auth for the private network, then the server.
set -e
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  initdb --username=postgres --auth=trust --encoding=UTF8 --no-instructions -D "$PGDATA"
  echo "host all all 0.0.0.0/0 trust" >> "$PGDATA/pg_hba.conf"
fi
exec postgres -D "$PGDATA" -c listen_addresses='*' -c unix_socket_directories=/tmp -c fsync=off -c synchronous_commit=off
