// stack/clients/manifest.json: every test case of the client libraries' in-scope test files (see
// suites.ts) at the pinned version, each either ported (a test of the same name under stack/clients/,
// checked by stack/clients/manifest.test.ts) or not applicable with its reason. Cases whose port is
// known to fail carry the reason too (listed in stack/README.md).
//
//   npx tsx scripts/clients/manifest.ts <supabase-js git dir>          # (re)write the case list
//   npx tsx scripts/clients/manifest.ts <supabase-js git dir> --check  # compare, write nothing
//
// The git dir is a clone of supabase/supabase-js holding the pinned tag; the files are read from the
// tag with `git show`, so no checkout is needed. Reasons already in the manifest are kept.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { SUITES, UPSTREAM } from './suites.ts';
import { caseName, readTestCases } from './test-names.ts';

export interface ManifestCase {
  name: string;
  /** Not applicable: why this case cannot or need not run against the stack. */
  na?: string;
  /** Ported, but known to fail against the stack: why. */
  failing?: string;
}

export interface ManifestFile {
  path: string;
  scope: 'in' | 'out';
  reason?: string;
  /** In scope but not ported yet: why (its cases are counted as not measured). */
  notPorted?: string;
  /** it/test call sites in the file (before .each expansion): what a plain count of the file finds. */
  callSites: number;
  /** Cases after .each expansion (in-scope files list each below). */
  caseCount: number;
  cases?: ManifestCase[];
}

export interface Manifest {
  upstream: typeof UPSTREAM;
  suites: { name: string; dir: string; files: ManifestFile[] }[];
}

export const MANIFEST_PATH = fileURLToPath(new URL('../../stack/clients/manifest.json', import.meta.url));

export function readManifest(): Manifest {
  return JSON.parse(readFileSync(MANIFEST_PATH, 'utf8')) as Manifest;
}

/** Case names as the file declares them; a repeated name gets " (2)", " (3)"… in order. */
export function namedCases(
  source: string,
  path: string,
  strict = true,
): { names: string[]; callSites: number; unresolved: number } {
  const read = readTestCases(source, path);
  if (strict && read.unresolved.length) throw new Error(`unreadable test titles:\n${read.unresolved.join('\n')}`);
  const seen = new Map<string, number>();
  const names = read.cases.map((c) => {
    const base = caseName(c.path);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base} (${n})`;
  });
  return { names, callSites: read.callSites, unresolved: read.unresolved.length };
}

export function buildManifest(gitDir: string, previous?: Manifest): Manifest {
  const show = (path: string) =>
    execFileSync('git', ['--git-dir', gitDir, 'show', `${UPSTREAM.tag}:${path}`], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  const commit = execFileSync('git', ['--git-dir', gitDir, 'rev-parse', `${UPSTREAM.tag}^{commit}`], {
    encoding: 'utf8',
  }).trim();
  if (commit !== UPSTREAM.commit) throw new Error(`${UPSTREAM.tag} is ${commit}, suites.ts pins ${UPSTREAM.commit}`);
  const old = new Map<string, ManifestCase>();
  for (const s of previous?.suites ?? [])
    for (const f of s.files) for (const c of f.cases ?? []) old.set(`${f.path}\n${c.name}`, c);
  return {
    upstream: UPSTREAM,
    suites: SUITES.map((suite) => ({
      name: suite.name,
      dir: suite.dir,
      files: suite.files.map((file): ManifestFile => {
        // Out-of-scope files are only counted: a title built at run time counts as one case there.
        const { names, callSites, unresolved } = namedCases(show(file.path), file.path, file.scope === 'in');
        const entry: ManifestFile = {
          path: file.path,
          scope: file.scope,
          callSites,
          caseCount: names.length + unresolved,
        };
        if (file.reason) entry.reason = file.reason;
        if (file.notPorted) entry.notPorted = file.notPorted;
        if (file.scope === 'in')
          entry.cases = names.map((name) => {
            const kept = old.get(`${file.path}\n${name}`);
            const c: ManifestCase = { name };
            if (kept?.na) c.na = kept.na;
            if (kept?.failing) c.failing = kept.failing;
            return c;
          });
        return entry;
      }),
    })),
  };
}

function main() {
  const [gitDir, flag] = process.argv.slice(2);
  if (!gitDir) throw new Error('usage: manifest.ts <supabase-js git dir> [--check]');
  let previous: Manifest | undefined;
  try {
    previous = readManifest();
  } catch {
    previous = undefined;
  }
  const next = buildManifest(gitDir, previous);
  const text = JSON.stringify(next, null, 2) + '\n';
  if (flag === '--check') {
    const current = previous ? JSON.stringify(previous, null, 2) + '\n' : '';
    if (current !== text) {
      console.error('stack/clients/manifest.json differs from the upstream files: run without --check');
      process.exit(1);
    }
    console.log('manifest matches the upstream files');
    return;
  }
  writeFileSync(MANIFEST_PATH, text);
  const cases = next.suites.flatMap((s) => s.files.flatMap((f) => f.cases ?? []));
  console.log(`wrote ${MANIFEST_PATH}: ${cases.length} in-scope cases`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
