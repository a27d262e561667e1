// storage-js's storageApi.test.ts (supabase-js v2.109.0) against the stack: the bucket cases, with the
// suite's snapshots written out as the values they hold. The cases run in upstream order and share its
// bucket name (empty and delete act on the bucket "create new bucket" made).
import { afterAll, describe, expect, test } from 'vitest';
import { storageSuite } from './storage.ts';

const { stack, storage } = await storageSuite();
afterAll(() => stack.stop());
const newBucketName = `my-new-bucket-${Date.now()}`;

describe('storageApi.test.ts', () => {
  describe('bucket api', () => {
    test('Get all buckets', async () => {
      const res = await storage.listBuckets();
      expect(res.data).not.toBeNull();
    });

    test('Get bucket by id', async () => {
      const res = await storage.getBucket('bucket2');
      expect(res.data).toEqual({
        allowed_mime_types: null,
        created_at: '2021-02-17T04:43:32.770Z',
        file_size_limit: null,
        id: 'bucket2',
        name: 'bucket2',
        owner: '4d56e902-f0a0-4662-8448-a4d9e643c142',
        public: false,
        updated_at: '2021-02-17T04:43:32.770Z',
      });
    });

    test('Get bucket with wrong id', async () => {
      const res = await storage.getBucket('not-exist-id');
      expect(res.error?.name).toBe('StorageApiError');
      expect(res.error?.message).toBe('Bucket not found');
    });

    test('create new bucket', async () => {
      const res = await storage.createBucket(newBucketName);
      expect(res.data?.name).toEqual(newBucketName);
    });

    test('create new public bucket', async () => {
      const name = 'my-new-public-bucket';
      await storage.createBucket(name, { public: true });
      const res = await storage.getBucket(name);
      expect(res.data!.public).toBe(true);
    });

    test('update bucket', async () => {
      const name = `my-new-bucket-${Date.now()}-u`;
      await storage.createBucket(name);
      const updated = await storage.updateBucket(name, {
        public: true,
        fileSizeLimit: '20mb',
        allowedMimeTypes: ['image/jpeg'],
      });
      expect(updated.error).toBeNull();
      expect(updated.data).toEqual({ message: 'Successfully updated' });
      const got = await storage.getBucket(name);
      expect(got.data!.public).toBe(true);
      expect(got.data!.file_size_limit).toBe(20000000);
      expect(got.data!.allowed_mime_types).toEqual(['image/jpeg']);
    });

    test('partially update bucket', async () => {
      const name = `my-new-bucket-${Date.now()}-p`;
      await storage.createBucket(name, { public: true, fileSizeLimit: '20mb', allowedMimeTypes: ['image/jpeg'] });
      const updated = await storage.updateBucket(name, { public: false });
      expect(updated.error).toBeNull();
      expect(updated.data).toEqual({ message: 'Successfully updated' });
      const got = await storage.getBucket(name);
      expect(got.data!.public).toBe(false);
      expect(got.data!.file_size_limit).toBe(20000000);
      expect(got.data!.allowed_mime_types).toEqual(['image/jpeg']);
    });

    test('empty bucket', async () => {
      const res = await storage.emptyBucket(newBucketName);
      expect(res.error).toBeNull();
      expect(res.data).toEqual({ message: 'Empty bucket has been queued. Completion may take up to an hour.' });
    });

    test('delete bucket', async () => {
      const res = await storage.deleteBucket(newBucketName);
      expect(res.error).toBeNull();
      expect(res.data).toEqual({ message: 'Successfully deleted' });
    });
  });
});
