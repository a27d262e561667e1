// The app's layering is enforced by `npm run lint` (eslint.config.js): a feature importing another
// feature, a shared floor importing upwards, and an import cycle must each fail it. This runs the
// ESLint command with the repository's own config over a small project written to a temporary
// folder (as its working directory, where the resolver reads tsconfig.app.json), so the proof
// neither depends on nor leaves any bad file in the tree.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));

const files: Record<string, string> = {
  'tsconfig.app.json': JSON.stringify({
    compilerOptions: { module: 'ESNext', moduleResolution: 'bundler', paths: { '@/*': ['./src/*'] } },
    include: ['src'],
  }),
  // A leaf that stays in its room: its own files and the shared floors.
  'src/features/jobs/queries.ts': "import { PAGE } from '@/config/constants';\nexport const jobKeys = [PAGE];\n",
  'src/features/jobs/page.ts':
    "import { jobKeys } from './queries';\nimport { cn } from '@/lib/utils';\nexport const x = [jobKeys, cn];\n",
  // A feature reaching into another feature.
  'src/features/skills/list.ts': "import { jobKeys } from '@/features/jobs/queries';\nexport const y = jobKeys;\n",
  // The app composing two features: allowed.
  'src/app/routes/dashboard.ts':
    "import { jobKeys } from '@/features/jobs/queries';\nimport { y } from '@/features/skills/list';\nexport const z = [jobKeys, y];\n",
  // lib reaching up into the UI kit.
  'src/lib/errors.ts': "import { Button } from '@/components/ui/button';\nexport const e = Button;\n",
  'src/components/ui/button.ts': "import { cn } from '@/lib/utils';\nexport const Button = cn;\n",
  'src/lib/utils.ts': 'export const cn = 1;\n',
  'src/config/constants.ts': 'export const PAGE = 20;\n',
  // A cycle of three modules inside one floor.
  'src/lib/a.ts': "import { b } from './b';\nexport const a = b;\n",
  'src/lib/b.ts': "import { c } from './c';\nexport const b = c;\n",
  'src/lib/c.ts': "import type { a } from './a';\nexport const c: typeof a | null = null;\n",
};

let root: string;
let status: number | null;
let results: Map<string, ESLint.LintResult>;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'layering-'));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  const run = spawnSync(
    process.execPath,
    [
      path.join(repo, 'node_modules/eslint/bin/eslint.js'),
      '--config',
      path.join(repo, 'eslint.config.js'),
      '--format',
      'json',
      'src',
    ],
    { cwd: root, encoding: 'utf8' },
  );
  status = run.status;
  const linted = JSON.parse(run.stdout) as ESLint.LintResult[];
  results = new Map(linted.map((r) => [path.relative(root, r.filePath), r]));
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const problems = (file: string, rule: string) =>
  results
    .get(file)!
    .messages.filter((m) => m.ruleId === rule)
    .map((m) => m.message);

describe('npm run lint keeps the floors', () => {
  it('exits non-zero', () => {
    expect(status).toBe(1);
  });

  it('fails a feature that imports another feature', () => {
    expect(problems('src/features/skills/list.ts', 'boundaries/dependencies')).toEqual([
      'feature must not import feature (arrows only go down: see README, Layout)',
    ]);
  });

  it('fails lib importing the UI kit', () => {
    expect(problems('src/lib/errors.ts', 'boundaries/dependencies')).toEqual([
      'lib must not import components (arrows only go down: see README, Layout)',
    ]);
  });

  it('lets a feature use its own files and the shared floors, and the app compose features', () => {
    for (const file of ['src/features/jobs/page.ts', 'src/features/jobs/queries.ts', 'src/app/routes/dashboard.ts']) {
      expect(results.get(file)!.messages.filter((m) => m.ruleId?.startsWith('boundaries/'))).toEqual([]);
    }
  });

  it('fails every module of an import cycle, naming the chain', () => {
    expect(problems('src/lib/a.ts', 'architecture/no-import-cycle')).toEqual([
      'Import cycle: src/lib/a.ts -> src/lib/b.ts -> src/lib/c.ts -> src/lib/a.ts',
    ]);
    expect(problems('src/lib/c.ts', 'architecture/no-import-cycle')).toHaveLength(1);
    expect(problems('src/lib/utils.ts', 'architecture/no-import-cycle')).toEqual([]);
  });
});
