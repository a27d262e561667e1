// PostgREST's query-string grammar: select lists, filters, logic trees and order terms. Pure
// parsing into syntax trees, called by request.ts only (the parse stage); names are checked against
// the schema cache later, in plan.ts.
import { ApiError, parseError } from './errors.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export interface FieldRef {
  name: string;
  json: JsonStep[];
}

export type Aggregate = 'sum' | 'avg' | 'count' | 'max' | 'min';

export type SelectItem =
  | { kind: 'star' }
  /** `aggregate`: `col.sum()` (or `count()`, whose field is `*`); `aggCast` applies to its result. */
  | {
      kind: 'column';
      field: FieldRef;
      alias?: string;
      cast?: string;
      aggregate?: Aggregate;
      aggCast?: string;
      /** Set by the planner: the aggregate is applied by an ancestor (plan.ts, hoistAggregates);
       * the column's name in the spread's own rows. */
      hoistedAs?: string;
    }
  | {
      kind: 'embed';
      name: string;
      alias?: string;
      hints: string[];
      join: 'inner' | 'left';
      spread: boolean;
      select: SelectItem[];
    };

export interface Filter {
  field: FieldRef;
  negate: boolean;
  op: string;
  /** `any` / `all` quantifier, or the text search configuration for the fts family. */
  modifier?: string;
  value: string;
  /** The list's items, read here once: of `in.(…)`, and of an `(any)`/`(all)` value (a `{…}`
   * literal's items, else the value alone). */
  items?: string[];
}

export type LogicNode =
  | { kind: 'filter'; filter: Filter }
  | { kind: 'and' | 'or'; negate: boolean; children: LogicNode[] }
  /** `embed.is.null` / `embed.not.is.null` inside `or`/`and`: made by the planner (plan.ts), never
   * by the parser, from a filter naming an embed. */
  | { kind: 'embedNull'; embed: string; isNull: boolean };

export interface OrderTerm {
  field: FieldRef;
  /** Set when ordering by a column of a to-one embed: `author(name).desc`. */
  relation?: string;
  dir?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

const NAME_CHAR = /[^,()!:."'\s*\\-]/u;

class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}
  peek(n = 0): string {
    return this.text[this.pos + n] ?? '';
  }
  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }
  done(): boolean {
    return this.pos >= this.text.length;
  }
  fail(expecting: string): never {
    const found = this.done() ? 'end of input' : `"${this.peek()}"`;
    throw parseError(this.what, this.text, `unexpected ${found} expecting ${expecting}`, this.pos + 1);
  }
  expect(s: string): void {
    if (!this.startsWith(s)) this.fail(`"${s}"`);
    this.pos += s.length;
  }
}

function readQuoted(c: Cursor): string {
  c.expect('"');
  let out = '';
  while (!c.done() && c.peek() !== '"') {
    if (c.peek() === '\\' && c.peek(1) !== '') {
      out += c.peek(1);
      c.pos += 2;
      continue;
    }
    out += c.peek();
    c.pos += 1;
  }
  c.expect('"');
  return out;
}

function readName(c: Cursor): string {
  if (c.peek() === '"') return readQuoted(c);
  const start = c.pos;
  for (;;) {
    const ch = c.peek();
    // PostgREST's identifiers may hold spaces (`Just A Server Model`), stripped at both ends.
    if (ch !== '' && (NAME_CHAR.test(ch) || ch === ' ')) {
      c.pos += 1;
      continue;
    }
    // Dashes belong to names (my-col) unless they start a JSON arrow.
    if (ch === '-' && c.peek(1) !== '>' && c.pos > start) {
      c.pos += 1;
      continue;
    }
    break;
  }
  const name = c.text.slice(start, c.pos).trim();
  if (name === '') {
    c.pos = start;
    c.fail('field name');
  }
  return name;
}

function readJsonPath(c: Cursor): JsonStep[] {
  const steps: JsonStep[] = [];
  while (c.startsWith('->')) {
    const arrow = c.startsWith('->>') ? '->>' : '->';
    c.pos += arrow.length;
    steps.push({ arrow, key: c.peek() === '"' ? readQuoted(c) : readJsonOperand(c) });
  }
  return steps;
}

/** PostgREST's pJsonOperand: an index (`-?digits` followed by `->`, `::`, `.`, `,` or the end), else a
 * key: runs of any characters but `(-:.,>)` (and `'`, below), stripped, joined by dashes not
 * starting an arrow. */
