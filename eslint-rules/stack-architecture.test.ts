// The local stack's layering is enforced by `npm run lint` as the app's is (eslint.config.js, the
// stack/**/*.ts block): services are leaves, the shared modules and db/ never reach up, the data
// API's stages are called by its entry only (a stage may name an earlier stage's types), and there
// is no import cycle. As architecture.test.ts does for src/, this runs the ESLint command with the
// repository's own config over a small stack/ written to a temporary folder, so the proof neither
// depends on nor leaves any bad file in the tree.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('..', import.meta.url));

const files: Record<string, string> = {
  'tsconfig.node.json': JSON.stringify({
    compilerOptions: {
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      allowImportingTsExtensions: true,
      noEmit: true,
    },
    include: ['stack'],
  }),
  // The shared floor and the database layer.
  'stack/src/types.ts': "import type { Database } from './db/database.ts';\nexport type Ctx = { db: Database };\n",
  'stack/src/jwt.ts': 'export const verify = (t: string): boolean => t.length > 0;\n',
  'stack/src/db/database.ts': 'export interface Database {\n  query(sql: string): Promise<unknown>;\n}\n',
  // db/ reaching up into the shared floor.
  'stack/src/db/pool.ts': "import { verify } from '../jwt.ts';\nexport const pool = verify;\n",
  // The composition wires the services.
  'stack/src/index.ts':
    "import { auth } from './auth/index.ts';\nimport { handle } from './rest/index.ts';\nexport const stack = [auth, handle];\n",
  // A service that stays in its room, and one reaching into another service.
  'stack/src/storage/index.ts':
    "import type { Ctx } from '../types.ts';\nimport { verify } from '../jwt.ts';\nexport const storage = (c: Ctx) => [c, verify];\n",
  'stack/src/auth/index.ts': "import { storage } from '../storage/index.ts';\nexport const auth = storage;\n",
  // The data API's pipe: the entry calls the stages; stages use helpers and earlier stages' types.
  'stack/src/rest/index.ts': [
    "import { parse } from './request.ts';",
    "import { plan } from './plan.ts';",
    "import { render } from './sql.ts';",
    "import { answer } from './response.ts';",
    'export const handle = (q: string) => answer(render(plan(parse(q))));',
    '',
  ].join('\n'),
  'stack/src/rest/grammar.ts': 'export const words = (q: string): string[] => q.split(" ");\n',
  'stack/src/rest/request.ts':
    "import { words } from './grammar.ts';\nexport type Req = { words: string[] };\nexport const parse = (q: string): Req => ({ words: words(q) });\n",
  'stack/src/rest/plan.ts':
    "import type { Req } from './request.ts';\nexport type Plan = { n: number };\nexport const plan = (r: Req): Plan => ({ n: r.words.length });\n",
  // A stage calling another stage instead of naming its types.
  'stack/src/rest/sql.ts':
    "import { plan, type Plan } from './plan.ts';\nexport const render = (p: Plan): string => `select ${p.n}`;\nexport const again = plan;\n",
  'stack/src/rest/response.ts':
    "import type { Plan } from './plan.ts';\nexport const answer = (sql: string, p?: Plan): string => sql + String(p?.n);\n",
  // A helper reaching into a stage.
  'stack/src/rest/media.ts': "import { parse } from './request.ts';\nexport const accept = parse;\n",
  // A cycle inside one service, through a type-only import.
  'stack/src/realtime/hub.ts': "import { Connection } from './connection.ts';\nexport const hub = new Connection();\n",
  'stack/src/realtime/connection.ts':
    "import type { hub } from './hub.ts';\nexport class Connection {\n  h?: typeof hub;\n}\n",
  // Tests may import anything in stack/.
  'stack/test/rest.test.ts':
    "import { plan } from '../src/rest/plan.ts';\nimport { stack } from '../src/index.ts';\nexport const t = [plan, stack];\n",
};

let root: string;
let status: number | null;
let results: Map<string, ESLint.LintResult>;

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), 'stack-layering-'));
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
      'stack',
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
const LAYOUT = '(see stack/README.md, Layout: services are leaves; in rest/ only index.ts calls a stage)';

describe('npm run lint keeps the stack floors', () => {
  it('exits non-zero', () => {
    expect(status).toBe(1);
  });

  it('fails a service that imports another service', () => {
    expect(problems('stack/src/auth/index.ts', 'boundaries/dependencies')).toEqual([
      `stack/src/auth/index.ts must not import stack/src/storage/index.ts ${LAYOUT}`,
    ]);
  });

  it('fails db/ importing upwards', () => {
    expect(problems('stack/src/db/pool.ts', 'boundaries/dependencies')).toEqual([
      `stack/src/db/pool.ts must not import stack/src/jwt.ts ${LAYOUT}`,
    ]);
  });

  it('fails a data API stage calling another stage, and a helper calling a stage', () => {
    expect(problems('stack/src/rest/sql.ts', 'boundaries/dependencies')).toEqual([
      `stack/src/rest/sql.ts must not import stack/src/rest/plan.ts ${LAYOUT}`,
    ]);
    expect(problems('stack/src/rest/media.ts', 'boundaries/dependencies')).toEqual([
      `stack/src/rest/media.ts must not import stack/src/rest/request.ts ${LAYOUT}`,
    ]);
  });

  it('lets the entry call the stages, stages use helpers and earlier types, services use the floors', () => {
    for (const file of [
      'stack/src/index.ts',
      'stack/src/types.ts',
      'stack/src/storage/index.ts',
      'stack/src/rest/index.ts',
      'stack/src/rest/request.ts',
      'stack/src/rest/plan.ts',
      'stack/src/rest/response.ts',
      'stack/test/rest.test.ts',
    ]) {
      expect(
        results.get(file)!.messages.filter((m) => m.ruleId?.startsWith('boundaries/')),
        file,
      ).toEqual([]);
    }
  });

  it('fails every module of an import cycle, type-only imports included, naming the chain', () => {
    expect(problems('stack/src/realtime/hub.ts', 'architecture/no-import-cycle')).toEqual([
      'Import cycle: stack/src/realtime/hub.ts -> stack/src/realtime/connection.ts -> stack/src/realtime/hub.ts',
    ]);
    expect(problems('stack/src/realtime/connection.ts', 'architecture/no-import-cycle')).toHaveLength(1);
    expect(problems('stack/src/rest/plan.ts', 'architecture/no-import-cycle')).toEqual([]);
  });
});
