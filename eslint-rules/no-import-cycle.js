// Reports an import that leads, through any chain of the project's own modules, back to the file
// that makes it. eslint-plugin-import-x's no-cycle does this, but it needs unrs-resolver, whose
// per-platform binaries are not all on the npm registry, so `npm ci` could not install it everywhere.
// This rule does the same with TypeScript's own import scanner and module resolver (tsconfig paths
// included), so what it follows is exactly what `tsc` resolves.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One graph per tsconfig per lint run: the imports of each file are read once. */
const graphs = new Map();

function graphFor(tsconfigPath) {
  let graph = graphs.get(tsconfigPath);
  if (graph) return graph;
  const read = ts.readConfigFile(tsconfigPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(read.config, ts.sys, path.dirname(tsconfigPath));
  const host = ts.createCompilerHost(parsed.options);
  const cache = ts.createModuleResolutionCache(process.cwd(), (f) => f, parsed.options);
  const edges = new Map();
  /** The project's own files this file imports (type-only imports included: they tie modules too). */
  function importsOf(file) {
    let out = edges.get(file);
    if (out) return out;
    out = [];
    edges.set(file, out);
    let text;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return out;
    }
    for (const ref of ts.preProcessFile(text, true, true).importedFiles) {
      const resolved = ts.resolveModuleName(ref.fileName, file, parsed.options, host, cache).resolvedModule;
      if (resolved && !resolved.isExternalLibraryImport && !resolved.resolvedFileName.endsWith('.d.ts')) {
        out.push({ specifier: ref.fileName, target: path.resolve(resolved.resolvedFileName) });
      }
    }
    return out;
  }
  graph = { importsOf, options: parsed.options, host, cache };
  graphs.set(tsconfigPath, graph);
  return graph;
}

/** A path of files from `start` back to `goal`, or null. */
function findPath(graph, start, goal) {
  const seen = new Set([start]);
  const stack = [[start, [start]]];
  while (stack.length > 0) {
    const [file, trail] = stack.pop();
    for (const { target } of graph.importsOf(file)) {
      if (target === goal) return trail;
      if (!seen.has(target)) {
        seen.add(target);
        stack.push([target, [...trail, target]]);
      }
    }
  }
  return null;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow an import that leads back to the importing module' },
    schema: [{ type: 'object', properties: { tsconfig: { type: 'string' } }, additionalProperties: false }],
    messages: { cycle: 'Import cycle: {{ chain }}' },
  },
  create(context) {
    const tsconfig = path.resolve(context.cwd, context.options[0]?.tsconfig ?? 'tsconfig.json');
    const graph = graphFor(tsconfig);
    const self = path.resolve(context.filename);
    const rel = (f) => path.relative(context.cwd, f);
    function check(node, specifier) {
      if (typeof specifier !== 'string') return;
      const resolved = ts.resolveModuleName(specifier, self, graph.options, graph.host, graph.cache).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport) return;
      const target = path.resolve(resolved.resolvedFileName);
      const trail = target === self ? [] : findPath(graph, target, self);
      if (trail)
        context.report({ node, messageId: 'cycle', data: { chain: [self, ...trail, self].map(rel).join(' -> ') } });
    }
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