function readJsonOperand(c: Cursor): string {
  const index = /^-?\d+/.exec(c.text.slice(c.pos));
  if (index) {
    const after = c.text.slice(c.pos + index[0].length);
    if (after === '' || /^(->|::|\.|,)/.test(after)) {
      c.pos += index[0].length;
      return index[0];
    }
  }
  const parts: string[] = [];
  for (;;) {
    const start = c.pos;
    // The stack also refuses `'` (PostgREST takes it): a quote-looking key is 400 here, as
    // stack/test/rest-security.test.ts expects of injection-like keys.
    while (!c.done() && !"(-:.,>)'".includes(c.peek())) c.pos += 1;
    if (c.pos === start) {
      // A '-' that is not an index's sign: parsec reports the index's "expecting digit" after it.
      if (parts.length === 0 && c.peek() === '-') {
        c.pos += 1;
        c.fail('digit');
      }
      c.fail('"-", digit or any non reserved character different from: .,>()');
    }
    parts.push(c.text.slice(start, c.pos).trim());
    if (c.peek() === '-' && c.peek(1) !== '>') c.pos += 1;
    else return parts.join('-');
  }
}

function readField(c: Cursor): FieldRef {
  const name = readName(c);
  return { name, json: readJsonPath(c) };
}

function skipSpaces(c: Cursor): void {
  while (c.peek() === ' ') c.pos += 1;
}

function readSelectList(c: Cursor, nested: boolean): SelectItem[] {
  const items: SelectItem[] = [];
  for (;;) {
    skipSpaces(c);
    items.push(readSelectItem(c));
    skipSpaces(c);
    if (c.peek() === ',') {
      c.pos += 1;
      continue;
    }
    break;
  }
  // PostgREST's select parser has no end-of-input check at the top, so it ignores whatever follows
  // a complete list. The stack ignores only stray closing parentheses (`a(b))`) and still refuses
  // other trailing text (`id::int);drop …`), which PostgREST would silently drop.
  if (nested) c.expect(')');
  else if (!/^\)*$/.test(c.text.slice(c.pos))) c.fail('"," or end of input');
  return items;
}

function readCast(c: Cursor): string | undefined {
  if (!c.startsWith('::')) return undefined;
  c.pos += 2;
  const start = c.pos;
  while (/[\w [\]]/.test(c.peek())) c.pos += 1;
  const cast = c.text.slice(start, c.pos);
  if (!/^[A-Za-z_][A-Za-z0-9_ ]*(\[\])?$/.test(cast)) c.fail('cast type');
  return cast.trim();
}

/** PostgREST ends a select field only at ",", ")" or the end of input (spaces allowed before). */
function atFieldEnd(c: Cursor): boolean {
  let i = c.pos;
  while (c.text[i] === ' ') i += 1;
  return i >= c.text.length || c.text[i] === ',' || c.text[i] === ')';
}

/** `[alias:]count()[::cast]`, tried before anything else as PostgREST does; undefined (and the
 * cursor untouched) when the item is not that. */
function tryCountAll(c: Cursor): SelectItem | undefined {
  const start = c.pos;
  try {
    let alias: string | undefined;
    if (!c.startsWith('count()')) {
      alias = readName(c);
      if (c.peek() !== ':' || c.peek(1) === ':') throw new Error('no alias');
      c.pos += 1;
    }
    if (!c.startsWith('count()')) throw new Error('not count()');
    c.pos += 'count()'.length;
    const aggCast = readCast(c);
    if (!atFieldEnd(c)) throw new Error('not at end');
    return { kind: 'column', field: { name: '*', json: [] }, alias, aggregate: 'count', aggCast };
  } catch {
    c.pos = start;
    return undefined;
  }
}

const AGGREGATES: Aggregate[] = ['sum', 'avg', 'count', 'max', 'min'];

