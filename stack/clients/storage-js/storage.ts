// The storage-js ports' shared set-up: the suite's stack (./supabase), a StorageClient with the secret
// (service_role) key as storage-js's tests build it, and upload fixtures made here (the suite's own
// fixtures are a JPEG of 20-odd KB and two short text files; the cases depend only on their sizes).
import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { StorageClient } from '@supabase/storage-js';
import { startSuiteStack, type RunningStack } from '../support/stack.ts';

export async function storageSuite() {
  const stack: RunningStack = await startSuiteStack(new URL('.', import.meta.url));
  const url = `${stack.url}/storage/v1`;
  const storage = new StorageClient(url, { Authorization: `Bearer ${stack.serviceRoleKey}` });
  // Bucket names as the suite's newBucket() makes them, with a counter so that two in one millisecond differ.
  let n = 0;
  const newBucket = async (isPublic = true, prefix = '') => {
    const name = `${prefix ? prefix + '-' : ''}bucket-${Date.now()}-${n++}`;
    await storage.createBucket(name, { public: isPublic });
    return name;
  };
  return { stack, url, storage, newBucket };
}

const dir = mkdtempSync(join(tmpdir(), 'storage-js-fixtures-'));

/** Stands in for sadcat.jpg: over 1 KB (a 1kb bucket limit refuses it), far under 1 MB. */
export const imageFile = (): Buffer => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(20_000)]);

/** Stands in for file.txt and file-2.txt (read as streams by some cases). */
export const textFilePath = (name: 'file.txt' | 'file-2.txt') => {
  const path = join(dir, name);
  writeFileSync(path, name === 'file.txt' ? 'hello from the storage-js port\n' : 'a second text file\n');
  return path;
};
