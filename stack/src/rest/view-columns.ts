// Where a view's columns come from: the top-level target list of the view's query (pg_rewrite's
// `_RETURN` rule, a pg_node_tree text), each entry's resorigtbl/resorigcol. Postgres fills those
// through subqueries and CTEs, so a column of `select … from (select … from t) x` still names t's
// column. PostgREST reads the same fields (SchemaCache.hs, allViewsKeyDependencies) to carry primary
// and foreign keys over to views.

type NodeValue = string | NodeValue[] | NodeObject;
interface NodeObject {
  type: string;
  fields: Map<string, NodeValue[]>;
}

/** pg_strtok's tokens: ( ) { } alone, anything else up to whitespace or one of those; a backslash
 * escapes the next character. */
function tokenize(text: string): string[] {
  const tokens: string[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i] as string;
    if (/\s/.test(ch)) {
      i++;
      continue;
    }
    if ('(){}'.includes(ch)) {
      tokens.push(ch);
      i++;
      continue;
    }
    let token = '';
    while (i < text.length && !/\s/.test(text[i] as string) && !'(){}'.includes(text[i] as string)) {
      if (text[i] === '\\' && i + 1 < text.length) {
        token += text[i + 1];
        i += 2;
      } else token += text[i++];
    }
    tokens.push(token);
  }
  return tokens;
}

class NodeReader {
  private pos = 0;
  constructor(private readonly tokens: string[]) {}

  value(): NodeValue {
    const token = this.tokens[this.pos++];
    if (token === '{') return this.object();
    if (token === '(') return this.list();
    return token ?? '';
  }

  private list(): NodeValue[] {
    const items: NodeValue[] = [];
    while (this.pos < this.tokens.length && this.tokens[this.pos] !== ')') items.push(this.value());
    this.pos++;
    return items;
  }

  private object(): NodeObject {
    const node: NodeObject = { type: this.tokens[this.pos++] ?? '', fields: new Map() };
    let field: NodeValue[] | undefined;
    while (this.pos < this.tokens.length && this.tokens[this.pos] !== '}') {
      const token = this.tokens[this.pos] as string;
      if (token.startsWith(':') && token.length > 1) {
        field = [];
        node.fields.set(token.slice(1), field);
        this.pos++;
        continue;
      }
      const value = this.value();
      field?.push(value);
    }
    this.pos++;
    return node;
  }
}

export interface ViewColumnOrigin {
  /** 1-based position of the view column. */
  resno: number;
  /** oid of the relation the column is read from (0 when computed). */
  table: string;
  /** attnum of that relation's column (0 when computed). */
  column: number;
}

const isObject = (v: NodeValue | undefined): v is NodeObject => typeof v === 'object' && !Array.isArray(v);
const atom = (node: NodeObject, field: string): string =>
  typeof node.fields.get(field)?.[0] === 'string' ? (node.fields.get(field)?.[0] as string) : '';

/** The origins of a view's columns, read from its `_RETURN` rule action. */
export function viewColumnOrigins(action: string): ViewColumnOrigin[] {
  const parsed = new NodeReader(tokenize(action)).value();
  const query = Array.isArray(parsed) ? parsed[0] : parsed;
  if (!isObject(query)) return [];
  const list = query.fields.get('targetList')?.[0];
  if (!Array.isArray(list)) return [];
  const out: ViewColumnOrigin[] = [];
  for (const entry of list) {
    if (!isObject(entry)) continue;
    const table = atom(entry, 'resorigtbl');
    const column = Number(atom(entry, 'resorigcol'));
    if (table && table !== '0' && column > 0) out.push({ resno: Number(atom(entry, 'resno')), table, column });
  }
  return out;
}
