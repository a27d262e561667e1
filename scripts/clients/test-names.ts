// Reads the test cases a Jest/Vitest file declares, without running it: describe/it/test calls (with
// .skip/.only/.concurrent/.todo/.failing), `.each` tables (`$key` and `%s`/`%i`/`%d`/`%j`/`%p`
// titles), describe.each, and titles built in a forEach over an array of object literals declared in
// scope (`cases.forEach((c) => test(`${c.desc}`, …))`). Used twice: on the client libraries' own test
// files (what the manifest must cover) and on our ports (what they claim to cover).
import ts from 'typescript';

export interface DeclaredCase {
  /** Describe titles and the test title, outermost first. */
  path: string[];
  line: number;
  /** Declared with `.fails` (Vitest): expected to fail. */
  expectedFail: boolean;
}

export interface FileCases {
  cases: DeclaredCase[];
  /** Syntactic it/test call sites (before .each expansion), to compare with a plain count. */
  callSites: number;
  /** Titles the reader could not work out (the caller should fail on any). */
  unresolved: string[];
}

const TEST_FNS = new Set(['it', 'test']);
const SUITE_FNS = new Set(['describe']);
const MODIFIERS = new Set(['skip', 'only', 'concurrent', 'todo', 'failing', 'fails', 'sequential']);

type Scope = Map<string, ts.Expression>;

/** The callee's base name and whether it is a suite or a test, plus `.each` when present. A name bound
 * in scope to a test function counts as one (`const binaryTest = vsn === '2.0.0' ? test : test.skip`:
 * either branch being a test function makes the alias one; the case is declared either way, skipped
 * or not). */
function classify(
  callee: ts.Expression,
  scope: Scope = new Map(),
  depth = 0,
): { kind: 'test' | 'suite'; each: ts.CallExpression | null } | null {
  if (depth > 8) return null;
  // test.each(table)(…) arrives here as callee = CallExpression test.each(table)
  if (ts.isCallExpression(callee)) {
    const inner = classify(callee.expression, scope, depth + 1);
    if (inner && ts.isPropertyAccessExpression(callee.expression) && callee.expression.name.text === 'each')
      return { kind: inner.kind, each: callee };
    return null;
  }
  if (ts.isParenthesizedExpression(callee)) return classify(callee.expression, scope, depth + 1);
  if (ts.isConditionalExpression(callee))
    return classify(callee.whenTrue, scope, depth + 1) ?? classify(callee.whenFalse, scope, depth + 1);
  if (ts.isIdentifier(callee)) {
    if (TEST_FNS.has(callee.text)) return { kind: 'test', each: null };
    if (SUITE_FNS.has(callee.text)) return { kind: 'suite', each: null };
    const bound = scope.get(callee.text);
    return bound ? classify(bound, scope, depth + 1) : null;
  }
  if (ts.isPropertyAccessExpression(callee)) {
    const name = callee.name.text;
    if (name === 'each' || MODIFIERS.has(name)) return classify(callee.expression, scope, depth + 1);
  }
  return null;
}

