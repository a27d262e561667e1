// The data API's settings: `[api] schemas` from supabase/config.toml, and PostgREST's
// db-aggregates-enabled from the environment (PGRST_DB_AGGREGATES_ENABLED, PostgREST's own name).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseToml, type TomlTable } from '../config.ts';

export function exposedSchemas(projectDir: string): string[] {
  let text: string;
  try {
    text = readFileSync(join(projectDir, 'supabase', 'config.toml'), 'utf8');
  } catch {
    return ['public'];
  }
  let section = '';
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      section = (header[1] as string).trim();
      continue;
    }
    if (section !== 'api') continue;
    const m = /^schemas\s*=\s*\[(.*)\]$/.exec(line);
    if (!m) continue;
    const schemas = [...(m[1] as string).matchAll(/"([^"]*)"|'([^']*)'/g)]
      .map((x) => x[1] ?? x[2] ?? '')
      .filter((s) => s !== '');
    return schemas.length ? schemas : ['public'];
  }
  return ['public'];
}

/** PostgREST's `db-aggregates-enabled`: off unless PGRST_DB_AGGREGATES_ENABLED is true (as PostgREST
 * and hosted Supabase default). */
export function aggregatesEnabled(env: NodeJS.ProcessEnv = process.env): boolean {
  return /^(true|on|yes|1)$/i.test((env.PGRST_DB_AGGREGATES_ENABLED ?? '').trim());
}

/** PostgREST's db-max-rows from `[api] max_rows` (Supabase's default 1000); none when absent. */
export function maxRows(projectDir: string): number | undefined {
  let text: string;
  try {
    text = readFileSync(join(projectDir, 'supabase', 'config.toml'), 'utf8');
  } catch {
    return undefined;
  }
  const api = parseToml(text).api as TomlTable | undefined;
  const value = api?.max_rows;
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined;
}
