// npm run test:clients: runs the ports of the client libraries' integration suites (vitest project
// `clients`, stack/clients/) against the stack and prints, per suite, the upstream cases passed, failed
// and not applicable (each reason with its count), and the share of applicable cases that pass.
// Exit code 1 when a case fails for a reason the manifest does not give, or the manifest check fails.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readManifest } from './manifest.ts';
import { portName } from './suites.ts';

interface AssertionResult {
  ancestorTitles: string[];
  title: string;
  status: 'passed' | 'failed' | 'skipped' | 'pending' | 'todo';
  failureMessages?: string[];
}

const dir = mkdtempSync(join(tmpdir(), 'test-clients-'));
const out = join(dir, 'results.json');
const run = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--project',
    'clients',
    '--reporter=dot',
    '--reporter=json',
    `--outputFile.json=${out}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);
let results: AssertionResult[] = [];
try {
  const json = JSON.parse(readFileSync(out, 'utf8')) as { testResults: { assertionResults: AssertionResult[] }[] };
  results = json.testResults.flatMap((f) => f.assertionResults);
} catch {
  console.error('test:clients: vitest wrote no results');
  process.exit(1);
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const byName = new Map(results.map((r) => [[...r.ancestorTitles, r.title].join(' › '), r]));
const manifest = readManifest();
let unexplained = 0;
let checkFailed = false;
for (const r of results)
  if (r.ancestorTitles[0] === 'the client suites manifest' && r.status === 'failed') checkFailed = true;

const pct = (a: number, b: number) => (b === 0 ? '–' : `${((100 * a) / b).toFixed(1)}%`);
const lines: string[] = [];
for (const suite of manifest.suites) {
  let passed = 0;
  const failed: string[] = [];
  const na = new Map<string, number>();
  let outOfScope = 0;
  let notMeasured = 0;
  const notPortedReasons = new Set<string>();
  for (const file of suite.files) {
    if (file.scope === 'out') {
      outOfScope += file.caseCount;
      continue;
    }
    if (file.notPorted) {
      notMeasured += file.caseCount;
      notPortedReasons.add(file.notPorted);
      continue;
    }
    for (const c of file.cases ?? []) {
      if (c.na) {
        na.set(c.na, (na.get(c.na) ?? 0) + 1);
        continue;
      }
      const name = portName(file.path, c.name.split(' › '));
      const r = byName.get(name);
      if (c.failing) {
        // Declared it.fails: vitest passes it when the upstream expectation fails, as known.
        if (r?.status === 'passed') failed.push(`${name}\n      known: ${c.failing}`);
        else if (r?.status === 'failed') {
          passed++;
          failed.push(`${name}\n      now PASSES: remove it.fails and the manifest's failing reason`);
          unexplained++;
        } else failed.push(`${name}\n      did not run`);
        continue;
      }
      if (r?.status === 'passed') passed++;
      else {
        unexplained++;
        const why = r?.status === 'failed' ? (r.failureMessages?.[0] ?? '').split('\n')[0] : 'did not run';
        failed.push(`${name}\n      UNEXPECTED: ${why}`);
      }
    }
  }
  const applicable = passed + failed.filter((f) => !f.includes('now PASSES')).length;
  const naCount = [...na.values()].reduce((a, b) => a + b, 0);
  lines.push(
    `${suite.name}: ${passed} passed, ${applicable - passed} failed, ${naCount} not applicable` +
      (notMeasured ? `, ${notMeasured} NOT MEASURED` : '') +
      ` — ${pct(passed, applicable)} of ${applicable} applicable cases pass` +
      (outOfScope ? ` (${outOfScope} cases in files that need no server, not counted)` : ''),
  );
  for (const reason of notPortedReasons) lines.push(`    not measured: ${reason}`);
  for (const [reason, n] of [...na].sort((a, b) => b[1] - a[1])) lines.push(`    n/a ×${n}: ${reason}`);
  for (const f of failed) lines.push(`    failed: ${f}`);
}
console.log('\nClient library suites against the stack (supabase-js ' + manifest.upstream.tag + ')\n');
console.log(lines.join('\n'));
if (checkFailed) console.log('\nthe manifest check failed (stack/clients/manifest.test.ts)');
if (unexplained) console.log(`\n${unexplained} case(s) fail for a reason the manifest does not give`);
process.exit(unexplained || checkFailed || (run.status !== 0 && results.length === 0) ? 1 : 0);
