// The ports cannot flatter the figure: every case of the client libraries' in-scope test files (listed in
// manifest.json from the upstream files themselves) is either ported here under its own name or listed
// as not applicable with a reason; no port claims a case the manifest does not list; a port known to
// fail is declared `it.fails` and its reason is in the manifest. With CLIENTS_UPSTREAM_GIT set to a
// clone of supabase/supabase-js, the manifest is also rebuilt from the upstream files and compared.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { buildManifest, readManifest } from '../../scripts/clients/manifest.ts';
import { portName, SUITES, UPSTREAM } from '../../scripts/clients/suites.ts';
import { caseName, readTestCases } from '../../scripts/clients/test-names.ts';

const here = fileURLToPath(new URL('.', import.meta.url));
const manifest = readManifest();

/** Our port of an upstream file: stack/clients/<suite dir>/<same file name>. */
const portPath = (dir: string, upstreamPath: string) => join(here, dir, basename(upstreamPath));

describe('the client suites manifest', () => {
  it('pins the version package-lock.json installs', () => {
    const lock = JSON.parse(readFileSync(join(here, '../../package-lock.json'), 'utf8')) as {
      packages: Record<string, { version: string }>;
    };
    const version = UPSTREAM.tag.replace(/^v/, '');
    for (const pkg of ['auth-js', 'storage-js', 'postgrest-js', 'realtime-js', 'supabase-js'])
      expect(lock.packages[`node_modules/@supabase/${pkg}`]?.version, pkg).toBe(version);
    expect(manifest.upstream).toEqual(UPSTREAM);
  });

  it('lists the files suites.ts scopes, each out-of-scope one with its reason', () => {
    expect(manifest.suites.map((s) => [s.name, s.files.map((f) => [f.path, f.scope])])).toEqual(
      SUITES.map((s) => [s.name, s.files.map((f) => [f.path, f.scope])]),
    );
    expect(manifest.suites.map((s) => s.files.map((f) => f.notPorted))).toEqual(
      SUITES.map((s) => s.files.map((f) => f.notPorted)),
    );
    for (const s of manifest.suites)
      for (const f of s.files) {
        if (f.scope === 'out') expect(f.reason, f.path).toBeTruthy();
        else expect(f.cases?.length, f.path).toBe(f.caseCount);
      }
  });

  for (const suite of manifest.suites) {
    for (const file of suite.files.filter((f) => f.scope === 'in' && f.notPorted)) {
      it(`${suite.name}: ${file.path} is listed as not ported, and has no port`, () => {
        expect(existsSync(portPath(suite.dir, file.path)), file.notPorted).toBe(false);
        expect(file.cases?.every((c) => !c.na && !c.failing)).toBe(true);
      });
    }
    for (const file of suite.files.filter((f) => f.scope === 'in' && !f.notPorted)) {
      it(`${suite.name}: every case of ${file.path} is ported or not applicable, and nothing else is ported`, () => {
        const path = portPath(suite.dir, file.path);
        const ported = existsSync(path) ? readTestCases(readFileSync(path, 'utf8'), path).cases : [];
        const portedNames = ported.map((c) => caseName(c.path));
        const duplicates = portedNames.filter((n, i) => portedNames.indexOf(n) !== i);
        expect(duplicates, 'ported twice').toEqual([]);
        const byName = new Map(ported.map((c) => [caseName(c.path), c]));
        const problems: string[] = [];
        const expected = new Set<string>();
        for (const c of file.cases ?? []) {
          const name = portName(file.path, c.name.split(' › '));
          const port = byName.get(name);
          if (c.na) {
            if (port) problems.push(`not applicable yet ported: ${name}`);
            continue;
          }
          expected.add(name);
          if (!port) problems.push(`neither ported nor not applicable: ${name}`);
          else if (port.expectedFail !== !!c.failing)
            problems.push(
              port.expectedFail
                ? `declared it.fails without a failing reason in the manifest: ${name}`
                : `the manifest gives a failing reason but the port is not it.fails: ${name}`,
            );
        }
        for (const name of byName.keys())
          if (!expected.has(name)) problems.push(`ported but not an upstream case: ${name}`);
        expect(problems).toEqual([]);
      });
    }
  }

  it('counts a case declared through an alias of test (supabase-js: `vsn === "2.0.0" ? test : test.skip`)', () => {
    const source = `
      describe.each([{ vsn: '1.0.0' }, { vsn: '2.0.0' }])('Realtime with vsn: $vsn', ({ vsn }) => {
        test('plain', async () => {})
        const binaryTest = vsn === '2.0.0' ? test : test.skip
        binaryTest('binary', async () => {}, 15000)
      })`;
    expect(readTestCases(source).cases.map((c) => caseName(c.path))).toEqual([
      'Realtime with vsn: 1.0.0 › plain',
      'Realtime with vsn: 2.0.0 › plain',
      'Realtime with vsn: 1.0.0 › binary',
      'Realtime with vsn: 2.0.0 › binary',
    ]);
  });

  it.skipIf(!process.env.CLIENTS_UPSTREAM_GIT)('matches the upstream files (CLIENTS_UPSTREAM_GIT)', () => {
    expect(buildManifest(process.env.CLIENTS_UPSTREAM_GIT!, manifest)).toEqual(manifest);
  });
});