function readSelectItem(c: Cursor): SelectItem {
  if (c.peek() === '*') {
    c.pos += 1;
    return { kind: 'star' };
  }
  let spread = false;
  if (c.startsWith('...')) {
    spread = true;
    c.pos += 3;
  }
  if (!spread) {
    const countAll = tryCountAll(c);
    if (countAll) return countAll;
  }
  let alias: string | undefined;
  let field = readField(c);
  if (c.peek() === ':' && c.peek(1) !== ':' && field.json.length === 0) {
    c.pos += 1;
    alias = field.name;
    field = readField(c);
  }
  // PostgREST never reads `count` as a relation name: `count(..)` is the aggregate or an error.
  if ((c.peek() === '!' || c.peek() === '(') && field.json.length === 0 && (spread || field.name !== 'count')) {
    const hints: string[] = [];
    let join: 'inner' | 'left' = 'left';
    while (c.peek() === '!') {
      c.pos += 1;
      const hint = readName(c);
      if (hint === 'inner' || hint === 'left') join = hint;
      else hints.push(hint);
    }
    c.expect('(');
    const select = c.peek() === ')' ? [] : readSelectList(c, true);
    if (select.length === 0) c.pos += 1;
    return { kind: 'embed', name: field.name, alias, hints, join, spread, select };
  }
  if (spread) c.fail('"(" after spread relation');
  const cast = readCast(c);
  let aggregate: Aggregate | undefined;
  let aggCast: string | undefined;
  if (c.peek() === '.') {
    c.pos += 1;
    aggregate = AGGREGATES.find((a) => c.startsWith(`${a}()`));
    if (!aggregate) c.fail('"sum()", "avg()", "count()", "max()" or "min()"');
    c.pos += aggregate.length + 2;
    aggCast = readCast(c);
  }
  return { kind: 'column', field, alias, cast, aggregate, aggCast };
}

export function parseSelect(text: string): SelectItem[] {
  if (text === '') return [{ kind: 'star' }];
  return readSelectList(new Cursor(text, 'select parameter'), false);
}

export function parseFieldRef(text: string, what: string): FieldRef {
  const c = new Cursor(text, what);
  const field = readField(c);
  if (!c.done()) c.fail('end of field');
  return field;
}

const OPERATORS = new Set([
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
]);
const QUANTIFIABLE = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch']);
const FTS = new Set(['fts', 'plfts', 'phfts', 'wfts']);

/** `[not.]op[(modifier)].value` — the right-hand side of a filter. */
export function parseOperation(field: FieldRef, text: string, inLogicTree: boolean): Filter {
  const fail = (detail: string, column?: number): never => {
    throw parseError('filter', text, detail, column);
  };
  let rest = text;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const m = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(rest);
  if (!m) {
    // Parsec's words, as PostgREST answers: the first character it could not take, and what it expected
    // there ('not.' only before a negation was read).
    const unexpected = rest === '' ? 'end of input' : `"${rest[0]}"`;
    const expected = negate ? 'operator (eq, gt, ...)' : '"not" or operator (eq, gt, ...)';
    return fail(`unexpected ${unexpected} expecting ${expected}`, text.length - rest.length + 1);
  }
  const op = m[1] as string;
  const modifier = m[2];
  if (!OPERATORS.has(op)) return fail(`unknown operator "${op}"`);
  if (modifier !== undefined) {
    if (FTS.has(op)) {
      if (!/^[A-Za-z_][A-Za-z0-9_.]*$/.test(modifier)) fail('invalid text search configuration');
    } else if (!(QUANTIFIABLE.has(op) && (modifier === 'any' || modifier === 'all')))
      fail(`unexpected modifier "${modifier}"`);
  }
  let value = rest.slice(m[0].length);
  if (inLogicTree && value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = unquote(value);
  if (op === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(value.toLowerCase())) {
    fail(`unexpected "${value}" expecting null, not_null, true, false or unknown`);
  }
  // `in.()` reads as one empty item, which PostgREST takes as the empty list.
  if (op === 'in') {
    const items = readInList(value).items.filter((i, _, all) => !(all.length === 1 && i === ''));
    value = `(${items.map((i) => `"${i.replace(/["\\]/g, '\\$&')}"`).join(',')})`;
    return { field, negate, op, modifier, value, items };
  }
  if (modifier === 'any' || modifier === 'all') {
    const items = value.startsWith('{') && value.endsWith('}') ? parseList(value) : [value];
    return { field, negate, op, modifier, value, items };
  }
  return { field, negate, op, modifier, value };
}

function unquote(value: string): string {
  return value.slice(1, -1).replace(/\\(.)/g, '$1');
}

/** Splits a comma list at top level, honouring parentheses and double-quoted items. */
export function splitTopLevel(text: string, what: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '\\') i += 1;
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth += 1;
    else if (ch === ')') {
      depth -= 1;
      if (depth < 0) throw parseError(what, text, 'unexpected ")"');
    } else if (ch === ',' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (depth !== 0 || quoted) throw parseError(what, text, 'unexpected end of input expecting ")"');
  parts.push(text.slice(start));
  return parts;
}

