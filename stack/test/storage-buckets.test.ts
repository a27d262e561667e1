// /storage/v1/bucket through supabase-js's storage-js: who may list, read, make, change, empty and
// delete buckets (RLS on storage.buckets, as on a Supabase project), and Storage's answers.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import { createTestClient, startTestStack, type RunningStack } from '../src/testing.ts';
import { member, raw, storedFiles, type Member } from './support/storage.ts';

let stack: RunningStack;
let service: SupabaseClient;
let alice: Member;

beforeAll(async () => {
  stack = await startTestStack();
  service = createTestClient(stack, stack.serviceRoleKey);
  alice = await member(stack, 'alice');
  // As a project's migration creates one.
  await stack.db.exec(
    `insert into storage.buckets (id, name, public) values ('from-migration', 'from-migration', true)`,
  );
});
afterAll(() => stack?.stop());

describe('buckets as the service role', () => {
  it('creates, reads, lists, updates, empties and deletes', async () => {
    const created = await service.storage.createBucket('docs', {
      public: false,
      fileSizeLimit: '2MB',
      allowedMimeTypes: ['application/pdf', 'image/*'],
    });
    expect(created).toEqual({ data: { name: 'docs' }, error: null });

    const got = await service.storage.getBucket('docs');
    expect(got.error).toBeNull();
    expect(got.data).toMatchObject({
      id: 'docs',
      name: 'docs',
      public: false,
      file_size_limit: 2_000_000,
      allowed_mime_types: ['application/pdf', 'image/*'],
      owner: '',
    });
    expect(new Date(got.data!.created_at).getTime()).toBeGreaterThan(0);

    const listed = await service.storage.listBuckets();
    // cvs, exports and photos are the project's own buckets (supabase/migrations, issues 17 and 36).
    expect(listed.data?.map((b) => b.id).sort()).toEqual(['cvs', 'docs', 'exports', 'from-migration', 'photos']);
    expect(listed.data?.find((b) => b.id === 'from-migration')).toMatchObject({ public: true, type: 'STANDARD' });

    const searched = await service.storage.listBuckets({ search: 'migr', sortColumn: 'name', sortOrder: 'desc' });
    expect(searched.data?.map((b) => b.id)).toEqual(['from-migration']);
    const paged = await service.storage.listBuckets({ limit: 1, offset: 3, sortColumn: 'id', sortOrder: 'asc' });
    expect(paged.data?.map((b) => b.id)).toEqual(['from-migration']);

    const updated = await service.storage.updateBucket('docs', {
      public: true,
      fileSizeLimit: 1000,
      allowedMimeTypes: null,
    });
    expect(updated).toEqual({ data: { message: 'Successfully updated' }, error: null });
    expect((await service.storage.getBucket('docs')).data).toMatchObject({
      public: true,
      file_size_limit: 1000,
      allowed_mime_types: null,
    });

    const up = await service.storage.from('docs').upload('a.txt', 'x', { contentType: 'text/plain' });
    expect(up.error).toBeNull();
    const notEmpty = await service.storage.deleteBucket('docs');
    expect(notEmpty.error).toMatchObject({
      status: 400,
      statusCode: '409',
      message: 'The bucket you tried to delete is not empty',
    });

    expect(await service.storage.emptyBucket('docs')).toEqual({
      data: { message: 'Empty bucket has been queued. Completion may take up to an hour.' },
      error: null,
    });
    expect((await service.storage.from('docs').list()).data).toEqual([]);
    expect(storedFiles(stack).objects).toEqual([]);
    expect(await service.storage.deleteBucket('docs')).toEqual({
      data: { message: 'Successfully deleted' },
      error: null,
    });
    expect((await service.storage.getBucket('docs')).error).toMatchObject({
      statusCode: '404',
      message: 'Bucket not found',
    });
  });

  it('refuses a second bucket of the same id, bad names and limits beyond the stack', async () => {
    await service.storage.createBucket('twice', { public: false });
    const again = await service.storage.createBucket('twice', { public: false });
    expect(again.error).toMatchObject({ status: 400, statusCode: '409', message: 'The resource already exists' });

    const badName = await service.storage.createBucket('no/slashes', { public: false });
    expect(badName.error).toMatchObject({ status: 400, statusCode: '400', message: 'Bucket name invalid' });
    const tooLong = await service.storage.createBucket('x'.repeat(101), { public: false });
    expect(tooLong.error?.message).toBe('Bucket name invalid');

    // config.toml's [storage] file_size_limit is 50MiB: no bucket may allow more.
    const tooBig = await service.storage.createBucket('huge', { public: false, fileSizeLimit: '100MB' });
    expect(tooBig.error).toMatchObject({ statusCode: '413', message: 'The object exceeded the maximum allowed size' });
    const badSize = await service.storage.createBucket('oddsize', { public: false, fileSizeLimit: '5 apples' });
    expect(badSize.error?.message).toBe('Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B');
    const badMime = await service.storage.createBucket('oddmime', { public: false, allowedMimeTypes: ['not a type'] });
    expect(badMime.error).toMatchObject({ statusCode: '415', message: 'mime type not a type is not supported' });
  });

  it('answers 404 for buckets that are not there', async () => {
    expect((await service.storage.getBucket('nope')).error).toMatchObject({ status: 400, statusCode: '404' });
    expect((await service.storage.updateBucket('nope', { public: true })).error?.message).toBe('Bucket not found');
    expect((await service.storage.deleteBucket('nope')).error?.message).toBe('Bucket not found');
    expect((await service.storage.emptyBucket('nope')).error?.message).toBe('Bucket not found');
  });
});

