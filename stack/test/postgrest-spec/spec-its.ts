// The `it` blocks of PostgREST's spec files, read straight from the vendored .hs text by a lexer of
// its own (comments, string and character literals, quasi-quotes), independent of the converter
// (scripts/postgrest-spec/haskell.ts and extract.ts): what cases.json must cover, so a converter that
// drops an `it`, a request or a check cannot flatter the conformance figure.
import { readdirSync, readFileSync } from 'node:fs';

export const SPEC_DIR = new URL('./spec/', import.meta.url);

export interface SpecBlock {
  /** `File.hs:line`, as cases.json names the case of this `it`. */
  id: string;
  file: string;
  line: number;
  /** it, specify, xit or xspecify. */
  keyword: string;
  /** Requests written inside the block (hspec-wai's request/get/post/put/patch/delete/options). */
  requests: number;
  /** shouldRespondWith checks written inside the block. */
  checks: number;
}

interface Token {
  kind: 'ident' | 'string' | 'other';
  text: string;
  line: number;
  column: number;
}

const IDENT_START = /[A-Za-z_]/;
const IDENT_PART = /[A-Za-z0-9_']/;
const SYMBOL = /[!#$%&*+./<=>?@\\^|~:-]/;

/** Haskell tokens that matter here: identifiers and string literals with their positions. */
function tokens(text: string): Token[] {
  const out: Token[] = [];
  let i = 0;
  let line = 1;
  let lineStart = 0;
  const advance = (to: number): void => {
    for (; i < to; i++) {
      if (text[i] === '\n') {
        line++;
        lineStart = i + 1;
      }
    }
  };
  while (i < text.length) {
    const c = text[i] as string;
    const rest = text.slice(i, i + 2);
    if (rest === '{-') {
      // nested block comments
      let depth = 0;
      let j = i;
      while (j < text.length) {
        if (text.startsWith('{-', j)) {
          depth++;
          j += 2;
        } else if (text.startsWith('-}', j)) {
          depth--;
          j += 2;
          if (depth === 0) break;
        } else j++;
      }
      advance(j);
      continue;
    }
    if (rest === '--') {
      // a line comment, unless the dashes start an operator (`-->`)
      let j = i;
      while (text[j] === '-') j++;
      if (!SYMBOL.test(text[j] ?? '') || text[j] === '-') {
        const end = text.indexOf('\n', i);
        advance(end < 0 ? text.length : end);
        continue;
      }
    }
    const qq = /^\[([a-zA-Z][A-Za-z0-9_']*)\|/.exec(text.slice(i, i + 40));
    if (qq) {
      const end = text.indexOf('|]', i + qq[0].length);
      out.push({ kind: 'other', text: 'qq', line, column: i - lineStart });
      advance(end < 0 ? text.length : end + 2);
      continue;
    }
    if (c === '"') {
      const startLine = line;
      const column = i - lineStart;
      let j = i + 1;
      let value = '';
      while (j < text.length && text[j] !== '"') {
        if (text[j] === '\\') {
          value += text.slice(j, j + 2);
          j += 2;
        } else value += text[j++];
      }
      advance(j + 1);
      out.push({ kind: 'string', text: value, line: startLine, column });
      continue;
    }
    if (IDENT_START.test(c)) {
      let j = i + 1;
      while (j < text.length && IDENT_PART.test(text[j] as string)) j++;
      out.push({ kind: 'ident', text: text.slice(i, j), line, column: i - lineStart });
      advance(j);
      continue;
    }
    if (c === "'") {
      // a character literal ('x', '\n'); a prime after an identifier was taken with it above
      const m = /^'(?:\\[^']+|[^\\'])'/.exec(text.slice(i, i + 12));
      if (m) {
        advance(i + m[0].length);
        continue;
      }
    }
    if (c !== ' ' && c !== '\n' && c !== '\t' && c !== '\r')
      out.push({ kind: 'other', text: c, line, column: i - lineStart });
    advance(i + 1);
  }
  return out;
}

const IT = new Set(['it', 'specify', 'xit', 'xspecify']);
/** Words that end an `it` block: the next group or case, or a new top-level declaration. */
const GROUP = new Set([...IT, 'describe', 'context', 'xdescribe', 'xcontext']);
const REQUESTS = new Set(['request', 'get', 'post', 'put', 'patch', 'delete', 'options']);

/** Every `it` of one spec file's text, with what its block writes out. */
export function specBlocks(file: string, text: string): SpecBlock[] {
  const toks = tokens(text);
  const blocks: SpecBlock[] = [];
  let current: SpecBlock | undefined;
  for (const [index, tok] of toks.entries()) {
    const next = toks[index + 1];
    const startsGroup = tok.kind === 'ident' && GROUP.has(tok.text) && next?.kind === 'string';
    const topLevel = tok.column === 0 && tok.kind === 'ident';
    if (startsGroup || topLevel) current = undefined;
    if (startsGroup && IT.has(tok.text)) {
      current = { id: `${file}:${tok.line}`, file, line: tok.line, keyword: tok.text, requests: 0, checks: 0 };
      blocks.push(current);
      continue;
    }
    if (!current || tok.kind !== 'ident') continue;
    if (REQUESTS.has(tok.text)) current.requests++;
    if (tok.text === 'shouldRespondWith') current.checks++;
  }
  return blocks;
}

/** The vendored spec files (the in-scope ones) and their `it` blocks. */
export function vendoredSpecBlocks(): Map<string, SpecBlock[]> {
  const out = new Map<string, SpecBlock[]>();
  for (const name of readdirSync(SPEC_DIR).sort()) {
    if (!name.endsWith('Spec.hs')) continue;
    out.set(name, specBlocks(name, readFileSync(new URL(name, SPEC_DIR), 'utf8')));
  }
  return out;
}

/** The parts of a case of cases.json this check reads (replay.ts has the whole shape). */
export interface ExtractedCase {
  id: string;
  file: string;
  steps: Array<{ expect?: unknown }>;
  pending?: string;
  unsupported?: string;
}

/** Where the extracted cases fall short of a spec file's `it` blocks (empty: every `it` is there,
 * with at least the requests and checks its block writes out, and nothing else is). */
export function coverageProblems(file: string, blocks: SpecBlock[], cases: ExtractedCase[]): string[] {
  const problems: string[] = [];
  const own = cases.filter((c) => c.file === file);
  const byBase = new Map<string, ExtractedCase[]>();
  for (const c of own) {
    const base = c.id.replace(/#\d+$/, '');
    byBase.set(base, [...(byBase.get(base) ?? []), c]);
  }
  const ids = new Set(blocks.map((b) => b.id));
  for (const block of blocks) {
    const found = byBase.get(block.id);
    if (!found) {
      problems.push(`${block.id}: the \`${block.keyword}\` is missing from cases.json`);
      continue;
    }
    for (const c of found) {
      if (c.unsupported) problems.push(`${c.id}: not replayable (${c.unsupported})`);
      if (c.pending) continue;
      const checked = c.steps.filter((s) => s.expect !== undefined).length;
      if (c.steps.length < block.requests)
        problems.push(`${c.id}: ${c.steps.length} requests extracted, the block writes ${block.requests}`);
      if (checked < block.checks)
        problems.push(`${c.id}: ${checked} responses checked, the block writes ${block.checks} shouldRespondWith`);
    }
  }
  for (const c of own) if (!ids.has(c.id.replace(/#\d+$/, ''))) problems.push(`${c.id}: no such \`it\` in ${file}`);
  return problems;
}
