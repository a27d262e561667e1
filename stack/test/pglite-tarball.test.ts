// The reader of dumped data directories (db/pglite-tarball.ts): every file and directory of a ustar
// archive, contents as views of the archive's bytes, long names through the ustar prefix; anything
// else fails loudly instead of starting a backend on a half-read data directory.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tarEntries } from '../src/db/pglite-tarball.ts';

const dir = mkdtempSync(join(tmpdir(), 'pglite-tarball-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function archive(name: string, build: (root: string) => void): Uint8Array {
  const root = join(dir, name);
  mkdirSync(root);
  build(root);
  const file = join(dir, `${name}.tar`);
  execFileSync('tar', ['--format=ustar', '-cf', file, '-C', root, '.']);
  return new Uint8Array(readFileSync(file));
}

describe('tarEntries', () => {
  it('yields every directory and file with its mode, contents as views of the archive', () => {
    const long = `${'d'.repeat(90)}/${'f'.repeat(60)}`;
    const big = Buffer.alloc(70_000, 7);
    const tar = archive('data', (root) => {
      mkdirSync(join(root, 'base', '5'), { recursive: true });
      writeFileSync(join(root, 'PG_VERSION'), '18\n', { mode: 0o600 });
      writeFileSync(join(root, 'base', '5', '1255'), big);
      writeFileSync(join(root, 'base', '5', 'empty'), '');
      mkdirSync(join(root, 'd'.repeat(90)));
      writeFileSync(join(root, long), 'deep');
    });
    const entries = [...tarEntries(tar)];
    const files = new Map(entries.filter((e) => !e.directory).map((e) => [e.name.replace(/^\.\//, ''), e]));
    expect([...files.keys()].sort()).toEqual(['PG_VERSION', 'base/5/1255', 'base/5/empty', long].sort());
    expect(new TextDecoder().decode(files.get('PG_VERSION')!.data)).toBe('18\n');
    expect(files.get('PG_VERSION')!.mode & 0o777).toBe(0o600);
    expect(Buffer.from(files.get('base/5/1255')!.data).equals(big)).toBe(true);
    expect(files.get('base/5/empty')!.data.length).toBe(0);
    expect(new TextDecoder().decode(files.get(long)!.data)).toBe('deep');
    // A view, not a copy: the backend writes into the archive's own bytes.
    expect(files.get('base/5/1255')!.data.buffer).toBe(tar.buffer);
    const dirs = entries.filter((e) => e.directory).map((e) => e.name.replace(/^\.\/?/, ''));
    expect(dirs).toEqual(expect.arrayContaining(['base', 'base/5', 'd'.repeat(90)]));
  });

  it('refuses an entry a data directory never has (a symbolic link)', () => {
    const tar = archive('link', (root) => {
      writeFileSync(join(root, 'target'), 'x');
      symlinkSync('target', join(root, 'link'));
    });
    expect(() => [...tarEntries(tar)]).toThrow(/unexpected entry type 2/);
  });
});
