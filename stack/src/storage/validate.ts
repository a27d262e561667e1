// The checks Storage's route schemas make on JSON bodies and query strings, with the messages its
// validator gives ("body must have required property 'name'", "body/limit must be >= 1").
import { Errors } from './errors.ts';

type Where = 'body' | 'querystring';

export class Fields {
  constructor(
    private readonly values: Record<string, unknown>,
    private readonly where: Where,
  ) {}

  static body(value: Record<string, unknown> | undefined, required: string[] = []): Fields {
    if (value === undefined && required.length) throw Errors.validation('body must be object');
    const fields = new Fields(value ?? {}, 'body');
    for (const name of required) {
      if (fields.values[name] === undefined) throw Errors.validation(`body must have required property '${name}'`);
    }
    return fields;
  }

  static query(params: URLSearchParams): Fields {
    return new Fields(Object.fromEntries(params), 'querystring');
  }

  private fail(name: string, what: string): never {
    throw Errors.validation(`${this.where}/${name} ${what}`);
  }

  has(name: string): boolean {
    return this.values[name] !== undefined;
  }

  raw(name: string): unknown {
    return this.values[name];
  }

  string(name: string): string | undefined {
    const v = this.values[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'string') this.fail(name, 'must be string');
    return v;
  }

  boolean(name: string): boolean | undefined {
    const v = this.values[name];
    if (v === undefined) return undefined;
    if (typeof v !== 'boolean') this.fail(name, 'must be boolean');
    return v;
  }

  /** An integer ≥ min (query strings are coerced, as Storage's validator does). */
  integer(name: string, min: number): number | undefined {
    let v = this.values[name];
    if (v === undefined) return undefined;
    if (this.where === 'querystring' && typeof v === 'string' && /^-?\d+$/.test(v)) v = Number(v);
    if (typeof v !== 'number' || !Number.isSafeInteger(v)) this.fail(name, 'must be integer');
    if (v < min) this.fail(name, `must be >= ${min}`);
    return v;
  }

  oneOf<T extends string>(name: string, allowed: readonly T[]): T | undefined {
    const v = this.string(name);
    if (v === undefined) return undefined;
    if (!allowed.includes(v as T)) this.fail(name, 'must be equal to one of the allowed values');
    return v as T;
  }

  stringArray(name: string, opts: { nullable?: boolean; minItems?: number; maxItems?: number } = {}) {
    const v = this.values[name];
    if (v === undefined) return undefined;
    if (v === null && opts.nullable) return null;
    if (!Array.isArray(v)) this.fail(name, 'must be array');
    v.forEach((item, i) => {
      if (typeof item !== 'string') this.fail(`${name}/${i}`, 'must be string');
    });
    if (opts.minItems !== undefined && v.length < opts.minItems)
      this.fail(name, `must NOT have fewer than ${opts.minItems} items`);
    if (opts.maxItems !== undefined && v.length > opts.maxItems)
      this.fail(name, `must NOT have more than ${opts.maxItems} items`);
    return v as string[];
  }

  object(name: string): Fields | undefined {
    const v = this.values[name];
    if (v === undefined) return undefined;
    if (!v || typeof v !== 'object' || Array.isArray(v)) this.fail(name, 'must be object');
    return new Fields(v as Record<string, unknown>, this.where);
  }
}
