// Limits: a bucket's file_size_limit and allowed_mime_types, the stack's own limit (config.toml
// [storage] file_size_limit) refused before a body is read whole, and keys Storage refuses
// (dot segments, absolute paths, characters outside its set) with 400, nothing written.
import { mkdtempSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseSize } from '../src/config.ts';
import { startTestStack, type RunningStack } from '../src/testing.ts';
import { bytes, member, POLICIES_SQL, raw, storedFiles, type Member } from './support/storage.ts';

const STACK_LIMIT = 64 * 1024;
let stack: RunningStack;
let alice: Member;

beforeAll(async () => {
  stack = await startTestStack({ storageFileSizeLimit: STACK_LIMIT });
  await stack.db.exec(POLICIES_SQL);
  alice = await member(stack, 'alice');
});
afterAll(() => stack?.stop());

/** A body produced on demand, counting what the client was asked for. */
function lazyBody(total: number, chunk = 64 * 1024): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const piece = new Uint8Array(chunk).fill(97);
  return {
    stream: new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) {
          controller.close();
          return;
        }
        const n = Math.min(chunk, total - sent);
        sent += n;
        controller.enqueue(n === chunk ? piece : piece.subarray(0, n));
      },
    }),
    pulled: () => sent,
  };
}

function expectNothingStored(): void {
  const files = storedFiles(stack);
  expect(files.tmp).toEqual([]);
}

