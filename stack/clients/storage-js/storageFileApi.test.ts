// storage-js's storageFileApi.test.ts (supabase-js v2.109.0) against the stack: each case that reaches
// Storage, with the same client calls and expectations, named after it. Cases that only build URLs or
// run against a mocked fetch, and those that need image transformations (the stack has no imgproxy),
// are listed as not applicable in ../manifest.json.
import assert from 'node:assert';
import { createReadStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { afterAll, afterEach, beforeEach, describe, expect, it, test, vi } from 'vitest';
import { StorageApiError, type SortByV2 } from '@supabase/storage-js';
import { imageFile, storageSuite, textFilePath } from './storage.ts';

const { stack, url: URL, storage, newBucket } = await storageSuite();
afterAll(() => stack.stop());

describe('storageFileApi.test.ts', () => {
  describe('Object API', () => {
    let bucketName: string;
    let file: Buffer;
    let uploadPath: string;
    beforeEach(async () => {
      bucketName = await newBucket();
      file = imageFile();
      uploadPath = `testpath/file-${Date.now()}.jpg`;
    });

    describe('Generate urls', () => {
      test('upload files error handling', async () => {
        const { data, error } = await storage.from('non-existent-bucket').upload(uploadPath, file);
        expect(data).toBeNull();
        expect(error).not.toBeNull();
        expect(error?.message).toBe('Bucket not found');
        await expect(storage.from('non-existent-bucket').throwOnError().upload(uploadPath, file)).rejects.toThrow(
          'Bucket not found',
        );
      });

      test('sign url', async () => {
        const uploaded = await storage.from(bucketName).upload(uploadPath, file);
        expect(uploaded.error).toBeNull();
        const res = await storage.from(bucketName).createSignedUrl(uploadPath, 2000);
        expect(res.error).toBeNull();
        expect(res.data?.signedUrl).toContain(`${URL}/object/sign/${bucketName}/${uploadPath}`);
        expect(res.data?.signedUrl).not.toMatch(/&$/);
        await expect(
          storage.from(bucketName).throwOnError().createSignedUrl('non-existent-path', 2000),
        ).rejects.toThrow();
      });

      test('sign url with download querystring parameter', async () => {
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).createSignedUrl(uploadPath, 2000, { download: true });
        expect(res.error).toBeNull();
        expect(res.data?.signedUrl).toContain(`${URL}/object/sign/${bucketName}/${uploadPath}`);
        expect(res.data?.signedUrl).toContain('&download=');
      });

      test('sign url with transform options', async () => {
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage
          .from(bucketName)
          .createSignedUrl(uploadPath, 2000, { download: true, transform: { width: 100, height: 100 } });
        expect(res.error).toBeNull();
        expect(res.data?.signedUrl).toContain(`/${bucketName}/${uploadPath}`);
        expect(res.data?.signedUrl).toContain('token=');
      });

      test('sign url with empty transform object uses object endpoint', async () => {
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).createSignedUrl(uploadPath, 2000, { transform: {} });
        expect(res.error).toBeNull();
        expect(res.data?.signedUrl).toContain(`${URL}/object/sign/${bucketName}/${uploadPath}`);
      });

      test('sign url with custom filename for download', async () => {
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).createSignedUrl(uploadPath, 2000, { download: 'test.jpg' });
        expect(res.error).toBeNull();
        expect(res.data?.signedUrl).toContain(`${URL}/object/sign/${bucketName}/${uploadPath}`);
        expect(res.data?.signedUrl).toContain('&download=test.jpg');
      });

      test('sign urls without querystring', async () => {
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).createSignedUrls([uploadPath], 2000);
        expect(res.error).toBeNull();
        expect(res.data).toHaveLength(1);
        expect(res.data?.[0]!.error).toBeNull();
        expect(res.data?.[0]!.signedUrl).toContain(`${URL}/object/sign/${bucketName}/${uploadPath}`);
        expect(res.data?.[0]!.signedUrl).not.toMatch(/&$/);
      });
    });

    describe('Upload files', () => {
      test('uploading using form-data', async () => {
        const bucket = await newBucket();
        const form = new FormData();
        form.append('', new Blob([new Uint8Array(file)]), 'file.txt');
        const res = await storage.from(bucket).upload(uploadPath, form);
        expect(res.error).toBeNull();
        expect(res.data?.path).toEqual(uploadPath);
      });

      test('uploading using buffer', async () => {
        const res = await storage.from(bucketName).upload(uploadPath, file);
        expect(res.error).toBeNull();
        expect(res.data?.path).toEqual(uploadPath);
      });

      test('uploading using array buffer', async () => {
        const res = await storage.from(bucketName).upload(uploadPath, new Uint8Array(file).buffer);
        expect(res.error).toBeNull();
        expect(res.data?.path).toEqual(uploadPath);
      });

      test('uploading using blob', async () => {
        const res = await storage.from(bucketName).upload(uploadPath, new Blob([new Uint8Array(file)]));
        expect(res.error).toBeNull();
        expect(res.data?.path).toEqual(uploadPath);
      });

      test('uploading using readable stream', async () => {
        const res = await storage.from(bucketName).upload(uploadPath, createReadStream(textFilePath('file.txt')));
        expect(res.error).toBeNull();
        expect(res.data?.path).toEqual(uploadPath);
      });

      test('upload and update file', async () => {
        const file2 = await readFile(textFilePath('file-2.txt'));
        const res = await storage.from(bucketName).upload(uploadPath, file);
        expect(res.error).toBeNull();
        const updated = await storage.from(bucketName).update(uploadPath, file2);
        expect(updated.error).toBeNull();
        expect(updated.data?.path).toEqual(uploadPath);
      });

      test('can upload with custom metadata', async () => {
        const metadata = { custom: 'metadata', second: 'second', third: 'third' };
        const res = await storage.from(bucketName).upload(uploadPath, file, { metadata });
        expect(res.error).toBeNull();
        const info = await storage.from(bucketName).info(uploadPath);
        expect(info.error).toBeNull();
        expect(info.data?.metadata).toEqual(metadata);
      });

      test('can upload a file within the file size limit', async () => {
        const bucket = `with-limit${Date.now()}-a`;
        await storage.createBucket(bucket, { public: true, fileSizeLimit: '1mb' });
        const res = await storage.from(bucket).upload(uploadPath, file);
        expect(res.error).toBeNull();
      });

      test('cannot upload a file that exceed the file size limit', async () => {
        const bucket = `with-limit${Date.now()}-b`;
        await storage.createBucket(bucket, { public: true, fileSizeLimit: '1kb' });
        const res = await storage.from(bucket).upload(uploadPath, file);
        const error = res.error as StorageApiError;
        expect(error).toBeInstanceOf(StorageApiError);
        expect(error.message).toBe('The object exceeded the maximum allowed size');
        expect(error.statusCode).toBe('413');
      });

      test('can upload a file with a valid mime type', async () => {
        const bucket = `with-limit${Date.now()}-c`;
        await storage.createBucket(bucket, { public: true, allowedMimeTypes: ['image/png'] });
        const res = await storage.from(bucket).upload(uploadPath, file, { contentType: 'image/png' });
        expect(res.error).toBeNull();
      });

      test('cannot upload a file an invalid mime type', async () => {
        const bucket = `with-limit${Date.now()}-d`;
        await storage.createBucket(bucket, { public: true, allowedMimeTypes: ['image/png'] });
        const res = await storage.from(bucket).upload(uploadPath, file, { contentType: 'image/jpeg' });
        const error = res.error as StorageApiError;
        expect(error).toBeInstanceOf(StorageApiError);
        expect(error.message).toBe('mime type image/jpeg is not supported');
        expect(error.statusCode).toBe('415');
      });

      test('sign url for upload', async () => {
        const res = await storage.from(bucketName).createSignedUploadUrl(uploadPath);
        expect(res.error).toBeNull();
        expect(res.data?.path).toBe(uploadPath);
        expect(res.data?.token).toBeDefined();
        expect(res.data?.signedUrl).toContain(`${URL}/object/upload/sign/${bucketName}/${uploadPath}`);
      });

      test('can upload with a signed url', async () => {
        const { data, error } = await storage.from(bucketName).createSignedUploadUrl(uploadPath);
        expect(error).toBeNull();
        assert(data?.path);
        const res = await storage.from(bucketName).uploadToSignedUrl(data.path, data.token, file);
        expect(res.error).toBeNull();
        expect(res.data?.path).toEqual(uploadPath);
      });

      test('can upload overwriting files with a signed url', async () => {
        const first = await storage.from(bucketName).upload(uploadPath, file);
        expect(first.error).toBeNull();
        const { data, error } = await storage.from(bucketName).createSignedUploadUrl(uploadPath, { upsert: true });
        expect(error).toBeNull();
        assert(data?.path);
        const res = await storage.from(bucketName).uploadToSignedUrl(data.path, data.token, file);
        expect(res.error).toBeNull();
        expect(res.data?.path).toEqual(uploadPath);
      });

      test('cannot upload to a signed url twice', async () => {
        const { data, error } = await storage.from(bucketName).createSignedUploadUrl(uploadPath);
        expect(error).toBeNull();
        assert(data?.path);
        const res = await storage.from(bucketName).uploadToSignedUrl(data.path, data.token, file);
        expect(res.error).toBeNull();
        expect(res.data?.path).toEqual(uploadPath);
        const again = await storage.from(bucketName).uploadToSignedUrl(data.path, data.token, file);
        const againError = again.error as StorageApiError;
        expect(againError).toBeInstanceOf(StorageApiError);
        expect(againError.message).toBe('The resource already exists');
        expect(againError.statusCode).toBe('409');
        await expect(
          storage.from(bucketName).throwOnError().uploadToSignedUrl(data.path, data.token, file),
        ).rejects.toThrow();
      });
    });

    describe('File operations', () => {
      test('list objects', async () => {
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).list('testpath');
        expect(res.error).toBeNull();
        expect(res.data).toEqual([
          expect.objectContaining({
            name: uploadPath.replace('testpath/', ''),
            id: expect.any(String),
            metadata: expect.any(Object),
          }),
        ]);
        const listed = res.data![0]!;
        expect(listed.id).not.toBeNull();
        expect(listed.metadata).not.toBeNull();
        expect(listed.updated_at).not.toBeNull();
        expect(listed.created_at).not.toBeNull();
      });

      test('list objects V2', async () => {
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).listV2({ prefix: 'testpath' });
        expect(res.error).toBeNull();
        expect(res.data).toEqual(
          expect.objectContaining({
            hasNext: false,
            folders: [],
            objects: expect.arrayContaining([expect.objectContaining({ name: uploadPath })]),
          }),
        );
      });

      test('list objects V2 - folders', async () => {
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).listV2({ with_delimiter: true });
        expect(res.error).toBeNull();
        expect(res.data).toEqual(
          expect.objectContaining({
            hasNext: false,
            folders: expect.arrayContaining([expect.objectContaining({ key: 'testpath', name: 'testpath/' })]),
            objects: [],
          }),
        );
      });

      test('list objects V2 - paginated', async () => {
        const suffixes = ['zz', 'bb', 'xx', 'ww', 'cc', 'aa', 'yy', 'oo'];
        for (const suffix of suffixes) await storage.from(bucketName).upload(uploadPath + suffix, file);
        const orders: { expected: string[]; sortBy?: SortByV2 }[] = [
          { expected: suffixes.slice().sort() },
          { expected: suffixes.slice().sort().reverse(), sortBy: { column: 'name', order: 'desc' } },
          { expected: suffixes.slice(), sortBy: { column: 'created_at', order: 'asc' } },
          { expected: suffixes.slice().reverse(), sortBy: { column: 'created_at', order: 'desc' } },
        ];
        for (const { expected, sortBy } of orders) {
          let cursor: string | undefined;
          let hasNext = true;
          let pages = 0;
          while (hasNext) {
            const res = await storage.from(bucketName).listV2({
              prefix: 'testpath/',
              with_delimiter: true,
              limit: 2,
              ...(cursor ? { cursor } : {}),
              ...(sortBy ? { sortBy } : {}),
            });
            expect(res.error).toBeNull();
            expect(res.data?.objects).toHaveLength(2);
            expect(res.data?.objects).toEqual(
              expected.splice(0, 2).map((s) => expect.objectContaining({ name: uploadPath + s })),
            );
            hasNext = res.data?.hasNext || false;
            cursor = res.data?.nextCursor;
            pages++;
          }
          expect(pages).toBe(4);
        }
      });

      test('move object to different path', async () => {
        const newPath = `testpath/file-moved-${Date.now()}.txt`;
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).move(uploadPath, newPath);
        expect(res.error).toBeNull();
        expect(res.data?.message).toEqual('Successfully moved');
        await expect(storage.from(bucketName).throwOnError().move('non-existent', '')).rejects.toThrow();
      });

      test('move object across buckets in different path', async () => {
        const newPath = `testpath/file-to-move-${Date.now()}.txt`;
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).move(uploadPath, newPath, { destinationBucket: 'bucket-move' });
        expect(res.error).toBeNull();
        expect(res.data?.message).toEqual('Successfully moved');
        const { error } = await storage.from('bucket-move').download(newPath);
        expect(error).toBeNull();
      });

      test('copy object to different path', async () => {
        const newPath = `testpath/file-copied-${Date.now()}.txt`;
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).copy(uploadPath, newPath);
        expect(res.error).toBeNull();
        expect(res.data?.path).toEqual(`${bucketName}/${newPath}`);
      });

      test('copy object across buckets to different path', async () => {
        const newPath = `testpath/file-copied-${Date.now()}.txt`;
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).copy(uploadPath, newPath, { destinationBucket: 'bucket-move' });
        expect(res.error).toBeNull();
        expect(res.data?.path).toEqual(`bucket-move/${newPath}`);
      });

      test('downloads an object', async () => {
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).download(uploadPath);
        expect(res.error).toBeNull();
        expect(res.data?.size).toBeGreaterThan(0);
        // storage-js uploads a Buffer as text/plain;charset=UTF-8 unless told otherwise.
        expect(res.data?.type).toEqual('text/plain;charset=utf-8');
        await expect(storage.from(bucketName).throwOnError().download('non-existent-file')).rejects.toThrow();
      });

      test('downloads an object as a stream', async () => {
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).download(uploadPath).asStream();
        expect(res.error).toBeNull();
        expect(res.data).toBeTruthy();
        expect(typeof res.data).toBe('object');
        await expect(
          storage.from(bucketName).throwOnError().download('non-existent-file').asStream(),
        ).rejects.toThrow();
      });

      test('removes an object', async () => {
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).remove([uploadPath]);
        expect(res.error).toBeNull();
        expect(res.data).toEqual([expect.objectContaining({ name: uploadPath, id: expect.any(String) })]);
        const removed = res.data![0]!;
        if (removed.bucket_id) expect(removed.bucket_id).toBe(bucketName);
      });

      test('get object info', async () => {
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).info(uploadPath);
        expect(res.error).toBeNull();
        expect(res.data).toEqual(
          expect.objectContaining({
            id: expect.any(String),
            name: expect.any(String),
            createdAt: expect.any(String),
            cacheControl: expect.any(String),
            size: expect.any(Number),
            etag: expect.any(String),
            lastModified: expect.any(String),
            contentType: expect.any(String),
            metadata: {},
            version: expect.any(String),
          }),
        );
        const info = res.data!;
        expect(info.id).toBeDefined();
        expect(info.bucketId).toBeDefined();
        expect(info.lastModified).toBeDefined();
        expect(info.size).toBeGreaterThan(0);
        expect(info.contentType).toBeDefined();
        expect(info.cacheControl).toBeDefined();
        expect(info.etag).toBeDefined();
        expect(info).not.toHaveProperty('updatedAt');
        await expect(storage.from(bucketName).throwOnError().info('non-existent')).rejects.toThrow();
      });

      test('check if object exists', async () => {
        await storage.from(bucketName).upload(uploadPath, file);
        const res = await storage.from(bucketName).exists(uploadPath);
        expect(res.error).toBeNull();
        expect(res.data).toEqual(true);
        const missing = await storage.from(bucketName).exists('do-not-exists');
        expect(missing.data).toEqual(false);
        await expect(storage.from(bucketName).throwOnError().exists('do-not-exists')).rejects.toThrow();
      });
    });

    describe('Transformations', () => {
      it('download with empty transform object does not use render endpoint', async () => {
        const txtPath = `testpath/file-${Date.now()}.txt`;
        await storage.from(bucketName).upload(txtPath, await readFile(textFilePath('file.txt')));
        const res = await storage.from(bucketName).download(txtPath, { transform: {} });
        expect(res.error).toBeNull();
        expect(res.data?.size).toBeGreaterThan(0);
      });
    });

    it('will append a cacheNonce parameter', async () => {
      const cacheNonce = Date.now().toString();
      await storage.from(bucketName).upload(uploadPath, file);
      const hasNonce = (u: string) => new globalThis.URL(u).searchParams.get('cacheNonce') === cacheNonce;

      const withTransform = await storage
        .from(bucketName)
        .createSignedUrl(uploadPath, 60000, { transform: { width: 200, height: 200, quality: 60 }, cacheNonce });
      expect(withTransform.error).toBeNull();
      expect(hasNonce(withTransform.data!.signedUrl)).toBe(true);

      const plain = await storage.from(bucketName).createSignedUrl(uploadPath, 60000, { cacheNonce });
      expect(plain.error).toBeNull();
      expect(hasNonce(plain.data!.signedUrl)).toBe(true);

      const publicTransformed = storage.from(bucketName).getPublicUrl(uploadPath, {
        cacheNonce,
        transform: { width: 200, height: 200, quality: 60 },
        download: true,
      });
      expect(hasNonce(publicTransformed.data.publicUrl)).toBe(true);
      expect(hasNonce(storage.from(bucketName).getPublicUrl(uploadPath, { cacheNonce }).data.publicUrl)).toBe(true);

      const downloaded = await storage.from(bucketName).download(uploadPath, { cacheNonce });
      expect(downloaded.error).toBeNull();
      expect(downloaded.data).toBeTruthy();

      for (const options of [{ cacheNonce }, { cacheNonce, download: true }]) {
        const many = await storage.from(bucketName).createSignedUrls([uploadPath], 60000, options);
        expect(many.error).toBeNull();
        expect(many.data).toHaveLength(1);
        expect(many.data![0]!.error).toBeNull();
        expect(hasNonce(many.data![0]!.signedUrl!)).toBe(true);
        expect(new globalThis.URL(many.data![0]!.signedUrl!).searchParams.has('token')).toBe(true);
      }
    });
  });

  describe('download with fetch parameters', () => {
    let bucketName: string;
    let file: Buffer;
    let uploadPath: string;
    beforeEach(async () => {
      bucketName = await newBucket();
      file = imageFile();
      uploadPath = `testpath/file-${Date.now()}.jpg`;
    });
    afterEach(() => {
      vi.restoreAllMocks();
    });

    it('download with abort signal', async () => {
      const uploaded = await storage.from(bucketName).upload(uploadPath, file);
      expect(uploaded.error).toBeNull();
      const controller = new AbortController();
      controller.abort();
      const { data, error } = await storage.from(bucketName).download(uploadPath, {}, { signal: controller.signal });
      expect(data).toBeNull();
      expect(error).not.toBeNull();
      expect(error?.message).toContain('abort');
    });

    it('download with cache control', async () => {
      const uploaded = await storage.from(bucketName).upload(uploadPath, file);
      expect(uploaded.error).toBeNull();
      const spy = vi.spyOn(globalThis, 'fetch');
      const { data, error } = await storage.from(bucketName).download(uploadPath, {}, { cache: 'no-store' });
      expect(error).toBeNull();
      expect(data).not.toBeNull();
      expect(spy).toHaveBeenCalledWith(
        expect.stringContaining(uploadPath),
        expect.objectContaining({ cache: 'no-store' }),
      );
    });

    it('download with cacheNonce querystring', async () => {
      const uploaded = await storage.from(bucketName).upload(uploadPath, file);
      expect(uploaded.error).toBeNull();
      const cacheNonce = Date.now().toString();
      const spy = vi.spyOn(globalThis, 'fetch');
      const { data, error } = await storage.from(bucketName).download(uploadPath, { cacheNonce });
      expect(error).toBeNull();
      expect(data).not.toBeNull();
      expect(spy).toHaveBeenCalledWith(
        expect.stringContaining(`/${bucketName}/${uploadPath}?cacheNonce=${cacheNonce}`),
        expect.objectContaining({ method: 'GET' }),
      );
    });

    it('download without parameters (backward compatibility)', async () => {
      const uploaded = await storage.from(bucketName).upload(uploadPath, file);
      expect(uploaded.error).toBeNull();
      const { data, error } = await storage.from(bucketName).download(uploadPath);
      expect(error).toBeNull();
      expect(data).not.toBeNull();
    });
  });
});
