// The one mutation path (docs/architecture.md, "Mutations"): every useMutation names a mutationKey;
// what it makes stale is a row of the invalidation table (a feature's `…Invalidations`, the app's
// src/app/invalidation.ts), never a refresh in its own callbacks; a component (.tsx) writes no cache
// and refreshes no query itself (a screen's "Try again" may still call its own query's refetch()).
// Optimistic and echo writes (setQueryData) belong in the mutation hook of the feature's queries.ts.

const CACHE_WRITES = new Set([
  'invalidateQueries',
  'refetchQueries',
  'resetQueries',
  'removeQueries',
  'setQueryData',
  'setQueriesData',
  'cancelQueries',
]);
const REFRESHES = new Set(['invalidateQueries', 'refetchQueries', 'resetQueries']);

const calleeName = (node) =>
  node.callee.type === 'MemberExpression' && !node.callee.computed ? node.callee.property.name : null;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'one way for a mutation to refresh the cache (docs/architecture.md, Mutations)' },
    schema: [],
    messages: {
      mutationKey:
        'useMutation needs a mutationKey: what it makes stale is its row in the invalidation table (docs/architecture.md, Mutations)',
      ownRefresh:
        "{{ name }} in a mutation: declare what it makes stale in the invalidation table instead (the feature's …Invalidations, or src/app/invalidation.ts across domains)",
      componentCache:
        'a component does not {{ name }}: cache writes and refreshes belong in the mutation hook or the invalidation table (docs/architecture.md, Mutations)',
    },
  },
  create(context) {
    const isComponent = context.filename.endsWith('.tsx');
    const mutationOptions = [];
    return {
      'CallExpression[callee.name="useMutation"]'(node) {
        const [options] = node.arguments;
        if (options?.type !== 'ObjectExpression') return;
        mutationOptions.push(options);
        const named = options.properties.some(
          (p) => p.type === 'SpreadElement' || (p.type === 'Property' && !p.computed && p.key.name === 'mutationKey'),
        );
        if (!named) context.report({ node, messageId: 'mutationKey' });
      },
      'CallExpression[callee.name="useMutation"]:exit'(node) {
        if (node.arguments[0]?.type === 'ObjectExpression') mutationOptions.pop();
      },
      CallExpression(node) {
        const name = calleeName(node);
        if (isComponent && (name === 'useQueryClient' || node.callee.name === 'useQueryClient')) {
          context.report({ node, messageId: 'componentCache', data: { name: 'use the query client' } });
          return;
        }
        if (!name) return;
        if (isComponent && CACHE_WRITES.has(name)) {
          context.report({ node, messageId: 'componentCache', data: { name } });
        } else if (REFRESHES.has(name) && mutationOptions.length > 0) {
          context.report({ node, messageId: 'ownRefresh', data: { name } });
        }
      },
    };
  },
};
