// Object contents on disk. A file is named by its version (a UUID the stack makes), never by the
// object's key, so no key can reach outside the directory. Writes are atomic: the body streams into
// tmp/, is fsynced, then renamed into objects/ (and the directory fsynced) before the database row
// that names it commits; a crash at any point leaves either no file or a whole one, and sweep()
// removes what a crash orphaned (temp files, files no row names).
import { createHash } from 'node:crypto';
import { createReadStream, mkdirSync, type ReadStream } from 'node:fs';
import { open, readdir, rename, rm, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

const VERSION = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

// Larger reads than the 64 KiB default: fewer trips through the event loop per download.
const READ_CHUNK = 512 * 1024;

const WRITE_BATCH = 1024 * 1024;

export class TooLarge extends Error {}

/** The buffers left after the first `n` bytes were written (a short writev). */
function skip(buffers: Buffer[], n: number): Buffer[] {
  const rest: Buffer[] = [];
  for (const b of buffers) {
    if (n >= b.length) n -= b.length;
    else {
      rest.push(n > 0 ? b.subarray(n) : b);
      n = 0;
    }
  }
  return rest;
}

/** A body written to tmp/ and fsynced, not yet an object's. */
export interface StagedFile {
  path: string;
  size: number;
  md5: string;
}

export interface OpenedFile {
  stream: ReadStream;
  size: number;
  mtime: Date;
}

export class FileStore {
  private readonly objects: string;
  private readonly tmp: string;

  constructor(readonly root: string) {
    this.objects = join(root, 'objects');
    this.tmp = join(root, 'tmp');
    mkdirSync(this.objects, { recursive: true });
    mkdirSync(this.tmp, { recursive: true });
  }

  static isVersion(version: unknown): version is string {
    return typeof version === 'string' && VERSION.test(version);
  }

  private pathOf(version: string): string {
    if (!FileStore.isVersion(version)) throw new Error(`not a file version: ${version}`);
    return join(this.objects, version);
  }

  /** Streams `source` into a temp file, at most `limit` bytes (TooLarge past it; nothing is kept). */
  async write(source: AsyncIterable<Buffer | Uint8Array | string>, limit: number): Promise<StagedFile> {
    const path = join(this.tmp, randomUUID());
    const handle = await open(path, 'wx');
    const hash = createHash('md5');
    let size = 0;
    // Chunks are gathered up to WRITE_BATCH and written together: fewer trips to the disk thread.
    let pending: Buffer[] = [];
    let pendingBytes = 0;
    const flush = async () => {
      let buffers = pending;
      pending = [];
      pendingBytes = 0;
      while (buffers.length) {
        const { bytesWritten } = await handle.writev(buffers);
        buffers = skip(buffers, bytesWritten);
      }
    };
    try {
      for await (const piece of source) {
        const chunk =
          typeof piece === 'string' ? Buffer.from(piece) : Buffer.from(piece.buffer, piece.byteOffset, piece.length);
        size += chunk.length;
        if (size > limit) throw new TooLarge();
        hash.update(chunk);
        pending.push(chunk);
        pendingBytes += chunk.length;
        if (pendingBytes >= WRITE_BATCH) await flush();
      }
      await flush();
      await handle.sync();
    } catch (error) {
      await handle.close().catch(() => {});
      await unlink(path).catch(() => {});
      throw error;
    }
    await handle.close();
    return { path, size, md5: hash.digest('hex') };
  }

  /** Makes a staged file the content of `version`, durably (rename, then fsync the directory). */
  async commit(staged: StagedFile, version: string): Promise<void> {
    await rename(staged.path, this.pathOf(version));
    const dir = await open(this.objects, 'r');
    try {
      await dir.sync();
    } finally {
      await dir.close();
    }
  }

  async discard(staged: StagedFile): Promise<void> {
    await unlink(staged.path).catch(() => {});
  }

  /** The content of `version` (a byte range of it when asked); undefined when there is no file. */
  async read(version: unknown, range?: { start: number; end: number }): Promise<OpenedFile | undefined> {
    if (!FileStore.isVersion(version)) return undefined;
    const path = this.pathOf(version);
    try {
      const info = await stat(path);
      const stream = createReadStream(path, {
        highWaterMark: READ_CHUNK,
        ...(range ? { start: range.start, end: range.end } : {}),
      });
      return { stream, size: info.size, mtime: info.mtime };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async size(version: unknown): Promise<number | undefined> {
    if (!FileStore.isVersion(version)) return undefined;
    try {
      return (await stat(this.pathOf(version))).size;
    } catch {
      return undefined;
    }
  }

  /** Copies `version`'s content to a staged file (for copy). */
  async stageCopy(version: unknown): Promise<StagedFile | undefined> {
    const file = await this.read(version);
    if (!file) return undefined;
    return this.write(file.stream, Number.MAX_SAFE_INTEGER);
  }

  /** Deletes the files of versions no row names any more. */
  async remove(versions: Iterable<string | null | undefined>): Promise<void> {
    for (const version of versions) {
      if (!FileStore.isVersion(version)) continue;
      await unlink(this.pathOf(version)).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
  }

  /** After a crash: temp files go, and so do files older than `before` that no row names
   * (`known` answers which of a batch of versions rows still name). */
  async sweep(known: (versions: string[]) => Promise<Set<string>>, before: number): Promise<number> {
    for (const name of await readdir(this.tmp)) await rm(join(this.tmp, name), { force: true });
    const candidates: string[] = [];
    for (const name of await readdir(this.objects)) {
      if (!FileStore.isVersion(name)) continue;
      const info = await stat(join(this.objects, name)).catch(() => undefined);
      if (info && info.mtimeMs < before) candidates.push(name);
    }
    let removed = 0;
    for (let i = 0; i < candidates.length; i += 500) {
      const batch = candidates.slice(i, i + 500);
      const keep = await known(batch);
      const orphans = batch.filter((v) => !keep.has(v));
      await this.remove(orphans);
      removed += orphans.length;
    }
    return removed;
  }
}
