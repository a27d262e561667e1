// Storage against a hostile member (issue 30, findings 1–3): no stored value can break a response,
// nothing a member uploads runs as a page of the stack's origin, and copy and move hold the
// destination bucket's types and limits. Each plant of the issue is tried through storage-js or the
// raw API; the stack must refuse it with Storage's 4xx and go on serving.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen, closeServer } from '../src/server.ts';
import { startTestStack, type RunningStack } from '../src/testing.ts';
import { bytes, member, POLICIES_SQL, raw, type Member } from './support/storage.ts';

let stack: RunningStack;
let alice: Member;
let bob: Member;

const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), bytes(200)]);
const HTML = '<html><body><script>window.pwned = true</script></body></html>';

beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.exec(POLICIES_SQL);
  alice = await member(stack, 'alice');
  bob = await member(stack, 'bob');
  // The project's buckets take members' files (the cvs policy wants a member profile).
  await stack.db.query(`update public.profiles set user_type = 'HR Professional' where id = any($1::uuid[])`, [
    [alice.id, bob.id],
  ]);
});
afterAll(() => stack?.stop());

const auth = (m: Member) => ({ authorization: `Bearer ${m.token}` });

/** A multipart upload as storage-js sends a File, with the form fields given. */
function multipart(
  fields: Record<string, string>,
  file: Buffer,
  fileType = 'image/png',
): { body: Buffer; type: string } {
  const boundary = '----hostile' + Math.random().toString(16).slice(2);
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="f"\r\nContent-Type: ${fileType}\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

async function servesAfterwards(key: string): Promise<void> {
  const head = await raw(stack, 'HEAD', `/storage/v1/object/public/photos/${key}`);
  expect(head.status).toBe(200);
  const get = await raw(stack, 'GET', `/storage/v1/object/public/photos/${key}`);
  expect(get.status).toBe(200);
  expect(get.headers['x-content-type-options']).toBe('nosniff');
}

describe('1. no stored value can break a response', () => {
  it('refuses control characters in cacheControl, contentType and user metadata, every way in', async () => {
    const key = `${alice.id}/b.png`;
    expect((await alice.client.storage.from('photos').upload(key, PNG, { contentType: 'image/png' })).error).toBeNull();

    // (a) copy replacing the metadata, as in the issue.
    const copy = (metadata: Record<string, string>) =>
      raw(stack, 'POST', '/storage/v1/object/copy', {
        headers: { ...auth(alice), 'content-type': 'application/json' },
        body: JSON.stringify({
          bucketId: 'photos',
          sourceKey: key,
          destinationKey: `${alice.id}/c${Math.random()}.png`,
          copyMetadata: false,
          metadata,
        }),
      });
    const crlfCache = await copy({ cacheControl: 'x\r\ny' });
    expect(crlfCache.status).toBe(400);
    expect(crlfCache.json).toMatchObject({ statusCode: '400', error: 'invalid_header_char' });
    const crlfType = await copy({ mimetype: 'image/png\r\nX-Injected: 1' });
    expect(crlfType.json).toMatchObject({ statusCode: '415', code: 'InvalidMimeType' });

    // (b) a multipart upload's form fields (storage-js's cacheControl and contentType).
    const upload = (fields: Record<string, string>, path = `${alice.id}/m${Math.random()}.png`) => {
      const form = multipart(fields, PNG);
      return raw(stack, 'POST', `/storage/v1/object/photos/${path}`, {
        headers: { ...auth(alice), 'content-type': form.type },
        body: form.body,
      });
    };
    expect((await upload({ cacheControl: '3600\r\nSet-Cookie: a=b' })).json).toMatchObject({
      statusCode: '400',
      error: 'invalid_header_char',
    });
    expect((await upload({ contentType: 'image/png\r\nX-Injected: 1' })).json).toMatchObject({ statusCode: '415' });
    expect((await upload({ cacheControl: '3600\u007f' })).json).toMatchObject({ error: 'invalid_header_char' });
    expect((await upload({ cacheControl: '3600\u0100' })).json).toMatchObject({ error: 'invalid_header_char' });

    // (c) user metadata: control characters, NUL (which jsonb cannot hold), depth, size, non-objects.
    const badMetadata = [
      JSON.stringify({ note: 'a\u0000b' }),
      JSON.stringify({ 'x\r\ny': 'z' }),
      JSON.stringify({ a: 'bell\u0007' }),
      '['.repeat(5000) + ']'.repeat(5000),
      JSON.stringify(['not', 'an', 'object']),
      JSON.stringify('text'),
    ];
    for (const metadata of badMetadata) {
      const res = await upload({ metadata });
      expect(res.status, metadata.slice(0, 40)).toBe(400);
      expect(res.json.statusCode).toBe('400');
    }
    const header = await raw(stack, 'POST', `/storage/v1/object/photos/${alice.id}/h.png`, {
      headers: {
        ...auth(alice),
        'content-type': 'image/png',
        'x-metadata': Buffer.from(JSON.stringify({ note: 'a\r\nb' })).toString('base64'),
      },
      body: PNG,
    });
    expect(header.status).toBe(400);
    const huge = await upload({ metadata: JSON.stringify({ a: 'x'.repeat(1024 * 1024 + 10) }) });
    expect(huge.json).toMatchObject({ statusCode: '413' });

    // (d) update (PUT) and a signed upload take the same checks.
    const form = multipart({ cacheControl: 'x\r\ny' }, PNG);
    const update = await raw(stack, 'PUT', `/storage/v1/object/photos/${key}`, {
      headers: { ...auth(alice), 'content-type': form.type },
      body: form.body,
    });
    expect(update.json).toMatchObject({ error: 'invalid_header_char' });
    const signed = await alice.client.storage.from('photos').createSignedUploadUrl(`${alice.id}/signed.png`);
    expect(signed.error).toBeNull();
    const signedForm = multipart({ contentType: 'image/png\r\n' }, PNG);
    const viaSigned = await raw(
      stack,
      'PUT',
      `/storage/v1/object/upload/sign/photos/${alice.id}/signed.png?token=${signed.data!.token}`,
      { headers: { 'content-type': signedForm.type }, body: signedForm.body },
    );
    expect(viaSigned.json).toMatchObject({ statusCode: '415' });

    // Nothing was stored but the first object, and it is still served, anonymously too.
    const listed = await alice.client.storage.from('photos').list(alice.id);
    expect(listed.data!.map((o) => o.name)).toEqual(['b.png']);
    await servesAfterwards(key);
  });

  it('serves objects stored with bad metadata (a data directory from before) sanitised', async () => {
    const key = `${alice.id}/legacy.png`;
    expect((await alice.client.storage.from('photos').upload(key, PNG, { contentType: 'image/png' })).error).toBeNull();
    // What an older stack let in, written straight into the database as it sits in a data directory.
    await stack.db.query(
      `update storage.objects set metadata = metadata || $3::jsonb where bucket_id = $1 and name = $2`,
      [
        'photos',
        key,
        JSON.stringify({
          cacheControl: 'x\r\ny',
          mimetype: 'image/png/,TEXT/HTML',
          eTag: '"abc"\r\nSet-Cookie: a=b',
          lastModified: 'not a date',
          contentLength: 'many',
        }),
      ],
    );
    for (const [method, path] of [
      ['HEAD', `/storage/v1/object/public/photos/${key}`],
      ['GET', `/storage/v1/object/public/photos/${key}`],
      ['GET', `/storage/v1/object/authenticated/photos/${key}`],
      ['GET', `/storage/v1/object/info/public/photos/${key}`],
    ] as const) {
      const res = await raw(stack, method, path, { headers: auth(alice) });
      expect(res.status, `${method} ${path}`).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      if (!path.includes('/info/')) {
        expect(res.headers['content-type']).toBe('application/octet-stream');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-disposition']).toBe('attachment');
        expect(res.headers['content-security-policy']).toBe('sandbox');
      }
    }
    const signed = await alice.client.storage.from('photos').createSignedUrl(key, 60);
    const viaSigned = await fetch(`${stack.url}/storage/v1${signed.data!.signedUrl.split('/storage/v1')[1]}`);
    expect(viaSigned.status).toBe(200);
    expect(viaSigned.headers.get('content-type')).toBe('application/octet-stream');
    await servesAfterwards(`${alice.id}/b.png`);
  });

  it('answers 500 to a response that cannot be written, for that request alone', async () => {
    const lines: string[] = [];
    let answer = 0;
    const { server, port } = await listen(
      async () => {
        answer++;
        if (answer === 1) return { status: 200, headers: { 'cache-control': 'x\r\ny' }, body: 'poison' };
        if (answer === 2) return { status: 1000, body: 'odd status' };
        return { status: 200, body: 'fine' };
      },
      { port: 0, bodyLimit: 1024, log: (l) => lines.push(l) },
    );
    try {
      const get = () =>
        new Promise<{ status: number; body: string }>((resolve, reject) => {
          const req = request({ host: '127.0.0.1', port, path: '/' }, (res) => {
            let body = '';
            res.on('data', (c: Buffer) => (body += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
          });
          req.on('error', reject);
          req.end();
        });
      expect(await get()).toMatchObject({ status: 500, body: '{"message":"An unexpected error occurred"}' });
      expect((await get()).status).toBe(500);
      expect(await get()).toEqual({ status: 200, body: 'fine' });
      expect(lines.filter((l) => l.includes('could not be written'))).toHaveLength(2);
    } finally {
      await closeServer(server);
    }
  });
});

describe('bad input found by the fuzz run answers 4xx', () => {
  it('answers 400, not 500, to a NUL in a list’s prefix or search', async () => {
    for (const body of [{ prefix: '\u0000' }, { prefix: `${alice.id}/a\u0000b` }, { prefix: '', search: '\u0000' }]) {
      const res = await raw(stack, 'POST', '/storage/v1/object/list/cvs', {
        headers: { ...auth(alice), 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json).toMatchObject({ statusCode: '400', code: 'InvalidParameter' });
    }
    const listed = await alice.client.storage.from('cvs').list(alice.id);
    expect(listed.error).toBeNull();
  });
});

describe('2. nothing a member uploads runs as our page', () => {
  it('refuses types that smuggle another type past the bucket, and SVG as a photo', async () => {
    for (const contentType of [
      'image/png/,TEXT/HTML',
      'image/png/,image/svg+xml',
      'image/png,text/html',
      'image/png text/html',
      'image/png;a=b,text/html',
      'image/png\ttext/html',
      'image/svg+xml',
      'IMAGE/SVG+XML',
      'text/html',
      'image/',
      '/png',
    ]) {
      const { error } = await alice.client.storage
        .from('photos')
        .upload(`${alice.id}/smuggled.png`, PNG, { contentType, upsert: true });
      expect(error, contentType).toMatchObject({ statusCode: '415' });
    }
    // A type the bucket allows, in another case, is the same type.
    const upper = await alice.client.storage
      .from('photos')
      .upload(`${alice.id}/upper.png`, PNG, { contentType: 'IMAGE/PNG' });
    expect(upper.error).toBeNull();

    // Copy replacing the type with SVG: refused by the destination's types.
    expect(
      (await alice.client.storage.from('photos').upload(`${alice.id}/src.png`, PNG, { contentType: 'image/png' }))
        .error,
    ).toBeNull();
    const svgCopy = await raw(stack, 'POST', '/storage/v1/object/copy', {
      headers: { ...auth(alice), 'content-type': 'application/json' },
      body: JSON.stringify({
        bucketId: 'photos',
        sourceKey: `${alice.id}/src.png`,
        destinationKey: `${alice.id}/evil.svg`,
        copyMetadata: false,
        metadata: { mimetype: 'image/svg+xml' },
      }),
    });
    expect(svgCopy.json).toMatchObject({ statusCode: '415', message: 'mime type image/svg+xml is not supported' });
  });

  it('serves every object with nosniff; anything but a raster image or PDF as a sandboxed attachment', async () => {
    const put = async (bucket: string, name: string, body: string | Buffer, contentType: string) => {
      const { error } = await alice.client.storage.from(bucket).upload(`${alice.id}/${name}`, body, { contentType });
      expect(error, name).toBeNull();
      return `${alice.id}/${name}`;
    };
    const html = await put('gallery', 'page.html', HTML, 'text/html');
    const svg = await put(
      'gallery',
      'pic.svg',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'image/svg+xml',
    );
    const xml = await put('gallery', 'doc.xhtml', HTML, 'application/xhtml+xml');
    const png = await put('gallery', 'pic.png', PNG, 'image/png');
    const pdf = await put('gallery', 'doc.pdf', '%PDF-1.4\n%%EOF\n', 'application/pdf');
    const secret = await put('private', 'cv.pdf', '%PDF-1.4\n%%EOF\n', 'application/pdf');

    for (const key of [html, svg, xml]) {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await raw(stack, method, `/storage/v1/object/public/gallery/${key}`);
        expect(res.status).toBe(200);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-disposition']).toBe('attachment');
        expect(res.headers['content-security-policy']).toBe('sandbox');
      }
    }
    expect((await raw(stack, 'GET', `/storage/v1/object/public/gallery/${html}`)).headers['content-type']).toBe(
      'text/plain',
    );
    for (const key of [png, pdf]) {
      const res = await raw(stack, 'GET', `/storage/v1/object/public/gallery/${key}`);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
    // Private buckets (CVs): always an attachment, by every route.
    const direct = await raw(stack, 'GET', `/storage/v1/object/authenticated/private/${secret}`, {
      headers: auth(alice),
    });
    expect(direct.headers['content-disposition']).toBe('attachment');
    expect(direct.headers['x-content-type-options']).toBe('nosniff');
    const signed = await alice.client.storage.from('private').createSignedUrl(secret, 60);
    const viaSigned = await fetch(`${stack.url}/storage/v1${signed.data!.signedUrl.split('/storage/v1')[1]}`);
    expect(viaSigned.headers.get('content-disposition')).toBe('attachment');
    expect(viaSigned.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('3. copy and move hold the destination bucket’s limits and types', () => {
  it('refuses a CV copied or moved into the public photos bucket', async () => {
    const cv = `${alice.id}/cv.pdf`;
    expect(
      (await alice.client.storage.from('cvs').upload(cv, '%PDF-1.4\n%%EOF\n', { contentType: 'application/pdf' }))
        .error,
    ).toBeNull();
    const copied = await alice.client.storage
      .from('cvs')
      .copy(cv, `${alice.id}/cv.png`, { destinationBucket: 'photos' });
    expect(copied.error).toMatchObject({ statusCode: '415', message: 'mime type application/pdf is not supported' });
    const moved = await alice.client.storage
      .from('cvs')
      .move(cv, `${alice.id}/cv.png`, { destinationBucket: 'photos' });
    expect(moved.error).not.toBeNull();
    const pub = await fetch(alice.client.storage.from('photos').getPublicUrl(`${alice.id}/cv.png`).data.publicUrl);
    expect(pub.status).toBe(400);
    // The same CV may be copied where PDFs belong.
    const kept = await alice.client.storage.from('cvs').copy(cv, `${alice.id}/cv-copy.pdf`);
    expect(kept.error).toBeNull();
  });

  it('holds the destination’s types and size limit on copy and move, and its policies', async () => {
    // 'limited' takes image/* and text/plain up to 1000 bytes.
    const big = `${alice.id}/big.png`;
    const pdf = `${alice.id}/doc.pdf`;
    expect(
      (await alice.client.storage.from('private').upload(big, bytes(1500), { contentType: 'image/png' })).error,
    ).toBeNull();
    expect(
      (await alice.client.storage.from('private').upload(pdf, 'pdf', { contentType: 'application/pdf' })).error,
    ).toBeNull();
    const into = { destinationBucket: 'limited' };
    expect((await alice.client.storage.from('private').copy(big, `${alice.id}/big.png`, into)).error).toMatchObject({
      statusCode: '413',
    });
    expect((await alice.client.storage.from('private').move(big, `${alice.id}/big.png`, into)).error).toMatchObject({
      statusCode: '413',
    });
    expect((await alice.client.storage.from('private').copy(pdf, `${alice.id}/doc.pdf`, into)).error).toMatchObject({
      statusCode: '415',
    });
    expect((await alice.client.storage.from('private').move(pdf, `${alice.id}/doc.pdf`, into)).error).toMatchObject({
      statusCode: '415',
    });
    // Within the limits both work; into someone else's folder neither does.
    const small = `${alice.id}/small.png`;
    expect(
      (await alice.client.storage.from('private').upload(small, bytes(10), { contentType: 'image/png' })).error,
    ).toBeNull();
    expect((await alice.client.storage.from('private').copy(small, `${alice.id}/small.png`, into)).error).toBeNull();
    expect((await alice.client.storage.from('private').copy(small, `${bob.id}/small.png`, into)).error).toMatchObject({
      statusCode: '403',
    });
    expect((await alice.client.storage.from('private').move(small, `${bob.id}/small.png`, into)).error).not.toBeNull();
    expect((await alice.client.storage.from('private').move(small, `${alice.id}/moved.png`, into)).error).toBeNull();
    const unknown = await alice.client.storage
      .from('private')
      .copy(big, `${alice.id}/x.png`, { destinationBucket: 'nope' });
    expect(unknown.error).toMatchObject({ statusCode: '404' });
  });
});
