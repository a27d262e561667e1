// A reader for the small part of Haskell that PostgREST's hspec files are written in: a lexer with
// Haskell's layout rule (implicit `do`/`let`/`where`/`of` blocks), and a parser to an expression
// tree (application, infix operators with their fixities, lambdas, let, if, do, lists, tuples,
// record construction/update, quasi-quotes). The evaluator lives in extract.ts.

export interface Token {
  kind: 'str' | 'char' | 'qq' | 'num' | 'id' | 'op' | 'bt' | 'punc' | 'vbrace' | 'vsemi';
  text: string;
  /** Decoded value of a string/char literal, or the body of a quasi-quote. */
  value?: string;
  /** Quasi-quoter name for `qq`. */
  quoter?: string;
  line: number;
  col: number;
  endLine: number;
}

const SYMBOL = /[!#$%&*+./<=>?@\\^|\-~:]/;
const RESERVED_OPS = new Set(['..', '::', '=', '\\', '|', '<-', '->', '@', '~', '=>']);
const KEYWORDS = new Set([
  'case',
  'class',
  'data',
  'default',
  'deriving',
  'do',
  'else',
  'if',
  'import',
  'in',
  'infix',
  'infixl',
  'infixr',
  'instance',
  'let',
  'module',
  'newtype',
  'of',
  'then',
  'type',
  'where',
]);

export class HsError extends Error {}

const ASCII_ESCAPES: Record<string, number> = {
  NUL: 0,
  SOH: 1,
  STX: 2,
  ETX: 3,
  EOT: 4,
  ENQ: 5,
  ACK: 6,
  BEL: 7,
  BS: 8,
  HT: 9,
  LF: 10,
  VT: 11,
  FF: 12,
  CR: 13,
  SO: 14,
  SI: 15,
  DLE: 16,
  DEL: 127,
  ESC: 27,
};

/** Decodes the escapes of a Haskell string literal body (between the quotes). */
function decodeEscapes(body: string): string {
  let out = '';
  for (let i = 0; i < body.length; i++) {
    const c = body[i] as string;
    if (c !== '\\') {
      out += c;
      continue;
    }
    const n = body[i + 1] ?? '';
    i += 1;
    if (/\s/.test(n)) {
      // string gap: \   whitespace   \
      while (i < body.length && body[i] !== '\\') i += 1;
      continue;
    }
    const simple: Record<string, string> = {
      n: '\n',
      t: '\t',
      r: '\r',
      '\\': '\\',
      '"': '"',
      "'": "'",
      a: '\x07',
      b: '\b',
      f: '\f',
      v: '\v',
      '0': '\0',
    };
    if (n === '&') continue;
    if (/[0-9]/.test(n)) {
      const m = /^[0-9]+/.exec(body.slice(i)) as RegExpExecArray;
      out += String.fromCodePoint(Number(m[0]));
      i += m[0].length - 1;
      continue;
    }
    if (n === 'x') {
      const m = /^[0-9a-fA-F]+/.exec(body.slice(i + 1)) as RegExpExecArray;
      out += String.fromCodePoint(parseInt(m[0], 16));
      i += m[0].length;
      continue;
    }
    if (n === 'o') {
      const m = /^[0-7]+/.exec(body.slice(i + 1)) as RegExpExecArray;
      out += String.fromCodePoint(parseInt(m[0], 8));
      i += m[0].length;
      continue;
    }
    if (n === '^') {
      out += String.fromCharCode((body.charCodeAt(i + 1) ?? 64) - 64);
      i += 1;
      continue;
    }
    const ascii = Object.keys(ASCII_ESCAPES)
      .sort((a, b) => b.length - a.length)
      .find((k) => body.startsWith(k, i));
    if (ascii && !(n in simple)) {
      out += String.fromCharCode(ASCII_ESCAPES[ascii] as number);
      i += ascii.length - 1;
      continue;
    }
    if (n in simple) out += simple[n];
    else throw new HsError(`unknown escape \\${n}`);
  }
  return out;
}

export function lex(src: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  let line = 1;
  let col = 1;
  const advance = (n: number): void => {
    for (let k = 0; k < n; k++) {
      if (src[i] === '\n') {
        line += 1;
        col = 1;
      } else col += 1;
      i += 1;
    }
  };
  const push = (kind: Token['kind'], start: number, sl: number, sc: number, extra: Partial<Token> = {}): void => {
    tokens.push({ kind, text: src.slice(start, i), line: sl, col: sc, endLine: line, ...extra });
  };
  while (i < src.length) {
    const c = src[i] as string;
    if (c === ' ' || c === '\t' || c === '\r' || c === '\n') {
      advance(1);
      continue;
    }
    // line comment: two or more dashes not part of an operator
    if (c === '-' && src[i + 1] === '-') {
      let j = i;
      while (src[j] === '-') j += 1;
      if (!SYMBOL.test(src[j] ?? '') || src[j] === undefined) {
        while (i < src.length && src[i] !== '\n') advance(1);
        continue;
      }
    }
    if (c === '{' && src[i + 1] === '-') {
      let depth = 0;
      do {
        if (src.startsWith('{-', i)) {
          depth += 1;
          advance(2);
        } else if (src.startsWith('-}', i)) {
          depth -= 1;
          advance(2);
        } else advance(1);
      } while (depth > 0 && i < src.length);
      continue;
    }
    const start = i;
    const sl = line;
    const sc = col;
    // quasi-quote [name|...|]
    const qq = /^\[([A-Za-z_][A-Za-z0-9_']*)\|/.exec(src.slice(i, i + 40));
    if (qq) {
      const end = src.indexOf('|]', i + qq[0].length);
      if (end < 0) throw new HsError(`unterminated quasi-quote at ${sl}:${sc}`);
      const body = src.slice(i + qq[0].length, end);
      advance(end + 2 - i);
      push('qq', start, sl, sc, { quoter: qq[1], value: body });
      continue;
    }
    if (c === '"') {
      let j = i + 1;
      while (j < src.length && src[j] !== '"') j += src[j] === '\\' ? 2 : 1;
      const body = src.slice(i + 1, j);
      advance(j + 1 - i);
      push('str', start, sl, sc, { value: decodeEscapes(body) });
      continue;
    }
    if (c === "'") {
      const m = /^'(\\[^']+|[^'\\])'/.exec(src.slice(i, i + 12));
      if (m) {
        advance(m[0].length);
        push('char', start, sl, sc, { value: decodeEscapes(m[1] as string) });
        continue;
      }
    }
    if (/[0-9]/.test(c)) {
      const m = /^[0-9]+(\.[0-9]+)?([eE][-+]?[0-9]+)?/.exec(src.slice(i)) as RegExpExecArray;
      advance(m[0].length);
      push('num', start, sl, sc);
      continue;
    }
    if (/[A-Za-z_]/.test(c)) {
      // qualified names: Conid(.Conid)*.name
      const m = /^(?:[A-Z][A-Za-z0-9_']*\.)*(?:[A-Za-z_][A-Za-z0-9_']*)/.exec(src.slice(i)) as RegExpExecArray;
      advance(m[0].length);
      push('id', start, sl, sc);
      continue;
    }
    if (c === '`') {
      const m = /^`([A-Za-z_][A-Za-z0-9_'.]*)`/.exec(src.slice(i));
      if (!m) throw new HsError(`bad backtick at ${sl}:${sc}`);
      advance(m[0].length);
      push('bt', start, sl, sc, { value: m[1] });
      continue;
    }
    if ('()[]{},;'.includes(c)) {
      advance(1);
      push('punc', start, sl, sc);
      continue;
    }
    if (SYMBOL.test(c)) {
      let j = i;
      while (j < src.length && SYMBOL.test(src[j] as string)) j += 1;
      advance(j - i);
      push('op', start, sl, sc);
      continue;
    }
    throw new HsError(`unexpected character ${JSON.stringify(c)} at ${sl}:${sc}`);
  }
  return tokens;
}

const isKw = (t: Token | undefined, kw: string): boolean => t !== undefined && t.kind === 'id' && t.text === kw;

/** Haskell 2010's layout algorithm: explicit `{ ; }` around implicit blocks. The parse-error(t)
 * rule is approximated: a closing bracket or comma of an enclosing bracket, and `in`, `then`,
 * `else`, `of`, close implicit blocks opened inside. */
export function layout(tokens: Token[]): Token[] {
  type Ann = { t: Token } | { open: number; at: Token } | { indent: number; at: Token };
  const anns: Ann[] = [];
  let prevEnd = 0;
  for (let k = 0; k < tokens.length; k++) {
    const t = tokens[k] as Token;
    const prev = tokens[k - 1];
    const afterBlockKw = prev && prev.kind === 'id' && ['let', 'where', 'do', 'of'].includes(prev.text);
    if (afterBlockKw && !(t.kind === 'punc' && t.text === '{')) anns.push({ open: t.col, at: t });
    else if (t.line > prevEnd) anns.push({ indent: t.col, at: t });
    anns.push({ t });
    prevEnd = t.endLine;
  }
  const last = tokens[tokens.length - 1];
  const virt = (kind: 'vbrace' | 'vsemi' | 'punc', text: string, at: Token): Token => ({
    kind,
    text,
    line: at.line,
    col: at.col,
    endLine: at.line,
  });
  // context: indentation (0 = explicit), the bracket depth when opened, and the opening keyword
  const ctx: Array<{ n: number; depth: number; kw: string }> = [];
  const out: Token[] = [];
  let depth = 0;
  let lastKw = '';
  for (let k = 0; k < anns.length; k++) {
    const a = anns[k] as Ann;
    if ('indent' in a) {
      for (;;) {
        const top = ctx[ctx.length - 1];
        // a line starting with an infix operator cannot start a statement: parse-error(t) closes
        // the block, and the operator applies to the whole block (`do …` then `\`shouldRespondWith\``)
        const startsWithOp = a.at.kind === 'bt' || (a.at.kind === 'op' && !['\\', '-'].includes(a.at.text));
        if (top && top.n !== 0 && a.indent === top.n && startsWithOp) {
          out.push(virt('vbrace', '}', a.at));
          ctx.pop();
          continue;
        }
        if (top && top.n !== 0 && a.indent === top.n) {
          out.push(virt('vsemi', ';', a.at));
          break;
        }
        if (top && top.n !== 0 && a.indent < top.n) {
          out.push(virt('vbrace', '}', a.at));
          ctx.pop();
          continue;
        }
        break;
      }
      continue;
    }
    if ('open' in a) {
      const top = ctx[ctx.length - 1];
      if (!top || a.open > top.n) {
        out.push(virt('vbrace', '{', a.at));
        ctx.push({ n: a.open, depth, kw: lastKw });
      } else {
        out.push(virt('vbrace', '{', a.at), virt('vbrace', '}', a.at));
        anns.splice(k + 1, 0, { indent: a.open, at: a.at });
      }
      continue;
    }
    const t = a.t;
    const closesBracket = t.kind === 'punc' && [')', ']', ','].includes(t.text);
    const explicitClose = t.kind === 'punc' && t.text === '}';
    for (;;) {
      const top = ctx[ctx.length - 1];
      if (!top || top.n === 0) break;
      const bracketOut =
        (closesBracket && (t.text === ',' ? depth <= top.depth : depth <= top.depth)) ||
        (explicitClose && depth <= top.depth);
      const keywordOut =
        (isKw(t, 'in') && top.kw === 'let') ||
        ((isKw(t, 'then') || isKw(t, 'else') || isKw(t, 'of')) && top.depth >= depth && top.kw !== 'let');
      if (bracketOut || keywordOut) {
        out.push(virt('vbrace', '}', t));
        ctx.pop();
        if (isKw(t, 'in')) break;
        continue;
      }
      break;
    }
    if (t.kind === 'punc' && (t.text === '(' || t.text === '[')) depth += 1;
    if (t.kind === 'punc' && (t.text === ')' || t.text === ']')) depth -= 1;
    if (t.kind === 'punc' && t.text === '{') {
      ctx.push({ n: 0, depth, kw: '' });
      depth += 1;
    }
    if (explicitClose) {
      depth -= 1;
      const top = ctx.pop();
      if (!top || top.n !== 0) throw new HsError(`unbalanced } at ${t.line}:${t.col}`);
    }
    if (t.kind === 'id' && ['let', 'where', 'do', 'of'].includes(t.text)) lastKw = t.text;
    out.push(t);
  }
  while (ctx.length) {
    const top = ctx.pop() as { n: number };
    if (top.n !== 0 && last) out.push(virt('vbrace', '}', last));
  }
  return out;
}

// ---------------------------------------------------------------- expression tree

export type Expr =
  | { k: 'var'; name: string; line: number }
  | { k: 'con'; name: string; line: number }
  | { k: 'lit'; value: string | number; line: number; char?: boolean }
  | { k: 'qq'; quoter: string; body: string; line: number }
  | { k: 'app'; fn: Expr; arg: Expr; line: number }
  | { k: 'lam'; params: Pat[]; body: Expr; line: number }
  | { k: 'let'; decls: Decl[]; body: Expr; line: number }
  | { k: 'if'; cond: Expr; then: Expr; else: Expr; line: number }
  | { k: 'do'; stmts: Stmt[]; line: number }
  | { k: 'list'; items: Expr[]; line: number }
  | { k: 'tuple'; items: Expr[]; line: number }
  | { k: 'record'; target: Expr; fields: Array<[string, Expr]>; line: number }
  | { k: 'neg'; arg: Expr; line: number }
  | { k: 'case'; scrut: Expr; alts: Array<[Pat, Expr]>; line: number };

export type Pat =
  | { p: 'var'; name: string }
  | { p: 'wild' }
  | { p: 'con'; name: string; args: Pat[] }
  | { p: 'tuple'; items: Pat[] }
  | { p: 'lit'; value: string | number };

export interface Decl {
  name: string;
  params: Pat[];
  body: Expr;
  line: number;
}

export type Stmt = { s: 'let'; decls: Decl[] } | { s: 'bind'; pat: Pat; exp: Expr } | { s: 'exp'; exp: Expr };

export interface Module {
  decls: Decl[];
}

type Fixity = { assoc: 'l' | 'r' | 'n'; prec: number };
const FIXITIES: Record<string, Fixity> = {
  $: { assoc: 'r', prec: 0 },
  $$: { assoc: 'r', prec: 0 },
  '$!': { assoc: 'r', prec: 0 },
  '>>=': { assoc: 'l', prec: 1 },
  '>>': { assoc: 'l', prec: 1 },
  '=<<': { assoc: 'r', prec: 1 },
  '<&>': { assoc: 'l', prec: 1 },
  shouldRespondWith: { assoc: 'n', prec: 1 },
  shouldBe: { assoc: 'n', prec: 1 },
  shouldSatisfy: { assoc: 'n', prec: 1 },
  shouldContain: { assoc: 'n', prec: 1 },
  shouldNotBe: { assoc: 'n', prec: 1 },
  shouldNotContain: { assoc: 'n', prec: 1 },
  '||': { assoc: 'r', prec: 2 },
  '&&': { assoc: 'r', prec: 3 },
  '==': { assoc: 'n', prec: 4 },
  '/=': { assoc: 'n', prec: 4 },
  '<': { assoc: 'n', prec: 4 },
  '<=': { assoc: 'n', prec: 4 },
  '>': { assoc: 'n', prec: 4 },
  '>=': { assoc: 'n', prec: 4 },
  elem: { assoc: 'n', prec: 4 },
  notElem: { assoc: 'n', prec: 4 },
  '=~': { assoc: 'n', prec: 4 },
  '<$>': { assoc: 'l', prec: 4 },
  '<$': { assoc: 'l', prec: 4 },
  '<*>': { assoc: 'l', prec: 4 },
  ':': { assoc: 'r', prec: 5 },
  '++': { assoc: 'r', prec: 5 },
  '<>': { assoc: 'r', prec: 6 },
  '+': { assoc: 'l', prec: 6 },
  '-': { assoc: 'l', prec: 6 },
  '*': { assoc: 'l', prec: 7 },
  '/': { assoc: 'l', prec: 7 },
  '^?': { assoc: 'l', prec: 8 },
  '.': { assoc: 'r', prec: 9 },
  '!!': { assoc: 'l', prec: 9 },
};
const fixity = (op: string): Fixity => FIXITIES[op] ?? { assoc: 'l', prec: 9 };

export class Parser {
  pos = 0;
  constructor(private readonly toks: Token[]) {}

  peek(n = 0): Token | undefined {
    return this.toks[this.pos + n];
  }
  fail(msg: string): never {
    const t = this.peek();
    throw new HsError(`${msg} at ${t ? `${t.line}:${t.col} (${JSON.stringify(t.text)})` : 'end of input'}`);
  }
  isPunc(text: string, n = 0): boolean {
    const t = this.peek(n);
    return t !== undefined && (t.kind === 'punc' || t.kind === 'vbrace' || t.kind === 'vsemi') && t.text === text;
  }
  isOp(text: string, n = 0): boolean {
    const t = this.peek(n);
    return t !== undefined && t.kind === 'op' && t.text === text;
  }
  expectPunc(text: string): Token {
    if (!this.isPunc(text)) this.fail(`expected ${text}`);
    return this.toks[this.pos++] as Token;
  }
  expectOp(text: string): void {
    if (!this.isOp(text)) this.fail(`expected ${text}`);
    this.pos += 1;
  }
  line(): number {
    return this.peek()?.line ?? 0;
  }

  /** `{ item ; item ; ... }` (explicit or virtual braces). */
  block<T>(item: () => T): T[] {
    this.expectPunc('{');
    const items: T[] = [];
    for (;;) {
      while (this.isPunc(';')) this.pos += 1;
      if (this.isPunc('}')) {
        this.pos += 1;
        return items;
      }
      items.push(item());
      if (!this.isPunc(';') && !this.isPunc('}')) this.fail('expected ; or }');
    }
  }

  module(): Module {
    // module Name (exports) where { topdecls }
    if (isKw(this.peek(), 'module')) {
      while (!isKw(this.peek(), 'where')) this.pos += 1;
      this.pos += 1;
    }
    const decls: Decl[] = [];
    for (const d of this.block(() => this.topDecl())) if (d) decls.push(...d);
    return { decls };
  }

  skipToSemi(): void {
    let depth = 0;
    while (this.pos < this.toks.length) {
      const t = this.peek() as Token;
      if (depth === 0 && (t.text === ';' || t.text === '}') && t.kind !== 'str') return;
      if (t.kind === 'punc' || t.kind === 'vbrace') {
        if ('([{'.includes(t.text)) depth += 1;
        if (')]}'.includes(t.text)) depth -= 1;
      }
      this.pos += 1;
    }
  }

  topDecl(): Decl[] | undefined {
    const t = this.peek();
    if (isKw(t, 'import') || isKw(t, 'data') || isKw(t, 'type') || isKw(t, 'instance') || isKw(t, 'newtype')) {
      this.skipToSemi();
      return undefined;
    }
    return this.decl();
  }

  /** A binding or a type signature (skipped: undefined). */
  decl(): Decl[] {
    const start = this.pos;
    // type signature: names :: type
    let j = this.pos;
    while (this.peek(j - this.pos)?.kind === 'id' || this.isPunc(',', j - this.pos)) j += 1;
    if (this.isOp('::', j - this.pos) && j > this.pos) {
      this.skipToSemi();
      return [];
    }
    this.pos = start;
    const line = this.line();
    // pattern binding of a tuple: (a, b) = ...
    const first = this.peek() as Token;
    if (first.kind !== 'id') this.fail('expected a binding');
    const name = first.text;
    this.pos += 1;
    const params: Pat[] = [];
    while (!this.isOp('=') && !this.isOp('|')) params.push(this.apat());
    if (this.isOp('|')) this.fail('guards are not supported');
    this.expectOp('=');
    let body = this.exp();
    if (isKw(this.peek(), 'where')) {
      this.pos += 1;
      const decls = this.block(() => this.decl()).flat();
      body = { k: 'let', decls, body, line };
    }
    return [{ name, params, body, line }];
  }

  apat(): Pat {
    const t = this.peek();
    if (!t) this.fail('expected a pattern');
    if (t.kind === 'id') {
      this.pos += 1;
      if (t.text === '_') return { p: 'wild' };
      if (/^[A-Z]/.test(t.text)) return { p: 'con', name: t.text, args: [] };
      return { p: 'var', name: t.text };
    }
    if (t.kind === 'str' || t.kind === 'num') {
      this.pos += 1;
      return { p: 'lit', value: t.kind === 'num' ? Number(t.text) : (t.value as string) };
    }
    if (this.isPunc('(')) {
      this.pos += 1;
      if (this.isPunc(')')) {
        this.pos += 1;
        return { p: 'con', name: '()', args: [] };
      }
      const items: Pat[] = [this.pat()];
      while (this.isPunc(',')) {
        this.pos += 1;
        items.push(this.pat());
      }
      this.expectPunc(')');
      return items.length === 1 ? (items[0] as Pat) : { p: 'tuple', items };
    }
    return this.fail('unsupported pattern');
  }

  pat(): Pat {
    const t = this.peek();
    if (t && t.kind === 'id' && /^[A-Z]/.test(t.text)) {
      this.pos += 1;
      const args: Pat[] = [];
      while (this.startsApat()) args.push(this.apat());
      return { p: 'con', name: t.text, args };
    }
    return this.apat();
  }

  startsApat(): boolean {
    const t = this.peek();
    if (!t) return false;
    if (t.kind === 'id') return !KEYWORDS.has(t.text);
    return t.kind === 'str' || t.kind === 'num' || this.isPunc('(');
  }

  exp(): Expr {
    const e = this.infixExp();
    if (this.isOp('::')) {
      this.pos += 1;
      this.skipType();
    }
    return e;
  }

  skipType(): void {
    let depth = 0;
    while (this.pos < this.toks.length) {
      const t = this.peek() as Token;
      if (t.kind === 'punc' || t.kind === 'vbrace' || t.kind === 'vsemi') {
        if ('([{'.includes(t.text)) depth += 1;
        else if (')]}'.includes(t.text)) {
          if (depth === 0) return;
          depth -= 1;
        } else if ((t.text === ',' || t.text === ';') && depth === 0) return;
      }
      if (t.kind === 'op' && t.text === '=' && depth === 0) return;
      this.pos += 1;
    }
  }

  opAt(): string | undefined {
    const t = this.peek();
    if (!t) return undefined;
    if (t.kind === 'bt') return t.value;
    if (t.kind === 'op' && !RESERVED_OPS.has(t.text)) return t.text;
    return undefined;
  }

  infixExp(): Expr {
    const operands: Expr[] = [];
    const ops: string[] = [];
    const line = this.line();
    for (;;) {
      if (this.isOp('-')) {
        this.pos += 1;
        operands.push({ k: 'neg', arg: this.lexp(), line });
      } else operands.push(this.lexp());
      const last = operands[operands.length - 1] as Expr;
      // a lambda, let, if or do extends as far right as possible: nothing follows it
      if (['lam', 'let', 'if', 'do', 'case'].includes(last.k) && !this.opAt()) break;
      const op = this.opAt();
      if (op === undefined) break;
      this.pos += 1;
      ops.push(op);
    }
    return resolveFixity(operands, ops, line);
  }

  lexp(): Expr {
    const t = this.peek();
    const line = this.line();
    if (!t) this.fail('expected an expression');
    if (t.kind === 'op' && t.text === '\\') {
      this.pos += 1;
      const params: Pat[] = [];
      while (!this.isOp('->')) params.push(this.apat());
      this.pos += 1;
      return { k: 'lam', params, body: this.exp(), line };
    }
    if (isKw(t, 'let')) {
      this.pos += 1;
      const decls = this.block(() => this.decl()).flat();
      if (!isKw(this.peek(), 'in')) this.fail('expected in');
      this.pos += 1;
      return { k: 'let', decls, body: this.exp(), line };
    }
    if (isKw(t, 'if')) {
      this.pos += 1;
      const cond = this.exp();
      while (this.isPunc(';')) this.pos += 1;
      if (!isKw(this.peek(), 'then')) this.fail('expected then');
      this.pos += 1;
      const thenE = this.exp();
      while (this.isPunc(';')) this.pos += 1;
      if (!isKw(this.peek(), 'else')) this.fail('expected else');
      this.pos += 1;
      return { k: 'if', cond, then: thenE, else: this.exp(), line };
    }
    if (isKw(t, 'do')) {
      this.pos += 1;
      return { k: 'do', stmts: this.block(() => this.stmt()), line };
    }
    if (isKw(t, 'case')) {
      this.pos += 1;
      const scrut = this.exp();
      if (!isKw(this.peek(), 'of')) this.fail('expected of');
      this.pos += 1;
      const alts = this.block((): [Pat, Expr] => {
        const p = this.pat();
        this.expectOp('->');
        return [p, this.exp()];
      });
      return { k: 'case', scrut, alts, line };
    }
    return this.fexp();
  }

  stmt(): Stmt {
    if (isKw(this.peek(), 'let')) {
      // `let` in a do block (no `in`)
      const save = this.pos;
      this.pos += 1;
      const decls = this.block(() => this.decl()).flat();
      if (isKw(this.peek(), 'in')) {
        this.pos = save;
        return { s: 'exp', exp: this.exp() };
      }
      return { s: 'let', decls };
    }
    // pat <- exp: look for <- before the end of the statement at depth 0
    let j = this.pos;
    let depth = 0;
    for (;;) {
      const t = this.toks[j];
      if (!t) break;
      if (
        (t.kind === 'vsemi' || t.kind === 'vbrace' || t.kind === 'punc') &&
        depth === 0 &&
        [';', '}'].includes(t.text)
      )
        break;
      if (t.kind === 'punc' || t.kind === 'vbrace') {
        if ('([{'.includes(t.text)) depth += 1;
        if (')]}'.includes(t.text)) depth -= 1;
      }
      if (t.kind === 'op' && t.text === '<-' && depth === 0) {
        const pat = this.pat();
        this.expectOp('<-');
        return { s: 'bind', pat, exp: this.exp() };
      }
      if (t.kind === 'op' && t.text === '=' && depth === 0) break;
      j += 1;
    }
    return { s: 'exp', exp: this.exp() };
  }

  startsAexp(): boolean {
    const t = this.peek();
    if (!t) return false;
    if (t.kind === 'id') return !KEYWORDS.has(t.text);
    if (t.kind === 'str' || t.kind === 'char' || t.kind === 'num' || t.kind === 'qq') return true;
    return t.kind === 'punc' && (t.text === '(' || t.text === '[');
  }

  fexp(): Expr {
    const line = this.line();
    let e = this.aexp();
    while (this.startsAexp()) e = { k: 'app', fn: e, arg: this.aexp(), line };
    return e;
  }

  aexp(): Expr {
    let e = this.aexp1();
    // record construction / update: aexp { field = exp, ... } (explicit braces only)
    while (this.peek()?.kind === 'punc' && this.peek()?.text === '{') {
      const line = this.line();
      this.pos += 1;
      const fields: Array<[string, Expr]> = [];
      while (!this.isPunc('}')) {
        const name = this.peek() as Token;
        if (name.kind !== 'id') this.fail('expected a field name');
        this.pos += 1;
        this.expectOp('=');
        fields.push([name.text, this.exp()]);
        if (this.isPunc(',')) this.pos += 1;
        else if (!this.isPunc('}')) this.fail('expected , or }');
      }
      this.pos += 1;
      e = { k: 'record', target: e, fields, line };
    }
    return e;
  }

  aexp1(): Expr {
    const t = this.peek();
    const line = this.line();
    if (!t) return this.fail('expected an expression');
    if (t.kind === 'id' && !KEYWORDS.has(t.text)) {
      this.pos += 1;
      const base = t.text.split('.').pop() as string;
      return /^[A-Z]/.test(base) ? { k: 'con', name: t.text, line } : { k: 'var', name: t.text, line };
    }
    if (t.kind === 'str' || t.kind === 'char') {
      this.pos += 1;
      return { k: 'lit', value: t.value as string, line, char: t.kind === 'char' };
    }
    if (t.kind === 'num') {
      this.pos += 1;
      return { k: 'lit', value: Number(t.text), line };
    }
    if (t.kind === 'qq') {
      this.pos += 1;
      return { k: 'qq', quoter: t.quoter as string, body: t.value as string, line };
    }
    if (this.isPunc('(')) {
      this.pos += 1;
      if (this.isPunc(')')) {
        this.pos += 1;
        return { k: 'con', name: '()', line };
      }
      // (op) and right sections (op e)
      const op = this.opAt();
      if (op !== undefined && !(op === '-' && !this.isPunc(')', 1))) {
        this.pos += 1;
        if (this.isPunc(')')) {
          this.pos += 1;
          return { k: 'var', name: op, line };
        }
        const arg = this.infixExp();
        this.expectPunc(')');
        // \x -> x `op` arg
        return {
          k: 'lam',
          params: [{ p: 'var', name: '$sec' }],
          body: {
            k: 'app',
            fn: { k: 'app', fn: { k: 'var', name: op, line }, arg: { k: 'var', name: '$sec', line }, line },
            arg,
            line,
          },
          line,
        };
      }
      const first = this.sectionOrExp();
      if ('leftSection' in first) return first.leftSection;
      const items = [first.e];
      while (this.isPunc(',')) {
        this.pos += 1;
        items.push(this.exp());
      }
      this.expectPunc(')');
      return items.length === 1 ? (items[0] as Expr) : { k: 'tuple', items, line };
    }
    if (this.isPunc('[')) {
      this.pos += 1;
      const items: Expr[] = [];
      while (!this.isPunc(']')) {
        items.push(this.exp());
        if (this.isOp('..')) this.fail('ranges are not supported');
        if (this.isPunc(',')) this.pos += 1;
        else if (!this.isPunc(']')) this.fail('expected , or ]');
      }
      this.pos += 1;
      return { k: 'list', items, line };
    }
    return this.fail('unexpected token');
  }

  /** Inside parentheses: an expression, or a left section `(e op)`. */
  sectionOrExp(): { e: Expr } | { leftSection: Expr } {
    const save = this.pos;
    const line = this.line();
    // try: operands followed by an operator and `)`
    const operands: Expr[] = [];
    const ops: string[] = [];
    try {
      for (;;) {
        operands.push(this.lexp());
        const op = this.opAt();
        if (op === undefined) break;
        if (this.isPunc(')', 1)) {
          this.pos += 2;
          const left = resolveFixity(operands, ops, line);
          return {
            leftSection: { k: 'app', fn: { k: 'var', name: op, line }, arg: left, line },
          };
        }
        this.pos += 1;
        ops.push(op);
      }
    } catch {
      // fall through to a plain expression
    }
    this.pos = save;
    return { e: this.exp() };
  }
}

function resolveFixity(operands: Expr[], ops: string[], line: number): Expr {
  // shunting-yard over the flat operand/operator list
  const out: Expr[] = [operands[0] as Expr];
  const stack: string[] = [];
  const reduce = (): void => {
    const op = stack.pop() as string;
    const right = out.pop() as Expr;
    const left = out.pop() as Expr;
    out.push({ k: 'app', fn: { k: 'app', fn: { k: 'var', name: op, line }, arg: left, line }, arg: right, line });
  };
  ops.forEach((op, i) => {
    const f = fixity(op);
    while (stack.length) {
      const top = fixity(stack[stack.length - 1] as string);
      if (top.prec > f.prec || (top.prec === f.prec && f.assoc === 'l')) reduce();
      else break;
    }
    stack.push(op);
    out.push(operands[i + 1] as Expr);
  });
  while (stack.length) reduce();
  return out[0] as Expr;
}

export function parseModule(src: string): Module {
  return new Parser(layout(lex(src))).module();
}