describe('buckets as members and visitors (RLS on storage.buckets, no policy)', () => {
  it('lists none, reads none, makes none, empties none', async () => {
    const anon = createTestClient(stack);
    expect(await anon.storage.listBuckets()).toEqual({ data: [], error: null });
    expect(await alice.client.storage.listBuckets()).toEqual({ data: [], error: null });
    expect((await alice.client.storage.getBucket('from-migration')).error?.message).toBe('Bucket not found');

    const made = await alice.client.storage.createBucket('mine', { public: true });
    expect(made.error).toMatchObject({
      status: 400,
      statusCode: '403',
      message: 'new row violates row-level security policy',
    });
    expect((await alice.client.storage.updateBucket('from-migration', { public: false })).error?.message).toBe(
      'Bucket not found',
    );
    const emptied = await alice.client.storage.emptyBucket('from-migration');
    expect(emptied.error).toMatchObject({ status: 403, statusCode: '403', message: 'Access denied: Invalid role' });
    expect((await alice.client.storage.deleteBucket('from-migration')).error?.message).toBe('Bucket not found');
  });

  it('lets a policy on storage.buckets grant what a project grants', async () => {
    await stack.db.exec(
      `create policy "members read buckets" on storage.buckets for select to authenticated using (true)`,
    );
    const listed = await alice.client.storage.listBuckets();
    expect(listed.data?.map((b) => b.id)).toContain('from-migration');
  });
});

describe('Storage answers', () => {
  it('refuses requests without a JWT or with a bad one, in Storage shape', async () => {
    // No key at all: the CLI's Kong still forwards an (empty) Authorization, so Storage's JWT check
    // answers, not its schema's "headers must have required property 'authorization'".
    const none = await raw(stack, 'GET', '/storage/v1/bucket');
    expect(none.status).toBe(400);
    expect(none.json).toEqual({
      statusCode: '403',
      code: 'AccessDenied',
      error: 'Unauthorized',
      message: 'Invalid Compact JWS',
    });
    const bad = await raw(stack, 'GET', '/storage/v1/bucket', { headers: { authorization: 'Bearer not.a.jwt' } });
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ statusCode: '403', code: 'AccessDenied', error: 'Unauthorized' });
  });

  it('answers unknown routes with 404 and malformed bodies with 400', async () => {
    const missing = await raw(stack, 'GET', '/storage/v1/nothing/here', {
      headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(missing.status).toBe(404);
    expect(missing.json).toEqual({
      statusCode: '404',
      code: 'InvalidRequest',
      error: 'Not Found',
      message: 'Route GET:/nothing/here not found',
    });
    const broken = await raw(stack, 'POST', '/storage/v1/bucket', {
      headers: { authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' },
      body: '{"name": ',
    });
    expect(broken.status).toBe(400);
    expect(broken.json.statusCode).toBe('400');
    const noName = await raw(stack, 'POST', '/storage/v1/bucket', {
      headers: { authorization: `Bearer ${stack.serviceRoleKey}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(noName.json.message).toBe("body must have required property 'name'");
  });

  it('needs no apikey (Storage checks its own JWTs, as behind Supabase’s gateway)', async () => {
    const res = await raw(stack, 'GET', '/storage/v1/bucket', {
      headers: { authorization: `Bearer ${stack.serviceRoleKey}` },
    });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
  });
});

describe('where a throwaway stack keeps its files', () => {
  it('in a temporary directory, removed when the stack stops', async () => {
    const throwaway = await startTestStack();
    const admin = createTestClient(throwaway, throwaway.serviceRoleKey);
    await admin.storage.createBucket('tmp', { public: false });
    expect((await admin.storage.from('tmp').upload('x.txt', 'x', { contentType: 'text/plain' })).error).toBeNull();
    expect(existsSync(join(throwaway.storageDir, 'objects'))).toBe(true);
    expect(throwaway.storageDir.startsWith(join(stack.storageDir, '..'))).toBe(true);
    await throwaway.stop();
    expect(existsSync(throwaway.storageDir)).toBe(false);
  });
});