describe('file_size_limit', () => {
  it('refuses a file over the bucket’s limit, by its declared length or while streaming', async () => {
    const ok = await alice.client.storage
      .from('limited')
      .upload(`${alice.id}/ok.png`, bytes(1000), { contentType: 'image/png' });
    expect(ok.error).toBeNull();
    const over = await alice.client.storage
      .from('limited')
      .upload(`${alice.id}/big.png`, bytes(1001), { contentType: 'image/png' });
    expect(over.error).toMatchObject({
      status: 400,
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    // A Blob goes as a multipart form: its length is only known while reading.
    const form = await alice.client.storage
      .from('limited')
      .upload(`${alice.id}/big2.png`, new Blob([new Uint8Array(bytes(1001))], { type: 'image/png' }));
    expect(form.error?.message).toBe('The object exceeded the maximum allowed size');
    // No Content-Length at all (chunked): counted as it streams.
    const chunked = await fetch(`${stack.url}/storage/v1/object/limited/${alice.id}/big3.png`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'image/png' },
      body: lazyBody(5000, 512).stream,
      duplex: 'half',
    } as RequestInit);
    expect(chunked.status).toBe(400);
    expect((await chunked.json()).statusCode).toBe('413');
    expectNothingStored();
    expect((await alice.client.storage.from('limited').list(alice.id)).data!.map((o) => o.name)).toEqual(['ok.png']);
  });

  it('holds the stack’s own limit for buckets without one, and refuses before reading the body whole', async () => {
    const under = await alice.client.storage
      .from('private')
      .upload(`${alice.id}/under.bin`, bytes(STACK_LIMIT), { contentType: 'application/octet-stream' });
    expect(under.error).toBeNull();

    // 200 MB declared: the answer comes before the client has produced more than a sliver of it.
    const declared = lazyBody(200 * 1024 * 1024);
    const res = await fetch(`${stack.url}/storage/v1/object/private/${alice.id}/huge.bin`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${alice.token}`,
        'content-type': 'application/octet-stream',
        'content-length': String(200 * 1024 * 1024),
      },
      body: declared.stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ statusCode: '413', code: 'EntityTooLarge' });
    expect(declared.pulled()).toBeLessThan(20 * 1024 * 1024);

    // Undeclared: cut off once past the limit, not read on.
    const streamed = lazyBody(200 * 1024 * 1024);
    const res2 = await fetch(`${stack.url}/storage/v1/object/private/${alice.id}/huge2.bin`, {
      method: 'POST',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'application/octet-stream' },
      body: streamed.stream,
      duplex: 'half',
    } as RequestInit);
    expect((await res2.json()).statusCode).toBe('413');
    expect(streamed.pulled()).toBeLessThan(20 * 1024 * 1024);
    expectNothingStored();
    // The stack answers normally afterwards.
    expect((await alice.client.storage.from('private').exists(`${alice.id}/under.bin`)).data).toBe(true);
  });

  it('reads [storage] file_size_limit from supabase/config.toml', () => {
    expect(parseSize('50MiB')).toBe(52_428_800);
    expect(parseSize('5MB')).toBe(5_000_000);
    expect(parseSize('1.5GiB')).toBe(1_610_612_736);
    expect(parseSize(1024)).toBe(1024);
    expect(parseSize('lots')).toBeNaN();
    const dir = mkdtempSync(join(tmpdir(), 'storage-config-'));
    try {
      const file = join(dir, 'supabase', 'config.toml');
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, '[storage]\nfile_size_limit = "2MiB"\n');
      expect(loadConfig(dir).storage.fileSizeLimit).toBe(2 * 1024 * 1024);
      writeFileSync(file, '[storage]\nfile_size_limit = "two megs"\n');
      expect(() => loadConfig(dir)).toThrow(/file_size_limit/);
      writeFileSync(file, '[api]\nport = 1\n');
      expect(loadConfig(dir).storage.fileSizeLimit).toBe(50 * 1024 * 1024);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('allowed_mime_types', () => {
  it('takes the types a bucket allows, wildcards included, and refuses the rest with 415', async () => {
    const png = await alice.client.storage
      .from('limited')
      .upload(`${alice.id}/a.png`, bytes(10), { contentType: 'image/png' });
    expect(png.error).toBeNull();
    const webp = await alice.client.storage
      .from('limited')
      .upload(`${alice.id}/a.webp`, new Blob([new Uint8Array(bytes(10))], { type: 'image/webp' }));
    expect(webp.error).toBeNull();
    const text = await alice.client.storage
      .from('limited')
      .upload(`${alice.id}/a.txt`, 'x', { contentType: 'text/plain' });
    expect(text.error).toBeNull();
    const pdf = await alice.client.storage
      .from('limited')
      .upload(`${alice.id}/a.pdf`, 'x', { contentType: 'application/pdf' });
    expect(pdf.error).toMatchObject({
      status: 400,
      statusCode: '415',
      message: 'mime type application/pdf is not supported',
    });
    // As on Supabase, parameters count: storage-js's default type carries a charset.
    const charset = await alice.client.storage.from('limited').upload(`${alice.id}/b.txt`, 'x');
    expect(charset.error?.message).toBe('mime type text/plain;charset=UTF-8 is not supported');
    const html = await alice.client.storage
      .from('limited')
      .upload(`${alice.id}/a.html`, new Blob(['<b>'], { type: 'text/html' }));
    expect(html.error?.message).toBe('mime type text/html is not supported');
    expectNothingStored();
  });
});

describe('keys Storage refuses', () => {
  const put = (path: string) =>
    raw(stack, 'POST', `/storage/v1/object/private/${path}`, {
      headers: { authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'text/plain' },
      body: 'x',
    });

  it('answers 400 InvalidKey for traversal, absolute paths and odd names, writing nothing', async () => {
    const before = readdirSync(dirname(stack.storageDir)).length;
    const cases: Array<[string, string]> = [
      ['a/../../../etc/passwd', 'Invalid key: a/../../../etc/passwd contains dot path segment'],
      ['..%2f..%2fescape.txt', 'Invalid key: ../../escape.txt contains dot path segment'],
      ['./here.txt', 'Invalid key: ./here.txt contains dot path segment'],
      ['/etc/passwd', 'Invalid key: /etc/passwd must be a relative path'],
      ['%2Fetc%2Fpasswd', 'Invalid key: /etc/passwd must be a relative path'],
      ['r%C3%A9sum%C3%A9.pdf', 'Invalid key: résumé.pdf'],
      ['nul%00byte', 'Invalid key: nul\u0000byte'],
      ['back%5Cslash', 'Invalid key: back\\slash'],
      ['', 'Invalid key: '],
    ];
    for (const [path, message] of cases) {
      const res = await put(path);
      expect(res.status, path).toBe(400);
      expect(res.json, path).toEqual({ statusCode: '400', code: 'InvalidKey', error: 'InvalidKey', message });
    }
    const bad = await raw(stack, 'GET', '/storage/v1/object/private/%E0%A4%A', {
      headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(bad.status).toBe(400);
    expectNothingStored();
    // Nothing appeared beside the storage directory either.
    expect(readdirSync(dirname(stack.storageDir)).length).toBe(before);
  });

  it('refuses bucket names outside Storage’s set on object routes', async () => {
    const res = await raw(stack, 'POST', `/storage/v1/object/no%2Fslash/x.txt`, {
      headers: { authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(res.json).toMatchObject({ statusCode: '400', message: 'Bucket name invalid' });
  });

  it('answers an upload to a bucket that is not there with 404 Bucket not found', async () => {
    const res = await alice.client.storage.from('nope').upload(`${alice.id}/x.txt`, 'x');
    expect(res.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});
