import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callFunction } from '@/lib/functions';
import { RowCheckError } from '@/lib/rows';

const answer = z.object({ sent: z.literal(true), sent_today: z.number() });
const clientAnswering = (data: unknown) =>
  ({ functions: { invoke: vi.fn(() => Promise.resolve({ data, error: null })) } }) as never;

describe('callFunction: an edge function answer is checked, not cast', () => {
  it('returns the answer of the promised shape', async () => {
    await expect(
      callFunction(clientAnswering({ sent: true, sent_today: 2 }), 'send-invite', {}, answer),
    ).resolves.toEqual({ sent: true, sent_today: 2 });
  });

  it('throws a RowCheckError for an answer of another shape', async () => {
    const call = callFunction(clientAnswering({ sent: 'yes' }), 'send-invite', {}, answer);
    await expect(call).rejects.toBeInstanceOf(RowCheckError);
    await expect(call).rejects.toMatchObject({ column: 'send-invite: sent' });
  });
});
