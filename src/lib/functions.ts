import { FunctionsHttpError } from '@supabase/supabase-js';
import type { z } from 'zod';
import type { Client } from '@/lib/client-registry';
import { checkedJson } from '@/lib/rows';

/** An edge function's refusal: its HTTP status, the `{ error }` message and the whole answer. */
export class FunctionError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly answer: Record<string, unknown> | null = null,
  ) {
    super(message);
    this.name = 'FunctionError';
  }
}

/**
 * Calls one of the project's edge functions with a JSON body and returns its JSON answer, checked
 * against `shape` (an edge function has no generated type): an answer of another shape throws a
 * RowCheckError, which the cache's error path shows. A refusal throws a FunctionError carrying the
 * function's own message, so a toast can show it as it is.
 */
export async function callFunction<T>(
  client: Client,
  name: string,
  body: Record<string, unknown>,
  shape: z.ZodType<T>,
): Promise<T> {
  const { data, error } = await client.functions.invoke(name, { method: 'POST', body });
  if (!error) return checkedJson(data, shape, name);
  if (error instanceof FunctionsHttpError && error.context instanceof Response) {
    const answer = (await error.context.json().catch(() => null)) as Record<string, unknown> | null;
    const message = typeof answer?.error === 'string' ? answer.error : error.message;
    throw new FunctionError(message, error.context.status, answer);
  }
  throw new FunctionError(error instanceof Error ? error.message : 'The request could not be sent.', null);
}
