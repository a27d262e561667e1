// supabase/config.toml is read once (stack/src/config.ts) for every service: the data API's settings
// come from there, not from a second reader of the file.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';

let dir: string;
const write = (text: string) => {
  const file = join(dir, 'supabase', 'config.toml');
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
};

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'stack-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('[api] in config.toml', () => {
  it('gives the exposed schemas in order, the extra search path and max_rows', () => {
    write(
      '[api]\nenabled = true\nschemas = ["public", "graphql_public"] # exposed\nextra_search_path = ["extensions"]\nmax_rows = 250\n',
    );
    expect(loadConfig(dir).api).toEqual({
      schemas: ['public', 'graphql_public'],
      extraSearchPath: ['extensions'],
      maxRows: 250,
    });
    write('[api]\nextra_search_path = []\n');
    expect(loadConfig(dir).api.extraSearchPath).toEqual([]);
  });

  it("defaults to public, the CLI's extra search path and no row limit, as PostgREST without db-max-rows", () => {
    const defaults = { schemas: ['public'], extraSearchPath: ['public', 'extensions'], maxRows: undefined };
    write('[auth]\nsite_url = "http://localhost:5173"\n');
    expect(loadConfig(dir).api).toEqual(defaults);
    write('[api]\nschemas = []\nmax_rows = 0\n');
    expect(loadConfig(dir).api).toEqual(defaults);
  });

  it('reads the repository file as the stack does', () => {
    expect(loadConfig(process.cwd()).api).toEqual({
      schemas: ['public'],
      extraSearchPath: ['public', 'extensions'],
      maxRows: 1000,
    });
  });
});
