// /rpc/fn: which function a call names and how its arguments are passed, as PostgREST's
// callReadPlan/findProc and callPlanToQuery do it.
import { ApiError } from './errors.ts';
import { parseFieldRef, parseOperation } from './grammar.ts';
import { JSON_MT, OCTET_MT } from './media.ts';
import type { ApiRequest } from './request.ts';
import { closest, relKey, type DbFunction, type FunctionArg, type SchemaCache } from './schema-cache.ts';
import { Params, quoteIdent } from './sql.ts';
import { toPgArray } from './schema-cache.ts';

export interface CallTarget {
  fn: DbFunction;
  /** The argument keys the call was matched by (GET arguments, body keys or `columns`). */
  keys: Set<string>;
  /** Query parameters that filter the function's result (not arguments). */
  filterParams: Array<[string, string]>;
  /** SQL of the call with its arguments as parameters. */
  sql: (params: Params) => string;
}

/** A raw body of these types goes to a single parameter of the paired type. */
const RAW_PARAM: Record<string, string> = { 'text/plain': 'text', 'text/xml': 'xml', [OCTET_MT]: 'bytea' };

/** PostgREST passes char(n) and bit(n) arguments as their varying types, so no value is cut short. */
export function argType(type: string): string {
  return type.replace(/^character(?=\[\]|$)/, 'character varying').replace(/^bit(?=\[\]|$)/, 'bit varying');
}

/** GET arguments: a query parameter whose value is no filter (PostgREST's NoOpExpr). */
function isFilter(key: string, value: string): boolean {
  const last = key.slice(key.lastIndexOf('.') + 1);
  if (last === 'or' || last === 'and') return true;
  try {
    parseOperation(parseFieldRef(last, 'filter'), value, false);
    return true;
  } catch {
    return false;
  }
}

/** PostgREST's findProc.matchesParams: every required parameter given, nothing unknown. */
function matchesParams(fn: DbFunction, keys: Set<string>, rawBody: boolean): boolean {
  if (fn.args.length === 0) return keys.size === 0 && !rawBody;
  const required = fn.args.filter((a) => !a.hasDefault).map((a) => a.name);
  const names = new Set(fn.args.map((a) => a.name));
  return required.every((n) => keys.has(n)) && [...keys].every((k) => names.has(k));
}

function singleUnnamed(fn: DbFunction, req: ApiRequest): boolean {
  const only = fn.args.length === 1 ? (fn.args[0] as FunctionArg) : undefined;
  if (!only || req.method !== 'POST') return false;
  if (req.contentType === JSON_MT) return only.type === 'json' || only.type === 'jsonb';
  return RAW_PARAM[req.contentType] === only.type;
}

