// A dumped PGlite data directory (the tar of PGlite's dumpDataDir) written into the backend's in-memory
// file system without copying: each file's contents are a view of the tarball's own bytes. PGlite's
// loadDataDir copies every byte twice (untar, then a copying write) and took about 2 s of CPU per test
// stack for the 46 MB migrated snapshot; this takes a few milliseconds. The tarball must be the
// backend's own (pglite.ts transfers a copy to each one): Postgres writes into these views.
import { MemoryFS, type PGlite } from '@electric-sql/pglite';

/** Where PGlite keeps its data directory (PGlite.paths.PGDATA). */
const PGDATA = '/pglite/data';

interface EmscriptenFS {
  mkdirTree(path: string, mode?: number): void;
  writeFile(path: string, data: Uint8Array, opts: { canOwn: boolean }): void;
  chmod(path: string, mode: number): void;
  analyzePath(path: string): { exists: boolean };
}
type EmscriptenOpts = { preRun?: Array<(mod: { FS: EmscriptenFS }) => void> } & Record<string, unknown>;

function text(bytes: Uint8Array, from: number, length: number): string {
  const field = bytes.subarray(from, from + length);
  const end = field.indexOf(0);
  return new TextDecoder().decode(end < 0 ? field : field.subarray(0, end));
}

function octal(bytes: Uint8Array, from: number, length: number): number {
  const value = text(bytes, from, length).trim();
  return value ? parseInt(value, 8) : 0;
}

/** Files and directories of a ustar archive, in order, contents as views of `tar`. */
export function* tarEntries(
  tar: Uint8Array,
): Generator<{ name: string; directory: boolean; mode: number; data: Uint8Array }> {
  let at = 0;
  while (at + 512 <= tar.length) {
    const header = tar.subarray(at, at + 512);
    if (header.every((b) => b === 0)) return; // the end-of-archive blocks
    const name = text(header, 0, 100);
    const prefix = text(header, 345, 155);
    const size = octal(header, 124, 12);
    const type = String.fromCharCode(header[156] || 0x30);
    const full = (prefix ? `${prefix}/${name}` : name).replace(/^\/+/, '').replace(/\/+$/, '');
    const data = tar.subarray(at + 512, at + 512 + size);
    at += 512 + Math.ceil(size / 512) * 512;
    if (type === '5') yield { name: full, directory: true, mode: octal(header, 100, 8), data };
    else if (type === '0') yield { name: full, directory: false, mode: octal(header, 100, 8), data };
    else throw new Error(`unexpected entry type ${type} (${full}) in a PGlite data directory`);
  }
}

/** An in-memory file system that starts with the data directory in `tar` (see the top). */
export class TarballFS extends MemoryFS {
  constructor(private readonly tar: Uint8Array) {
    super();
  }

  override async init(pg: PGlite, opts: EmscriptenOpts) {
    const result = (await super.init(pg, opts)) as { emscriptenOpts: EmscriptenOpts };
    const load = (mod: { FS: EmscriptenFS }) => {
      const fs = mod.FS;
      fs.mkdirTree(PGDATA);
      for (const entry of tarEntries(this.tar)) {
        const path = entry.name ? `${PGDATA}/${entry.name}` : PGDATA;
        const parent = path.slice(0, path.lastIndexOf('/'));
        if (!fs.analyzePath(parent).exists) fs.mkdirTree(parent);
        if (entry.directory) {
          if (!fs.analyzePath(path).exists) fs.mkdirTree(path);
        } else fs.writeFile(path, entry.data, { canOwn: true });
        if (entry.mode) fs.chmod(path, entry.mode);
      }
    };
    const emscriptenOpts = result.emscriptenOpts;
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), load] } };
  }
}
