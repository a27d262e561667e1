// Signed URLs: made for what the caller may read (or write), verified by the server, refused when
// tampered with, made for another object or action, or expired. Expiry is tested with tokens signed
// here with an exp in the past (the stack's secret, as Storage's own signer would), never by waiting.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestStack, type RunningStack } from '../src/testing.ts';
import { member, POLICIES_SQL, raw, type Member } from './support/storage.ts';

let stack: RunningStack;
let anon: SupabaseClient;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.exec(POLICIES_SQL);
  anon = createTestClient(stack);
  [alice, bob] = [await member(stack, 'alice'), await member(stack, 'bob')];
  const up = await alice.client.storage
    .from('private')
    .upload(`${alice.id}/cv.pdf`, 'PDF', { contentType: 'application/pdf' });
  expect(up.error).toBeNull();
});
afterAll(() => stack?.stop());

/** A token as Storage signs them, with the stack's JWT secret and the claims given. */
function token(claims: Record<string, unknown>, exp: number): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt(exp - 60)
    .setExpirationTime(exp)
    .sign(new TextEncoder().encode(stack.jwtSecret));
}

const now = () => Math.floor(Date.now() / 1000);

describe('createSignedUrl(s)', () => {
  it('gives a URL anyone can open until it expires, with the download name when asked', async () => {
    const { data, error } = await alice.client.storage
      .from('private')
      .createSignedUrl(`${alice.id}/cv.pdf`, 60, { download: 'Alice CV.pdf' });
    expect(error).toBeNull();
    const res = await fetch(data!.signedUrl);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('PDF');
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(
      "attachment; filename=Alice%20CV.pdf; filename*=UTF-8''Alice%20CV.pdf",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const expires = new Date(res.headers.get('expires')!).getTime();
    expect(expires).toBeGreaterThan(Date.now() + 50_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 61_000);
  });

  it('is refused for objects the caller cannot read', async () => {
    const bobs = await bob.client.storage.from('private').createSignedUrl(`${alice.id}/cv.pdf`, 60);
    expect(bobs.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
    const visitor = await anon.storage.from('private').createSignedUrl(`${alice.id}/cv.pdf`, 60);
    expect(visitor.error?.message).toBe('Object not found');
    const zero = await alice.client.storage.from('private').createSignedUrl(`${alice.id}/cv.pdf`, 0);
    expect(zero.error?.message).toBe('body/expiresIn must be >= 1');
  });

  it('signs many at once, with an error for each path the caller cannot read', async () => {
    const paths = [`${alice.id}/cv.pdf`, `${alice.id}/missing.pdf`];
    const mine = await alice.client.storage.from('private').createSignedUrls(paths, 60);
    expect(mine.error).toBeNull();
    expect(mine.data![0]).toMatchObject({ path: paths[0], error: null });
    expect(await (await fetch(mine.data![0]!.signedUrl!)).text()).toBe('PDF');
    expect(mine.data![1]).toMatchObject({
      path: paths[1],
      signedUrl: null,
      error: 'Either the object does not exist or you do not have access to it',
    });
    const bobs = await bob.client.storage.from('private').createSignedUrls(paths, 60);
    expect(bobs.data!.every((d) => d.signedUrl === null)).toBe(true);
  });

  it('verifies the token: tampered, for another object, for uploading, or expired → Storage’s errors', async () => {
    const { data } = await alice.client.storage.from('private').createSignedUrl(`${alice.id}/cv.pdf`, 60);
    const url = new URL(data!.signedUrl);
    const good = url.searchParams.get('token')!;
    const path = `/storage/v1/object/sign/private/${alice.id}/cv.pdf`;

    const [header, payload, signature] = good.split('.');
    const flipped = signature!.slice(0, -2) + (signature!.endsWith('AA') ? 'BB' : 'AA');
    const tampered = await raw(stack, 'GET', `${path}?token=${header}.${payload}.${flipped}`);
    expect(tampered.status).toBe(400);
    expect(tampered.json).toEqual({
      statusCode: '400',
      code: 'InvalidJWT',
      error: 'InvalidJWT',
      message: 'signature verification failed',
    });
    // Claims changed to name another object, signature kept.
    const otherPayload = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), url: `private/${bob.id}/x` }),
    ).toString('base64url');
    expect((await raw(stack, 'GET', `${path}?token=${header}.${otherPayload}.${signature}`)).json.message).toBe(
      'signature verification failed',
    );

    const forOther = await token({ url: `private/${alice.id}/other.pdf`, scope: 'download' }, now() + 60);
    expect((await raw(stack, 'GET', `${path}?token=${forOther}`)).json).toMatchObject({
      statusCode: '400',
      code: 'InvalidSignature',
      message: 'Invalid signature',
    });
    const forUpload = await token({ url: `private/${alice.id}/cv.pdf`, scope: 'upload', upsert: false }, now() + 60);
    expect((await raw(stack, 'GET', `${path}?token=${forUpload}`)).json.message).toBe(
      'Token is not scoped for download',
    );

    const expired = await token({ url: `private/${alice.id}/cv.pdf`, scope: 'download' }, now() - 5);
    const late = await raw(stack, 'GET', `${path}?token=${expired}`);
    expect(late.status).toBe(400);
    expect(late.json).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
    });

    const missing = await raw(stack, 'GET', path);
    expect(missing.json.message).toBe("querystring must have required property 'token'");
    // The untouched token still works.
    expect((await raw(stack, 'GET', `${path}?token=${good}`)).text).toBe('PDF');
  });
});