export function planCall(cache: SchemaCache, req: ApiRequest): CallTarget {
  const overloads = cache.functions.get(relKey(req.schema, req.target)) ?? [];
  const post = req.method === 'POST';
  let keys: Set<string>;
  let filterParams: Array<[string, string]>;
  const getArgs = new Map<string, string[]>();
  if (post) {
    // Query parameters of a POST call are filters (a bad one is a 400, as in PostgREST).
    for (const [key, value] of req.params)
      if (!isFilter(key, value)) parseOperation(parseFieldRef(key, 'filter'), value, false);
    filterParams = req.params;
    if (req.rawBody) keys = new Set();
    else if (req.formPairs) keys = new Set(req.formPairs.map(([k]) => k));
    else keys = new Set(req.columns ?? Object.keys(req.body as object));
    if (req.formPairs) for (const [k, v] of req.formPairs) getArgs.set(k, [...(getArgs.get(k) ?? []), v]);
  } else {
    filterParams = [];
    for (const [key, value] of req.params) {
      if (isFilter(key, value)) filterParams.push([key, value]);
      else getArgs.set(key, [...(getArgs.get(key) ?? []), value]);
    }
    keys = new Set(getArgs.keys());
  }
  const rawBody = post && req.rawBody !== undefined;
  const matched = overloads.filter((fn) => matchesParams(fn, keys, rawBody));
  const fallback = matched.length ? [] : overloads.filter((fn) => singleUnnamed(fn, req));
  const candidates = matched.length ? matched : fallback;
  if (candidates.length > 1) {
    const sig = (f: DbFunction): string =>
      `${f.schema}.${f.name}(${f.args.map((a) => `${a.name} => ${a.type}`).join(', ')})`;
    throw new ApiError(
      300,
      'PGRST203',
      `Could not choose the best candidate function between: ${candidates.map(sig).join(', ')}`,
      null,
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  }
  const fn = candidates[0];
  if (!fn) throw noFunction(cache, req, overloads, [...keys]);
  const only = fn.args.length === 1 ? fn.args[0] : undefined;
  const call = (args: string): string => `${quoteIdent(fn.schema)}.${quoteIdent(fn.name)}(${args})`;
  let sql: (params: Params) => string;
  if (only && only.name === '') {
    // One unnamed parameter takes the whole body: JSON text, text, xml, or the bytes.
    sql = (params) => {
      if (req.rawBody && only.type === 'bytea')
        return call(`${params.add(`\\x${req.rawBody.toString('hex')}`)}::bytea`);
      const text = req.rawBody ? req.rawBody.toString('utf8') : JSON.stringify(req.body ?? {});
      return call(`${params.add(text)}::${argType(only.type)}`);
    };
  } else if (post && !req.formPairs) {
    // JSON arguments are read as json_to_record reads them (PostgREST's json_to_recordset).
    const given = fn.args.filter((a) => keys.has(a.name));
    sql = (params) => {
      if (given.length === 0) return call('');
      const body = params.add(JSON.stringify(req.body ?? {}));
      const columns = given.map((a) => `${quoteIdent(a.name)} ${argType(a.type)}`).join(', ');
      return call(
        given
          .map(
            (a) =>
              `${a.variadic ? 'variadic ' : ''}${quoteIdent(a.name)} := (select _r.${quoteIdent(a.name)} from json_to_record(${body}::json) as _r(${columns}))`,
          )
          .join(', '),
      );
    };
  } else {
    // GET and form arguments are text, cast to each parameter's type; a variadic one takes every value.
    const given = fn.args.filter((a) => getArgs.has(a.name));
    sql = (params) =>
      call(
        given
          .map((a) => {
            const values = getArgs.get(a.name) as string[];
            const value = a.variadic ? toPgArray(values) : (values[values.length - 1] as string);
            return `${a.variadic ? 'variadic ' : ''}${quoteIdent(a.name)} := ${params.add(value)}::${argType(a.type)}`;
          })
          .join(', '),
      );
  }
  return { fn, keys, filterParams, sql };
}

/** PostgREST's NoRpc error, with its noRpcHint. */
function noFunction(cache: SchemaCache, req: ApiRequest, overloads: DbFunction[], argNames: string[]): ApiError {
  const post = req.method === 'POST';
  const qualified = `${req.schema}.${req.target}`;
  const onlyRaw = post && RAW_PARAM[req.contentType] !== undefined;
  const sorted = [...argNames].sort();
  const listText = (names: string[]): string => `(${[...names].sort().join(', ')})`;
  let guess: string | undefined;
  if (overloads.length) {
    const params = closest(
      listText(argNames),
      overloads.map((f) => listText(f.args.map((a) => a.name))),
    );
    guess = params && `${req.target}${params}`;
  } else {
    guess = closest(
      req.target,
      [...cache.functions.values()]
        .flat()
        .filter((f) => f.schema === req.schema)
        .map((f) => f.name),
    );
  }
  const prms = sorted.join(', ');
  const withParams = sorted.length ? ` with parameter${sorted.length > 1 ? 's' : ''} ${prms}` : ' without parameters';
  const searched = onlyRaw
    ? ` with a single unnamed ${RAW_PARAM[req.contentType]} parameter`
    : post && req.contentType === JSON_MT
      ? `${withParams} or with a single unnamed json/jsonb parameter`
      : withParams;
  return new ApiError(
    404,
    'PGRST202',
    `Could not find the function ${qualified}${onlyRaw ? '' : sorted.length ? `(${prms})` : ' without parameters'} in the schema cache`,
    `Searched for the function ${qualified}${searched}, but no matches were found in the schema cache.`,
    !onlyRaw && guess ? `Perhaps you meant to call the function ${req.schema}.${guess}` : null,
  );
}