/** Items of an `in.(..)` list or a `{..}` literal: quoted items keep commas and parentheses. */
export function parseList(value: string): string[] {
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner, 'filter').map((item) =>
    item.startsWith('"') && item.endsWith('"') && item.length >= 2 ? unquote(item) : item,
  );
}

/** The items of an `in` value as PostgREST's pListVal reads them: `(` (spaces after it skipped), items
 * separated by `,` up to `)`; an item in double quotes (followed by `,` or `)`) is unquoted, any
 * other runs to the next `,` or `)` as it is. Returns the items and the length read. */
export function readInList(text: string, what = 'filter'): { items: string[]; length: number } {
  const c = new Cursor(text, what);
  skipBlanks(c);
  if (c.peek() !== '(') c.fail('"("');
  c.pos += 1;
  skipBlanks(c);
  const items: string[] = [];
  for (;;) {
    items.push(readListElement(c));
    if (c.peek() === ',') {
      c.pos += 1;
      continue;
    }
    break;
  }
  if (c.peek() !== ')') c.fail('"," or ")"');
  c.pos += 1;
  skipBlanks(c);
  return { items, length: c.pos };
}

function skipBlanks(c: Cursor): void {
  while (c.peek() === ' ' || c.peek() === '\t') c.pos += 1;
}

/** A double-quoted value with backslash escapes, when it is followed by `,` or `)` (or the end). */
function tryQuotedElement(c: Cursor): string | undefined {
  if (c.peek() !== '"') return undefined;
  let i = c.pos + 1;
  let out = '';
  while (i < c.text.length && c.text[i] !== '"') {
    if (c.text[i] === '\\' && i + 1 < c.text.length) {
      out += c.text[i + 1];
      i += 2;
    } else out += c.text[i++];
  }
  if (i >= c.text.length) return undefined;
  const next = c.text[i + 1];
  if (next !== undefined && next !== ',' && next !== ')') return undefined;
  c.pos = i + 1;
  return out;
}

function readListElement(c: Cursor): string {
  const quoted = tryQuotedElement(c);
  if (quoted !== undefined) return quoted;
  const start = c.pos;
  while (!c.done() && c.peek() !== ',' && c.peek() !== ')') c.pos += 1;
  return c.text.slice(start, c.pos);
}

/** A value inside a logic tree (PostgREST's pLogicSingleVal): quoted, a `{…}` array, or up to `,`/`)`. */
function readLogicValue(c: Cursor): string {
  const quoted = tryQuotedElement(c);
  if (quoted !== undefined) return quoted;
  if (c.peek() === '{') {
    const end = c.text.indexOf('}', c.pos);
    const inner = end < 0 ? '' : c.text.slice(c.pos + 1, end);
    if (end >= 0 && !inner.includes('{')) {
      c.pos = end + 1;
      return `{${inner}}`;
    }
  }
  return readListElement(c);
}

/** `field.[not.]op[(mod)].value` inside a logic tree, or undefined (cursor untouched) when the text
 * there is not a filter. */
function tryLogicFilter(c: Cursor): LogicNode | undefined {
  const start = c.pos;
  let field: FieldRef;
  try {
    skipBlanks(c);
    const name = readName(c);
    field = { name: name.trim(), json: readJsonPath(c) };
    skipBlanks(c);
  } catch {
    c.pos = start;
    return undefined;
  }
  if (c.peek() !== '.' || /^(not\.)?(and|or)$/.test(field.name)) {
    c.pos = start;
    return undefined;
  }
  c.pos += 1;
  {
    const opStart = c.pos;
    if (c.startsWith('not.')) c.pos += 4;
    const m = /^([a-z]+)(\([^)]*\))?\./.exec(c.text.slice(c.pos));
    // Not an operator (`not.and(…)`): not a filter either, as PostgREST's `try pLogicFilter`.
    if (!m || !OPERATORS.has(m[1] as string)) {
      c.pos = start;
      return undefined;
    }
    c.pos += m[0].length;
    let valueText: string;
    if (m[1] === 'in') {
      const list = readInList(c.text.slice(c.pos), 'logic tree');
      valueText = c.text.slice(c.pos, c.pos + list.length);
      c.pos += list.length;
    } else {
      valueText = readLogicValue(c);
    }
    const head = c.text.slice(opStart, opStart + (m[0].length + (c.text.startsWith('not.', opStart) ? 4 : 0)));
    const filter = parseOperation(field, head + valueText, false);
    skipBlanks(c);
    return { kind: 'filter', filter };
  }
}

