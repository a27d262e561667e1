// cases.json (what the conformance replay runs) against the vendored spec files it comes from: every
// `it` of every in-scope spec file is a case, with at least the requests and checks its block writes
// out, and cases.json is what the converter makes of those files today. The `it` blocks are found by
// a lexer of their own (stack/test/postgrest-spec/spec-its.ts), not by the converter's parser, so a
// converter that drops a case cannot also hide it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  coverageProblems,
  SPEC_DIR,
  specBlocks,
  vendoredSpecBlocks,
  type ExtractedCase,
} from '../../stack/test/postgrest-spec/spec-its.ts';
import { extractFile } from './extract.ts';

const casesFile = new URL('../../stack/test/postgrest-spec/cases.json', import.meta.url);
const cases = (JSON.parse(readFileSync(casesFile, 'utf8')) as { its: ExtractedCase[] }).its;
const specs = vendoredSpecBlocks();

describe('cases.json covers the vendored PostgREST spec files', () => {
  it('has every `it` of every in-scope spec file, each with its requests and checks', () => {
    const rows: string[] = [];
    const problems: string[] = [];
    for (const [file, blocks] of specs) {
      problems.push(...coverageProblems(file, blocks, cases));
      const extracted = cases.filter((c) => c.file === file).length;
      rows.push(
        `${file.padEnd(28)} ${String(blocks.length).padStart(4)} it blocks, ${String(extracted).padStart(4)} cases`,
      );
    }
    const total = [...specs.values()].reduce((n, b) => n + b.length, 0);
    console.log(`PostgREST spec files: ${specs.size}, it blocks: ${total}, cases: ${cases.length}\n${rows.join('\n')}`);
    expect(specs.size).toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });

  it('has no case from a file that is not vendored', () => {
    expect([...new Set(cases.map((c) => c.file))].filter((f) => !specs.has(f))).toEqual([]);
  });

  it('is what extract.ts makes of the vendored files now', () => {
    const fresh: ExtractedCase[] = [];
    for (const file of specs.keys())
      fresh.push(...(extractFile(file, readFileSync(new URL(file, SPEC_DIR), 'utf8'), '') as ExtractedCase[]));
    expect(fresh).toEqual(cases);
  });
});

describe('the coverage check itself', () => {
  const source = [
    'module Feature.XSpec where',
    '-- it "a commented-out case" $ get "/x"',
    'spec :: SpecWith ((), Application)',
    'spec = describe "things" $ do',
    '  it "reads" $',
    '    get "/items" `shouldRespondWith` [json|[{"it": "not a case"}]|]',
    '  {- it "in a block comment" -}',
    '  context "writes" $ do',
    '    it "posts, then reads" $ do',
    '      post "/items" [json|{"id":1}|] `shouldRespondWith` 201',
    '      get "/items?id=eq.1" `shouldRespondWith` 200',
    'helper = 1',
  ].join('\n');
  const blocks = specBlocks('XSpec.hs', source);
  const full: ExtractedCase[] = [
    { id: 'XSpec.hs:5', file: 'XSpec.hs', steps: [{ expect: {} }] },
    { id: 'XSpec.hs:9', file: 'XSpec.hs', steps: [{ expect: {} }, { expect: {} }] },
  ];

  it('finds the `it` blocks, not ones in comments, strings or quasi-quotes', () => {
    expect(blocks.map((b) => [b.id, b.requests, b.checks])).toEqual([
      ['XSpec.hs:5', 1, 1],
      ['XSpec.hs:9', 2, 2],
    ]);
    expect(coverageProblems('XSpec.hs', blocks, full)).toEqual([]);
  });

  it('fails a dropped case, a dropped request, an unreplayable case and an invented one', () => {
    expect(coverageProblems('XSpec.hs', blocks, [full[0] as ExtractedCase])).toEqual([
      'XSpec.hs:9: the `it` is missing from cases.json',
    ]);
    expect(
      coverageProblems('XSpec.hs', blocks, [
        full[0] as ExtractedCase,
        { ...(full[1] as ExtractedCase), steps: [{ expect: {} }] },
      ]),
    ).toEqual([
      'XSpec.hs:9: 1 requests extracted, the block writes 2',
      'XSpec.hs:9: 1 responses checked, the block writes 2 shouldRespondWith',
    ]);
    expect(
      coverageProblems('XSpec.hs', blocks, [
        ...full,
        { id: 'XSpec.hs:5#2', file: 'XSpec.hs', steps: [], unsupported: 'case expressions' },
        { id: 'XSpec.hs:40', file: 'XSpec.hs', steps: [] },
      ]),
    ).toEqual([
      'XSpec.hs:5#2: not replayable (case expressions)',
      'XSpec.hs:5#2: 0 requests extracted, the block writes 1',
      'XSpec.hs:5#2: 0 responses checked, the block writes 1 shouldRespondWith',
      'XSpec.hs:40: no such `it` in XSpec.hs',
    ]);
  });
});
