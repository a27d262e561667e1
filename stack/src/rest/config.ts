// PostgREST's db-aggregates-enabled, from the environment (PGRST_DB_AGGREGATES_ENABLED, PostgREST's own
// name). The data API's config.toml settings (`[api] schemas`, `max_rows`) come from stack/src/config.ts,
// which reads the file once for every service.

/** PostgREST's `db-aggregates-enabled`: off unless PGRST_DB_AGGREGATES_ENABLED is true (as PostgREST
 * and hosted Supabase default). */
export function aggregatesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^(true|on|yes|1)$/i.test((env.PGRST_DB_AGGREGATES_ENABLED ?? '').trim());
}
