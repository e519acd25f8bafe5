// GIN companions for FerretDB's indexes on PostgreSQL (local infrastructure only).
//
// FerretDB v1 pushes every equality filter down as `WHERE _jsonb->$1 @> $2` (JSONB containment,
// the key a parameter). The B-tree expression indexes it creates for `createIndex`,
// `((_jsonb -> 'field'))`, cannot serve `@>`, so every filtered read (by `_id` too) scans its
// table. A GIN index on the same expression with `jsonb_path_ops` can, once the planner sees the
// key: with `plan_cache_mode = force_custom_plan` (set with the database's other settings,
// tunePostgresDatabase in scripts/lib/postgres.mjs) it plans each execution of FerretDB's cached
// statements with the actual key instead of a generic plan that matches no index. Measured on
// PostgreSQL 15 here, 20,000 documents: point read 10.6 ms (sequential scan) → 0.04 ms (Bitmap
// Index Scan on the companion).
//
// An event trigger in FerretDB's database gives every B-tree index FerretDB creates whose leading
// column is a top-level field a companion on that field, named `<table>_<hash of the field>_gin`
// (one per table and field, however many indexes lead with it); existing indexes get theirs when
// the trigger is installed. `fastupdate = off`: a pending list would be scanned linearly by every
// read of a table that is written all the time (0.8 ms instead of 0.04 ms right after a burst).
//
// Services keep declaring their indexes through mongoose; MongoDB in compose and Kubernetes needs
// none of this. Node built-ins only (runs before npm ci).
import { pgQuery } from '../lib/postgres.mjs';

/** Bump when the SQL below changes: a FerretDB started under an older version is restarted. */
export const STORE_TUNING_VERSION = 'gin-companions-1';

export const GIN_COMPANION_SQL = `
CREATE OR REPLACE FUNCTION public.marketplace_gin_companion_for(index_oid oid) RETURNS void
LANGUAGE plpgsql AS $fn$
DECLARE
  info record;
BEGIN
  SELECT n.nspname AS schema_name, t.relname AS table_name, am.amname AS method,
         pg_get_indexdef(i.indexrelid, 1, true) AS leading
    INTO info
    FROM pg_index i
    JOIN pg_class c ON c.oid = i.indexrelid
    JOIN pg_am am ON am.oid = c.relam
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace
   WHERE i.indexrelid = index_oid;
  -- Only FerretDB's shape: a B-tree whose first column is (_jsonb -> 'field'::text). The GIN
  -- index created below fires the trigger again and stops here (method gin).
  IF NOT FOUND OR info.method <> 'btree' OR info.leading !~ '^\\(_jsonb -> ''[^'']*''::text\\)$' THEN
    RETURN;
  END IF;
  EXECUTE format('CREATE INDEX IF NOT EXISTS %I ON %I.%I USING gin (%s jsonb_path_ops) WITH (fastupdate = off)',
                 left(info.table_name, 40) || '_' || left(md5(info.leading), 12) || '_gin',
                 info.schema_name, info.table_name, info.leading);
END
$fn$;

CREATE OR REPLACE FUNCTION public.marketplace_gin_companions() RETURNS event_trigger
LANGUAGE plpgsql AS $fn$
DECLARE
  created record;
BEGIN
  FOR created IN SELECT objid FROM pg_event_trigger_ddl_commands() WHERE object_type = 'index' LOOP
    PERFORM public.marketplace_gin_companion_for(created.objid);
  END LOOP;
END
$fn$;

DO $do$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_event_trigger WHERE evtname = 'marketplace_gin_companions') THEN
    CREATE EVENT TRIGGER marketplace_gin_companions ON ddl_command_end WHEN TAG IN ('CREATE INDEX')
      EXECUTE FUNCTION public.marketplace_gin_companions();
  END IF;
END
$do$;

-- Indexes created before the trigger existed.
SELECT count(public.marketplace_gin_companion_for(i.indexrelid))
  FROM pg_index i
  JOIN pg_class c ON c.oid = i.indexrelid
  JOIN pg_namespace n ON n.oid = c.relnamespace
 WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast');
`;

/**
 * Installs the companions' trigger in FerretDB's database (idempotent) and backfills existing
 * indexes. The database's plan mode is set with its other settings (tunePostgresDatabase).
 * Resolves null when done, else why not (creating an event trigger needs a superuser; without it
 * reads keep scanning).
 */
export async function ensureGinCompanions(server, database, timeoutMs = 120_000) {
  const installed = await pgQuery({ ...server, database }, GIN_COMPANION_SQL, timeoutMs);
  return installed.ok ? null : installed.error;
}