function readLogicTree(c: Cursor): LogicNode {
  const filter = tryLogicFilter(c);
  if (filter) return filter;
  skipBlanks(c);
  let negate = false;
  if (c.startsWith('not.')) {
    negate = true;
    c.pos += 4;
  }
  let kind: 'and' | 'or';
  if (c.startsWith('and')) kind = 'and';
  else if (c.startsWith('or')) kind = 'or';
  else c.fail('field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)');
  c.pos += kind.length;
  skipBlanks(c);
  c.expect('(');
  skipBlanks(c);
  const children: LogicNode[] = [];
  for (;;) {
    if (c.peek() === ')' || c.done())
      c.fail('field name (* or [a..z0..9_$]), negation operator (not) or logic operator (and, or)');
    children.push(readLogicTree(c));
    skipBlanks(c);
    if (c.peek() === ',') {
      c.pos += 1;
      skipBlanks(c);
      continue;
    }
    break;
  }
  c.expect(')');
  skipBlanks(c);
  return { kind, negate, children };
}

/** `(a.eq.1,or(b.gt.2,c.is.null))` as the value of `or=` / `and=`, read as PostgREST's pLogicTree
 * reads `or(a.eq.1,…)` (what follows the tree is ignored, as there). */
export function parseLogicTree(kind: 'and' | 'or', negate: boolean, value: string): LogicNode {
  const text = `${negate ? 'not.' : ''}${kind}${value}`;
  const c = new Cursor(text, `logic tree`);
  // Error messages name the parameter's value, columns count in `op(…)` as PostgREST's do.
  try {
    return readLogicTree(c);
  } catch (error) {
    if (error instanceof ApiError) {
      const body = error.body;
      throw new ApiError(400, 'PGRST100', body.message.replace(`(${text})`, `(${value})`), body.details);
    }
    throw error;
  }
}

/** PostgREST's pOrder: terms `field[->json]` or `embed(field)`, then at most `.asc`/`.desc`, then at
 * most `.nullsfirst`/`.nullslast` (each matched as a prefix, as parsec's `string`), then `,` or the end. */
export function parseOrder(text: string): OrderTerm[] {
  const c = new Cursor(text, 'order');
  const terms: OrderTerm[] = [];
  for (;;) {
    terms.push(readOrderTerm(c));
    skipSpaces(c);
    if (c.peek() !== ',') break;
    c.pos += 1;
  }
  return terms;
}

function readOrderTerm(c: Cursor): OrderTerm {
  let relation: string | undefined;
  let field = readField(c);
  if (c.peek() === '(') {
    c.pos += 1;
    relation = field.name;
    field = readField(c);
    c.expect(')');
  }
  const order: OrderTerm = { field, relation };
  const options: Array<[string, (o: OrderTerm) => void]> = [];
  const take = (choices: Array<[string, (o: OrderTerm) => void]>): boolean => {
    const hit = choices.find(([word]) => c.startsWith(`.${word}`));
    if (!hit) return false;
    c.pos += hit[0].length + 1;
    hit[1](order);
    return true;
  };
  const directions: Array<[string, (o: OrderTerm) => void]> = [
    ['asc', (o) => (o.dir = 'asc')],
    ['desc', (o) => (o.dir = 'desc')],
  ];
  const nulls: Array<[string, (o: OrderTerm) => void]> = [
    ['nullsfirst', (o) => (o.nulls = 'first')],
    ['nullslast', (o) => (o.nulls = 'last')],
  ];
  if (!take(directions)) options.push(...directions);
  if (!take(nulls)) options.push(...nulls);
  if (c.done() || c.peek() === ',') return order;
  if (c.peek() === '.' && options.length) {
    // parsec reports the furthest failure: the word after the dot.
    c.pos += 1;
    c.fail(
      options
        .map(([word]) => word)
        .join(', ')
        .replace(/, ([^,]*)$/, ' or $1'),
    );
  }
  // pEnd is `lookAhead (char ',') <|> eof`: parsec shows the character in single quotes.
  throw parseError('order', c.text, `unexpected '${c.peek()}' expecting "," or end of input`, c.pos + 1);
}
