// storage-js's storageBucketApi.test.ts (supabase-js v2.109.0) against the stack: the one case that
// reaches Storage (the rest mock fetch or the client's request helpers; see ../manifest.json).
import { afterAll, describe, expect, it } from 'vitest';
import { StorageClient } from '@supabase/storage-js';
import { storageSuite } from './storage.ts';

const { stack, url } = await storageSuite();
afterAll(() => stack.stop());

describe('storageBucketApi.test.ts', () => {
  describe('Bucket API Error Handling', () => {
    describe('listBuckets', () => {
      it('handles missing authorization errors if header is not provided', async () => {
        const storage = new StorageClient(url);
        const { data, error } = await storage.listBuckets();
        expect(data).toBeNull();
        expect(error).not.toBeNull();
        // Behind the CLI's Kong a request without any key still carries an (empty) Authorization, which
        // Storage's JWT check refuses so.
        expect(error?.message).toBe('Invalid Compact JWS');
        await expect(storage.throwOnError().listBuckets()).rejects.toThrow('Invalid Compact JWS');
      });
    });
  });
});