/** A literal value of an expression (objects, arrays, strings, numbers, booleans), else undefined. */
function literal(e: ts.Expression | undefined, scope: Scope): unknown {
  if (!e) return undefined;
  if (ts.isParenthesizedExpression(e) || ts.isAsExpression(e) || ts.isSatisfiesExpression(e))
    return literal(e.expression, scope);
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
  if (ts.isNumericLiteral(e)) return Number(e.text);
  if (e.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (e.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (e.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isIdentifier(e) && scope.has(e.text)) return literal(scope.get(e.text), scope);
  if (ts.isArrayLiteralExpression(e)) return e.elements.map((x) => literal(x, scope));
  if (ts.isObjectLiteralExpression(e)) {
    const out: Record<string, unknown> = {};
    for (const p of e.properties) {
      if (ts.isPropertyAssignment(p) && (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name)))
        out[p.name.text] = literal(p.initializer, scope);
      else if (ts.isShorthandPropertyAssignment(p)) out[p.name.text] = literal(p.name, scope);
    }
    return out;
  }
  return undefined;
}

/** Jest's title formatting for an .each row. */
function eachTitle(title: string, row: unknown, index: number): string {
  if (row && typeof row === 'object' && !Array.isArray(row) && title.includes('$')) {
    return title.replace(/\$([A-Za-z_][\w.]*)/g, (m, key: string) => {
      let v: unknown = row;
      for (const k of key.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined;
      return v === undefined ? m : typeof v === 'string' ? v : JSON.stringify(v);
    });
  }
  const args = Array.isArray(row) ? [...row] : [row];
  let out = title.replace(/%[sdifjop#%]/g, (m) => {
    if (m === '%%') return '%';
    if (m === '%#') return String(index);
    const v = args.shift();
    return typeof v === 'string' ? v : m === '%s' ? String(v) : JSON.stringify(v);
  });
  if (out === title && title.includes('%')) out = title;
  return out;
}

/** A title: literals, or templates over a forEach item bound in scope. */
function titleOf(e: ts.Expression, scope: Scope): string | null {
  if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) return e.text;
  if (ts.isTemplateExpression(e)) {
    let out = e.head.text;
    for (const span of e.templateSpans) {
      const v = literal(span.expression, scope) ?? evaluateAccess(span.expression, scope);
      if (v === undefined) return null;
      out += String(v) + span.literal.text;
    }
    return out;
  }
  if (ts.isIdentifier(e) || ts.isPropertyAccessExpression(e)) {
    const v = literal(e, scope) ?? evaluateAccess(e, scope);
    return typeof v === 'string' || typeof v === 'number' ? String(v) : null;
  }
  if (ts.isBinaryExpression(e) && e.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const a = titleOf(e.left, scope);
    const b = titleOf(e.right, scope);
    return a === null || b === null ? null : a + b;
  }
  return null;
}

function evaluateAccess(e: ts.Expression, scope: Scope): unknown {
  if (ts.isPropertyAccessExpression(e)) {
    const base = literal(e.expression, scope) ?? evaluateAccess(e.expression, scope);
    if (base && typeof base === 'object') return (base as Record<string, unknown>)[e.name.text];
  }
  return undefined;
}

export function readTestCases(source: string, fileName = 'file.ts'): FileCases {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cases: DeclaredCase[] = [];
  const unresolved: string[] = [];
  let callSites = 0;

  const line = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;

  function visit(node: ts.Node, prefixes: string[][], scope: Scope): void {
    // Array literals bound to names, so forEach loops and .each tables over them can be expanded.
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      scope.set(node.name.text, node.initializer);
    }
    if (ts.isCallExpression(node)) {
      // `list.forEach((item) => { … })` over a known array: visit the body once per item.
      if (
        ts.isPropertyAccessExpression(node.expression) &&
        node.expression.name.text === 'forEach' &&
        node.arguments[0] &&
        (ts.isArrowFunction(node.arguments[0]) || ts.isFunctionExpression(node.arguments[0]))
      ) {
        const items = literal(node.expression.expression, scope);
        const fn = node.arguments[0];
        const param = fn.parameters[0]?.name;
        if (Array.isArray(items) && param) {
          for (const item of items) {
            const inner: Scope = new Map(scope);
            bind(param, item, inner);
            visit(fn.body, prefixes, inner);
          }
          return;
        }
      }
      const kind = classify(node.expression, scope);
      if (kind && node.arguments.length > 0) {
        const titleNode = node.arguments[0]!;
        if (kind.kind === 'test') callSites++;
        const rows = kind.each ? literal(kind.each.arguments[0], scope) : null;
        const rawTitle = titleOf(titleNode, scope);
        if (rawTitle === null) {
          unresolved.push(`${fileName}:${line(node)} ${titleNode.getText(sf).slice(0, 80)}`);
          return;
        }
        let titles: string[] = [rawTitle];
        if (kind.each) {
          if (!Array.isArray(rows)) {
            unresolved.push(`${fileName}:${line(node)} .each table not readable`);
            return;
          }
          titles = rows.map((row, i) => eachTitle(rawTitle, row, i));
        }
        if (kind.kind === 'test') {
          const expectedFail = node.expression.getText(sf).includes('.fails');
          for (const t of titles)
            for (const p of prefixes) cases.push({ path: [...p, t], line: line(node), expectedFail });
          return;
        }
        const nested = prefixes.flatMap((p) => titles.map((t) => [...p, t]));
        const body = node.arguments[1];
        if (body && (ts.isArrowFunction(body) || ts.isFunctionExpression(body)))
          visit(body.body, nested, new Map(scope));
        return;
      }
    }
    ts.forEachChild(node, (child) => visit(child, prefixes, scope));
  }

  visit(sf, [[]], new Map());
  return { cases, callSites, unresolved };
}

/** Binds a forEach parameter (a name, or an array/object pattern) to the item's parts. */
function bind(name: ts.BindingName, value: unknown, scope: Scope): void {
  if (ts.isIdentifier(name)) {
    scope.set(name.text, toExpression(value));
    return;
  }
  if (ts.isArrayBindingPattern(name)) {
    name.elements.forEach((el, i) => {
      if (ts.isBindingElement(el)) bind(el.name, Array.isArray(value) ? value[i] : undefined, scope);
    });
    return;
  }
  for (const el of name.elements) {
    const key = el.propertyName && ts.isIdentifier(el.propertyName) ? el.propertyName.text : el.name.getText();
    bind(el.name, value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined, scope);
  }
}

/** A literal value back as an expression (for forEach items). */
function toExpression(v: unknown): ts.Expression {
  if (typeof v === 'string') return ts.factory.createStringLiteral(v);
  if (typeof v === 'number') return ts.factory.createNumericLiteral(v);
  if (typeof v === 'boolean') return v ? ts.factory.createTrue() : ts.factory.createFalse();
  if (v === null || v === undefined) return ts.factory.createNull();
  if (Array.isArray(v)) return ts.factory.createArrayLiteralExpression(v.map(toExpression));
  return ts.factory.createObjectLiteralExpression(
    Object.entries(v as Record<string, unknown>).map(([k, x]) =>
      ts.factory.createPropertyAssignment(ts.factory.createStringLiteral(k), toExpression(x)),
    ),
  );
}

/** The name a case has in the manifest and in our ports: describe titles and test title joined. */
export const caseName = (path: string[]) => path.join(' › ');