describe('createSignedUploadUrl + uploadToSignedUrl', () => {
  it('lets the member hand out a one-object upload into their folder, owned by them', async () => {
    const key = `${alice.id}/via-signed.txt`;
    const signed = await alice.client.storage.from('private').createSignedUploadUrl(key);
    expect(signed.error).toBeNull();
    expect(signed.data!.signedUrl).toContain(`/storage/v1/object/upload/sign/private/${key}?token=`);
    // Anyone holding the token uploads (here: a visitor's client).
    const up = await anon.storage.from('private').uploadToSignedUrl(key, signed.data!.token, 'signed upload', {
      contentType: 'text/plain',
    });
    expect(up).toEqual({ data: { path: key, fullPath: `private/${key}` }, error: null });
    expect(await (await alice.client.storage.from('private').download(key)).data!.text()).toBe('signed upload');
    const { rows } = await stack.db.query<{ owner_id: string }>(
      `select owner_id from storage.objects where bucket_id = 'private' and name = $1`,
      [key],
    );
    expect(rows[0]!.owner_id).toBe(alice.id);

    // Not twice without upsert; with an upsert token, replaced.
    const again = await anon.storage.from('private').uploadToSignedUrl(key, signed.data!.token, 'again');
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const upsert = await alice.client.storage.from('private').createSignedUploadUrl(key, { upsert: true });
    const replaced = await anon.storage.from('private').uploadToSignedUrl(key, upsert.data!.token, 'replaced', {
      contentType: 'text/plain',
      upsert: true,
    });
    expect(replaced.error).toBeNull();
    expect(await (await alice.client.storage.from('private').download(key)).data!.text()).toBe('replaced');
  });

  it('is refused where the member may not write, for another path, and once expired', async () => {
    const intrude = await bob.client.storage.from('private').createSignedUploadUrl(`${alice.id}/bob.txt`);
    expect(intrude.error?.message).toBe('new row violates row-level security policy');

    const signed = await alice.client.storage.from('private').createSignedUploadUrl(`${alice.id}/one.txt`);
    const elsewhere = await anon.storage
      .from('private')
      .uploadToSignedUrl(`${alice.id}/two.txt`, signed.data!.token, 'x');
    expect(elsewhere.error).toMatchObject({ statusCode: '400', message: 'Invalid signature' });

    const expired = await token(
      { url: `private/${alice.id}/one.txt`, scope: 'upload', upsert: false, owner: alice.id },
      now() - 1,
    );
    const late = await anon.storage.from('private').uploadToSignedUrl(`${alice.id}/one.txt`, expired, 'x');
    expect(late.error?.message).toBe('"exp" claim timestamp check failed');
    const download = await token({ url: `private/${alice.id}/one.txt`, scope: 'download' }, now() + 60);
    const wrongScope = await anon.storage.from('private').uploadToSignedUrl(`${alice.id}/one.txt`, download, 'x');
    expect(wrongScope.error?.message).toBe('Token is not scoped for upload');
    expect((await alice.client.storage.from('private').exists(`${alice.id}/one.txt`)).data).toBe(false);
  });
});
