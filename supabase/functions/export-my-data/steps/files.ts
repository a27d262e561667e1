// files: files/<bucket>/<path> — every object of the member's folder in every bucket they may read
// there (photos, CVs), streamed from Storage as the member. The exports bucket is left out.
import type { Entry, ExportContext } from './shared.ts';

const EXCLUDED_BUCKETS = new Set(['exports']);
const LIST_PAGE = 100;
/** Seconds the links to the member's own objects live: long enough to read them all once. */
const SIGNED_SECONDS = 10 * 60;

/** The member's objects under `prefix` (nested folders too), a listing page at a time. */
async function* objectPages(c: ExportContext, bucket: string, prefix: string): AsyncGenerator<string[]> {
  for (let offset = 0; ; offset += LIST_PAGE) {
    const { data, error } = await c.member.storage
      .from(bucket)
      .list(prefix, { limit: LIST_PAGE, offset, sortBy: { column: 'name', order: 'asc' } });
    if (error) throw error;
    const items = data ?? [];
    // Folders come back without an id: their objects are listed in turn.
    const files = items.filter((item) => item.id !== null).map((item) => `${prefix}/${item.name}`);
    if (files.length) yield files;
    for (const folder of items.filter((item) => item.id === null))
      yield* objectPages(c, bucket, `${prefix}/${folder.name}`);
    if (items.length < LIST_PAGE) return;
  }
}

/**
 * Download links for a page of the member's objects, signed as the member (their JWT: Storage's policies
 * decide, one request for the page); each download then costs Storage one lookup instead of two.
 */
async function signedUrls(c: ExportContext, bucket: string, paths: string[]): Promise<[string, string][]> {
  const { data, error } = await c.member.storage.from(bucket).createSignedUrls(paths, SIGNED_SECONDS);
  if (error) throw error;
  return data.map((d) => {
    if (d.error || !d.signedUrl || !d.path) throw new Error(`${bucket}/${d.path}: ${d.error}`);
    return [d.path, d.signedUrl];
  });
}

async function download(url: string): Promise<ReadableStream<Uint8Array>> {
  const res = await fetch(url);
  if (!res.ok || !res.body) throw new Error(`Storage answered ${res.status} for a file of the member`);
  return res.body;
}

/**
 * Files are fetched a few ahead of the one being written: each download is a request of its own, and
 * waiting for them one by one was most of an export's time (200 CVs). At most PREFETCH bodies wait at
 * once (a CV is at most 5 MB), read as the writer takes them.
 */
const PREFETCH = 4;

export async function* fileEntries(c: ExportContext): AsyncGenerator<Entry> {
  const { data: buckets, error } = await c.service.storage.listBuckets();
  if (error) throw error;
  const pending: { name: string; body: Promise<ReadableStream<Uint8Array>> }[] = [];
  try {
    for (const bucket of buckets.map((b) => b.id).sort()) {
      if (EXCLUDED_BUCKETS.has(bucket)) continue;
      for await (const page of objectPages(c, bucket, c.uid)) {
        for (const [path, url] of await signedUrls(c, bucket, page)) {
          const body = download(url);
          body.catch(() => {}); // awaited in turn below
          pending.push({ name: `files/${bucket}/${path.slice(c.uid.length + 1)}`, body });
          if (pending.length >= PREFETCH) {
            const next = pending.shift()!;
            yield { name: next.name, body: await next.body, stored: true };
          }
        }
      }
    }
    while (pending.length) {
      const next = pending.shift()!;
      yield { name: next.name, body: await next.body, stored: true };
    }
  } finally {
    // Stopped early (the archive failed): let go of the downloads already under way.
    for (const p of pending) p.body.then((b) => b.cancel()).catch(() => {});
  }
}
