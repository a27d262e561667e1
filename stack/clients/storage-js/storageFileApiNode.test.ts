// storage-js's storageFileApiNode.test.ts (supabase-js v2.109.0) against the stack: uploads from Node
// read streams, directly and through a signed upload URL.
import { createReadStream } from 'node:fs';
import { afterAll, beforeEach, describe, expect, test } from 'vitest';
import { storageSuite, textFilePath } from './storage.ts';

const { stack, storage, newBucket } = await storageSuite();
afterAll(() => stack.stop());

describe('storageFileApiNode.test.ts', () => {
  describe('Object API', () => {
    let bucketName: string;
    beforeEach(async () => {
      bucketName = await newBucket();
    });

    describe('Stream handling in node', () => {
      test('uploading stream with duplex option', async () => {
        const path = `testpath/file-duplex-${Date.now()}.txt`;
        const res = await storage
          .from(bucketName)
          .upload(path, createReadStream(textFilePath('file.txt')), { duplex: 'half' });
        expect(res.error).toBeNull();
        expect(res.data?.path).toEqual(path);
      });

      test('uploadToSignedUrl auto-detects stream and sets duplex', async () => {
        const path = `testpath/signed-stream-${Date.now()}.txt`;
        const signed = await storage.from(bucketName).createSignedUploadUrl(path);
        expect(signed.error).toBeNull();
        const res = await storage
          .from(bucketName)
          .uploadToSignedUrl(path, signed.data!.token, createReadStream(textFilePath('file.txt')));
        expect(res.error).toBeNull();
        expect(res.data?.path).toEqual(path);
      });
    });
  });
});
