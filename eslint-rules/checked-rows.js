// Rows are checked where they enter the app, never cast (docs/architecture.md, "Rows"): the `data` a
// supabase-js call answers (`const { data, error } = await client.rpc(…)`, also renamed as
// `{ data: rows }`, or read as `result.data`) may not be the operand of an `as` cast, however it is
// wrapped (`(data ?? []) as X[]`, `data! as X`, `data as unknown as X`). Narrow it with the generated
// types and src/lib/rows.ts (`withKeys`, `withValues`), or a zod schema where no type is generated
// (an edge function's answer: src/lib/functions.ts).

/** The expressions a cast's operand may wrap `data` in. */
function operands(node) {
  switch (node.type) {
    case 'LogicalExpression':
      return [...operands(node.left), ...operands(node.right)];
    case 'ConditionalExpression':
      return [...operands(node.consequent), ...operands(node.alternate)];
    case 'TSNonNullExpression':
    case 'TSAsExpression':
    case 'TSTypeAssertion':
    case 'TSSatisfiesExpression':
    case 'ChainExpression':
      return operands(node.expression);
    case 'AwaitExpression':
      return operands(node.argument);
    default:
      return [node];
  }
}

/** Was this variable destructured as the `data` of an answer (`{ data }`, `{ data: rows }`)? */
function isAnswerData(variable) {
  return variable.defs.some((def) => {
    const property = def.name.parent;
    return (
      property?.type === 'Property' &&
      property.parent?.type === 'ObjectPattern' &&
      !property.computed &&
      property.key.type === 'Identifier' &&
      property.key.name === 'data' &&
      property.value === def.name
    );
  });
}

function findVariable(scope, name) {
  for (let s = scope; s; s = s.upper) {
    const found = s.set.get(name);
    if (found) return found;
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "no `as` cast of a supabase-js answer's data (docs/architecture.md, Rows)" },
    schema: [],
    messages: {
      cast: "a supabase-js answer's data is checked, not cast: narrow it with withKeys/withValues (src/lib/rows.ts) or a zod schema (docs/architecture.md, Rows)",
    },
  },
  create(context) {
    const check = (node) => {
      // `data as unknown as X` is one cast: the outer one reports it.
      if (node.parent?.type === 'TSAsExpression' || node.parent?.type === 'TSTypeAssertion') return;
      for (const operand of operands(node.expression)) {
        const isData =
          (operand.type === 'Identifier' &&
            isAnswerData(findVariable(context.sourceCode.getScope(operand), operand.name) ?? { defs: [] })) ||
          (operand.type === 'MemberExpression' &&
            !operand.computed &&
            operand.property.type === 'Identifier' &&
            operand.property.name === 'data');
        if (isData) {
          context.report({ node, messageId: 'cast' });
          return;
        }
      }
    };
    return { TSAsExpression: check, TSTypeAssertion: check };
  },
};
