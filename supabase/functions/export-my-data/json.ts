// JSON written as it is read: a document is plain values whose large parts are async iterables (the
// pages of a read), written out as arrays while the pages arrive. The text is the same as
// JSON.stringify(value, null, 2) would give for the whole value, without ever holding the whole value.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json | undefined };
/** A JSON value where any part may be an async iterable of values (written as an array). */
export type Streamed = Json | AsyncIterable<Streamed> | Streamed[] | { [key: string]: Streamed | undefined };

function isAsyncIterable(value: unknown): value is AsyncIterable<Streamed> {
  return value !== null && typeof value === 'object' && Symbol.asyncIterator in value;
}

/** Does a value (or anything inside it) still have to be read? Plain parts are written in one go. */
function isPlain(value: Streamed): value is Json {
  if (value === null || typeof value !== 'object') return true;
  if (isAsyncIterable(value)) return false;
  if (Array.isArray(value)) return value.every(isPlain);
  return Object.values(value).every((v) => v === undefined || isPlain(v));
}

/** The JSON text of `value`, in pieces, indented by two spaces a level as JSON.stringify(v, null, 2). */
export async function* jsonText(value: Streamed, indent = ''): AsyncGenerator<string> {
  if (isPlain(value)) {
    const text = JSON.stringify(value, null, 2) ?? 'null';
    yield indent ? text.replaceAll('\n', `\n${indent}`) : text;
    return;
  }
  const inner = `${indent}  `;
  if (isAsyncIterable(value) || Array.isArray(value)) {
    let first = true;
    for await (const item of value as AsyncIterable<Streamed>) {
      yield first ? `[\n${inner}` : `,\n${inner}`;
      first = false;
      yield* jsonText(item, inner);
    }
    yield first ? '[]' : `\n${indent}]`;
    return;
  }
  let first = true;
  for (const [key, item] of Object.entries(value as Record<string, Streamed | undefined>)) {
    if (item === undefined) continue;
    yield `${first ? '{\n' : ',\n'}${inner}${JSON.stringify(key)}: `;
    first = false;
    yield* jsonText(item, inner);
  }
  yield first ? '{}' : `\n${indent}}`;
}

const CHUNK = 64 * 1024;

/**
 * Pieces of text as a byte stream in chunks of about 64 KiB: pulled by the consumer (the ZIP writer),
 * so a read happens only when the archive is ready for more.
 */
export function textStream(pieces: AsyncIterable<string>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = pieces[Symbol.asyncIterator]();
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let text = '';
      while (text.length < CHUNK) {
        const next = await iterator.next();
        if (next.done) {
          if (text) controller.enqueue(encoder.encode(text));
          controller.close();
          return;
        }
        text += next.value;
      }
      controller.enqueue(encoder.encode(text));
    },
    async cancel(reason) {
      await iterator.return?.(reason);
    },
  });
}

/** A JSON document as a byte stream. */
export const jsonStream = (value: Streamed) => textStream(jsonText(value));
