import { beforeEach, describe, expect, it, vi } from 'vitest';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast }));

import { NETWORK_TEXT } from '@/config/network-text';
import { createQueryClient } from '@/lib/query-client';
import { RowCheckError, withKeys, withValues } from '@/lib/rows';

beforeEach(() => toast.mockReset());

type Row = { id: string | null; kind: string | null; note: string | null };

describe('checked rows (src/lib/rows.ts)', () => {
  it('narrows the columns the function promises, and keeps the others nullable', () => {
    const rows: Row[] = [{ id: 'a', kind: 'x', note: null }];
    const checked = withKeys(rows, 'id', 'kind');
    expect(checked).toEqual(rows);
    const id: string = checked[0]!.id;
    expect(id).toBe('a');
    expect(withKeys<Row, 'id'>(null, 'id')).toEqual([]);
  });

  it('throws a RowCheckError naming the broken column, in the catalogue words', () => {
    const rows: Row[] = [
      { id: 'a', kind: 'x', note: null },
      { id: null, kind: 'x', note: null },
    ];
    expect(() => withKeys(rows, 'id')).toThrow(RowCheckError);
    try {
      withKeys(rows, 'kind', 'id');
    } catch (error) {
      expect(error).toMatchObject({ column: 'id', message: NETWORK_TEXT.unreadable });
    }
  });

  it('withValues accepts the known values only', () => {
    const rows = withKeys<Row, 'kind'>([{ id: 'a', kind: 'x', note: null }], 'kind');
    expect(withValues(rows, 'kind', ['x', 'y'] as const)).toEqual(rows);
    expect(() => withValues(rows, 'kind', ['y'] as const)).toThrow(RowCheckError);
  });

  it('a failed check reaches the member through the one error path: the toast says so', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['services'],
        queryFn: async () => withKeys<Row, 'id'>([{ id: null, kind: null, note: null }], 'id'),
        retry: false,
        meta: { errorTitle: 'Error fetching services' },
      })
      .catch(() => undefined);
    expect(toast).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Error fetching services',
        description: NETWORK_TEXT.unreadable,
        variant: 'destructive',
      }),
    );
  });
});
