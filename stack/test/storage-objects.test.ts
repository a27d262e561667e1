// /storage/v1/object through supabase-js's storage-js, with policies on storage.objects as a project
// writes them (members keep files in a folder named by their id): every call allowed and refused.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestStack, type RunningStack } from '../src/testing.ts';
import { bytes, member, POLICIES_SQL, raw, storedFiles, type Member } from './support/storage.ts';

let stack: RunningStack;
let service: SupabaseClient;
let anon: SupabaseClient;
let alice: Member;
let bob: Member;

const sha = (b: Buffer | ArrayBuffer) =>
  createHash('sha256')
    .update(Buffer.from(b as ArrayBuffer))
    .digest('hex');

beforeAll(async () => {
  stack = await startTestStack();
  await stack.db.exec(POLICIES_SQL);
  service = createTestClient(stack, stack.serviceRoleKey);
  anon = createTestClient(stack);
  [alice, bob] = [await member(stack, 'alice'), await member(stack, 'bob')];
});
afterAll(() => stack?.stop());

describe('upload and download', () => {
  it('keeps a member’s file in their folder, owned by them, readable only by them', async () => {
    const content = bytes(20_000);
    const up = await alice.client.storage
      .from('private')
      .upload(`${alice.id}/cv.pdf`, content, { contentType: 'application/pdf', cacheControl: '120' });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path: `${alice.id}/cv.pdf`, fullPath: `private/${alice.id}/cv.pdf` });

    const { rows } = await stack.db.query<{
      id: string;
      owner: string;
      owner_id: string;
      metadata: Record<string, unknown>;
    }>(`select id, owner, owner_id, metadata from storage.objects where bucket_id = 'private' and name = $1`, [
      `${alice.id}/cv.pdf`,
    ]);
    expect(rows[0]).toMatchObject({ id: up.data!.id, owner: alice.id, owner_id: alice.id });
    expect(rows[0]!.metadata).toMatchObject({
      size: 20_000,
      mimetype: 'application/pdf',
      cacheControl: 'max-age=120',
      eTag: `"${createHash('md5').update(content).digest('hex')}"`,
    });

    const mine = await alice.client.storage.from('private').download(`${alice.id}/cv.pdf`);
    expect(mine.error).toBeNull();
    expect(sha(await mine.data!.arrayBuffer())).toBe(sha(content));

    const bobs = await bob.client.storage.from('private').download(`${alice.id}/cv.pdf`);
    expect(bobs.error).toMatchObject({ status: 400 });
    const visitor = await anon.storage.from('private').download(`${alice.id}/cv.pdf`);
    expect(visitor.error).toMatchObject({ status: 400 });
    const bodyOf = await raw(stack, 'GET', `/storage/v1/object/private/${alice.id}/cv.pdf`, {
      headers: { authorization: `Bearer ${bob.token}` },
    });
    expect(bodyOf.json).toEqual({
      statusCode: '404',
      code: 'NoSuchKey',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('refuses writes outside the member’s folder with the RLS error', async () => {
    const intrude = await bob.client.storage.from('private').upload(`${alice.id}/evil.pdf`, 'x');
    expect(intrude.error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    const visitor = await anon.storage.from('private').upload('loose.txt', 'x');
    expect(visitor.error?.message).toBe('new row violates row-level security policy');
    expect(storedFiles(stack).tmp).toEqual([]);
  });

  it('refuses a second upload to the same key unless upsert, and replaces the file when asked', async () => {
    const key = `${alice.id}/photo.png`;
    const first = await alice.client.storage.from('private').upload(key, bytes(100, 1), { contentType: 'image/png' });
    expect(first.error).toBeNull();
    const filesBefore = storedFiles(stack).objects.length;
    const dup = await alice.client.storage.from('private').upload(key, bytes(100, 2), { contentType: 'image/png' });
    expect(dup.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

    const replaced = await alice.client.storage
      .from('private')
      .upload(key, bytes(150, 3), { contentType: 'image/png', upsert: true });
    expect(replaced.error).toBeNull();
    expect(replaced.data?.id).toBe(first.data?.id);
    const got = await alice.client.storage.from('private').download(key);
    expect(sha(await got.data!.arrayBuffer())).toBe(sha(bytes(150, 3)));
    // The replaced version's file is gone: still one file for the key.
    expect(storedFiles(stack).objects.length).toBe(filesBefore);

    const updated = await alice.client.storage.from('private').update(key, bytes(10, 4), { contentType: 'image/png' });
    expect(updated.error).toBeNull();
    const again = await alice.client.storage.from('private').download(key);
    expect(sha(await again.data!.arrayBuffer())).toBe(sha(bytes(10, 4)));
    const bobUpdate = await bob.client.storage.from('private').update(key, 'x');
    expect(bobUpdate.error?.message).toBe('new row violates row-level security policy');
  });

  it('takes Blobs as multipart forms with their type and cache-control, and serves them with them', async () => {
    const blob = new Blob(['<p>hi</p>'], { type: 'text/html' });
    const up = await alice.client.storage.from('private').upload(`${alice.id}/page.html`, blob, { cacheControl: '60' });
    expect(up.error).toBeNull();
    const res = await raw(stack, 'GET', `/storage/v1/object/private/${alice.id}/page.html`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.text).toBe('<p>hi</p>');
    // Never served as HTML from a bucket, never sniffed into it.
    expect(res.headers['content-type']).toBe('text/plain');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('max-age=60');
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{32}"$/);

    const file = new File([new Uint8Array(bytes(64))], 'photo.png', { type: 'image/png' });
    const form = await alice.client.storage.from('private').upload(`${alice.id}/file.png`, file);
    expect(form.error).toBeNull();
    const served = await raw(stack, 'GET', `/storage/v1/object/authenticated/private/${alice.id}/file.png`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-length']).toBe('64');
  });

  it('serves downloads as attachments when asked, and byte ranges', async () => {
    const key = `${alice.id}/letter.txt`;
    await alice.client.storage.from('private').upload(key, 'Dear HR, ...', { contentType: 'text/plain' });
    const named = await raw(stack, 'GET', `/storage/v1/object/private/${key}?download=My%20CV.txt`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(named.headers['content-disposition']).toBe("attachment; filename=My%20CV.txt; filename*=UTF-8''My%20CV.txt");
    const bare = await raw(stack, 'GET', `/storage/v1/object/private/${key}?download`, {
      headers: { authorization: `Bearer ${alice.token}` },
    });
    expect(bare.headers['content-disposition']).toBe('attachment;');
    const part = await raw(stack, 'GET', `/storage/v1/object/private/${key}`, {
      headers: { authorization: `Bearer ${alice.token}`, range: 'bytes=0-3' },
    });
    expect(part.status).toBe(206);
    expect(part.text).toBe('Dear');
    expect(part.headers['content-range']).toBe('bytes 0-3/12');
  });

  it('serves public buckets to anyone by their public URL, private ones to no one that way', async () => {
    const key = `${alice.id}/avatar.png`;
    expect(
      (await alice.client.storage.from('gallery').upload(key, bytes(300), { contentType: 'image/png' })).error,
    ).toBeNull();
    const { publicUrl } = anon.storage.from('gallery').getPublicUrl(key).data;
    const res = await fetch(publicUrl);
    expect(res.status).toBe(200);
    expect(sha(await res.arrayBuffer())).toBe(sha(bytes(300)));
    // Downloads through the authenticated route skip RLS for public buckets too, as on Supabase.
    expect((await bob.client.storage.from('gallery').download(key)).error).toBeNull();
    const withDownload = anon.storage.from('gallery').getPublicUrl(key, { download: 'me.png' }).data.publicUrl;
    expect((await fetch(withDownload)).headers.get('content-disposition')).toContain('filename=me.png');

    const info = await raw(stack, 'GET', `/storage/v1/object/info/public/gallery/${key}`);
    expect(info.json).toMatchObject({ name: key, bucket_id: 'gallery', size: 300, content_type: 'image/png' });
    const head = await raw(stack, 'HEAD', `/storage/v1/object/public/gallery/${key}`);
    expect(head.status).toBe(200);
    expect(head.headers['content-length']).toBe('300');
    expect(head.headers['content-type']).toBe('image/png');

    await alice.client.storage.from('private').upload(`${alice.id}/secret.txt`, 's', { contentType: 'text/plain' });
    const privateUrl = anon.storage.from('private').getPublicUrl(`${alice.id}/secret.txt`).data.publicUrl;
    const refused = await fetch(privateUrl);
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });

  it('answers info() and exists() for what the caller may see', async () => {
    const key = `${alice.id}/meta.txt`;
    await alice.client.storage
      .from('private')
      .upload(key, 'meta', { contentType: 'text/plain', metadata: { purpose: 'test' } });
    const info = await alice.client.storage.from('private').info(key);
    expect(info.error).toBeNull();
    expect(info.data).toMatchObject({
      name: key,
      bucketId: 'private',
      size: 4,
      contentType: 'text/plain',
      cacheControl: 'max-age=3600',
      metadata: { purpose: 'test' },
    });
    expect(await alice.client.storage.from('private').exists(key)).toMatchObject({ data: true, error: null });
    expect((await bob.client.storage.from('private').exists(key)).data).toBe(false);
    expect((await alice.client.storage.from('private').exists(`${alice.id}/none.txt`)).data).toBe(false);
    expect((await bob.client.storage.from('private').info(key)).error?.message).toBe('Object not found');
  });
});

describe('list', () => {
  beforeAll(async () => {
    const names = ['b.txt', 'a.txt', 'C.txt', 'docs/one.txt', 'docs/two.txt', 'docs/deep/three.txt', 'Drafts/x.txt'];
    for (const name of names)
      expect(
        (await alice.client.storage.from('limited').upload(`${alice.id}/${name}`, name, { contentType: 'text/plain' }))
          .error,
      ).toBeNull();
  });

  it('lists one level with folders as entries without id, in name order, case-insensitively', async () => {
    const { data, error } = await alice.client.storage.from('limited').list(alice.id);
    expect(error).toBeNull();
    expect(data!.map((o) => o.name)).toEqual(['a.txt', 'b.txt', 'C.txt', 'docs', 'Drafts']);
    expect(data!.find((o) => o.name === 'docs')).toMatchObject({ id: null, metadata: null });
    expect(data!.find((o) => o.name === 'a.txt')!.metadata).toMatchObject({ size: 5, mimetype: 'text/plain' });
    const root = await alice.client.storage.from('limited').list();
    expect(root.data!.map((o) => o.name)).toEqual([alice.id]);
    const deeper = await alice.client.storage.from('limited').list(`${alice.id}/docs`);
    expect(deeper.data!.map((o) => o.name)).toEqual(['deep', 'one.txt', 'two.txt']);
  });

  it('pages with limit and offset, sorts, and searches by name start', async () => {
    const page = await alice.client.storage.from('limited').list(alice.id, { limit: 2, offset: 2 });
    expect(page.data!.map((o) => o.name)).toEqual(['C.txt', 'docs']);
    const desc = await alice.client.storage
      .from('limited')
      .list(alice.id, { sortBy: { column: 'name', order: 'desc' } });
    expect(desc.data!.map((o) => o.name)).toEqual(['Drafts', 'docs', 'C.txt', 'b.txt', 'a.txt']);
    const search = await alice.client.storage.from('limited').list(alice.id, { search: 'd' });
    expect(search.data!.map((o) => o.name)).toEqual(['docs', 'Drafts']);
    const byDate = await alice.client.storage
      .from('limited')
      .list(alice.id, { sortBy: { column: 'created_at', order: 'asc' } });
    // Folders first, then files by creation.
    expect(byDate.data!.map((o) => o.name)).toEqual(['docs', 'Drafts', 'b.txt', 'a.txt', 'C.txt']);
  });

  it('lists only what the caller may read', async () => {
    expect((await bob.client.storage.from('limited').list(alice.id)).data).toEqual([]);
    expect((await anon.storage.from('limited').list(alice.id)).data).toEqual([]);
    expect((await service.storage.from('limited').list(alice.id)).data).toHaveLength(5);
  });
});

describe('remove, move, copy', () => {
  it('removes only what the caller may delete, and the files with it', async () => {
    const key = `${alice.id}/remove-me.txt`;
    await alice.client.storage.from('private').upload(key, 'bye', { contentType: 'text/plain' });
    const before = storedFiles(stack).objects.length;
    expect(await bob.client.storage.from('private').remove([key])).toEqual({ data: [], error: null });
    expect((await alice.client.storage.from('private').exists(key)).data).toBe(true);

    const removed = await alice.client.storage.from('private').remove([key, `${alice.id}/never-there.txt`]);
    expect(removed.error).toBeNull();
    expect(removed.data).toHaveLength(1);
    expect(removed.data![0]).toMatchObject({ name: key, bucket_id: 'private', owner: alice.id });
    expect((await alice.client.storage.from('private').exists(key)).data).toBe(false);
    expect(storedFiles(stack).objects.length).toBe(before - 1);
  });

  it('deletes one object by its URL when the policy allows, and says so otherwise', async () => {
    const key = `${alice.id}/single.txt`;
    await alice.client.storage.from('private').upload(key, 'one', { contentType: 'text/plain' });
    const path = `/storage/v1/object/private/${key}`;
    const byBob = await raw(stack, 'DELETE', path, { headers: { authorization: `Bearer ${bob.token}` } });
    expect(byBob.json).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Access denied',
    });
    const mine = await raw(stack, 'DELETE', path, { headers: { authorization: `Bearer ${alice.token}` } });
    expect(mine.json).toEqual({ message: 'Successfully deleted' });
    const again = await raw(stack, 'DELETE', path, { headers: { authorization: `Bearer ${alice.token}` } });
    expect(again.json).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('refuses SQL deletes behind the API’s back, as Supabase does', async () => {
    await expect(stack.db.query(`delete from storage.objects where bucket_id = 'private'`)).rejects.toThrow(
      /Direct deletion from storage tables is not allowed/,
    );
  });

  it('moves within the member’s folder, not out of it, not onto another object', async () => {
    const from = `${alice.id}/old-name.txt`;
    await alice.client.storage.from('private').upload(from, 'moving', { contentType: 'text/plain' });
    const moved = await alice.client.storage.from('private').move(from, `${alice.id}/new-name.txt`);
    expect(moved).toMatchObject({ data: { message: 'Successfully moved' }, error: null });
    const got = await alice.client.storage.from('private').download(`${alice.id}/new-name.txt`);
    expect(await got.data!.text()).toBe('moving');
    expect((await alice.client.storage.from('private').exists(from)).data).toBe(false);

    const out = await alice.client.storage.from('private').move(`${alice.id}/new-name.txt`, `${bob.id}/stolen.txt`);
    expect(out.error?.message).toBe('new row violates row-level security policy');
    const byBob = await bob.client.storage.from('private').move(`${alice.id}/new-name.txt`, `${bob.id}/x.txt`);
    expect(byBob.error?.message).toBe('Object not found');

    await alice.client.storage.from('private').upload(`${alice.id}/taken.txt`, 't', { contentType: 'text/plain' });
    const onto = await alice.client.storage.from('private').move(`${alice.id}/new-name.txt`, `${alice.id}/taken.txt`);
    expect(onto.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });

    const toPublic = await alice.client.storage
      .from('private')
      .move(`${alice.id}/new-name.txt`, `${alice.id}/now-public.txt`, { destinationBucket: 'gallery' });
    expect(toPublic.error).toBeNull();
    expect(
      await (
        await fetch(anon.storage.from('gallery').getPublicUrl(`${alice.id}/now-public.txt`).data.publicUrl)
      ).text(),
    ).toBe('moving');
  });

  it('copies into the member’s folder, not into another’s', async () => {
    const from = `${alice.id}/original.txt`;
    await alice.client.storage.from('private').upload(from, 'original', { contentType: 'text/plain' });
    const copied = await alice.client.storage.from('private').copy(from, `${alice.id}/copy.txt`);
    expect(copied).toEqual({ data: { path: `private/${alice.id}/copy.txt` }, error: null });
    expect(await (await alice.client.storage.from('private').download(`${alice.id}/copy.txt`)).data!.text()).toBe(
      'original',
    );
    // Removing the copy leaves the original intact (they are separate files).
    await alice.client.storage.from('private').remove([`${alice.id}/copy.txt`]);
    expect(await (await alice.client.storage.from('private').download(from)).data!.text()).toBe('original');

    const intoBob = await alice.client.storage.from('private').copy(from, `${bob.id}/copy.txt`);
    expect(intoBob.error?.message).toBe('new row violates row-level security policy');
    const bobCopies = await bob.client.storage.from('private').copy(from, `${bob.id}/copy.txt`);
    expect(bobCopies.error?.message).toBe('Object not found');
  });
});
