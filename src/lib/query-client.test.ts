import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MutationObserver } from '@tanstack/react-query';

const toast = vi.hoisted(() => vi.fn());
vi.mock('@/lib/toast', () => ({ toast }));

import { createQueryClient } from '@/lib/query-client';

const getToasts = () => toast.mock.calls.map(([t]) => t as Record<string, unknown>).reverse();
beforeEach(() => toast.mockReset());

describe('createQueryClient: the one error-toast path and the invalidation table', () => {
  it("toasts a failed query with its catalogue title and the server's message", async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({
        queryKey: ['jobs'],
        queryFn: () => Promise.reject(new Error('upstream timeout')),
        retry: false,
        meta: { errorTitle: 'Error fetching jobs' },
      })
      .catch(() => undefined);
    expect(getToasts()).toEqual([
      expect.objectContaining({
        title: 'Error fetching jobs',
        description: 'upstream timeout',
        variant: 'destructive',
      }),
    ]);
  });

  it('stays silent for a query without an error title', async () => {
    const client = createQueryClient();
    await client
      .fetchQuery({ queryKey: ['ticker'], queryFn: () => Promise.reject(new Error('x')), retry: false })
      .catch(() => undefined);
    expect(getToasts()).toEqual([]);
  });

  it('names what a mutation was asked in its error title, and toasts success', async () => {
    const client = createQueryClient();
    const failing = new MutationObserver(client, {
      mutationFn: (_answer: { status: string }) => Promise.reject(new Error('permission denied')),
      meta: { errorTitle: ({ status }: { status: string }) => `Error ${status} request` },
    });
    await failing.mutate({ status: 'declined' }).catch(() => undefined);
    expect(getToasts()[0]).toMatchObject({ title: 'Error declined request', description: 'permission denied' });

    const ok = new MutationObserver(client, {
      mutationFn: () => Promise.resolve(),
      meta: { successToast: { title: 'Job Posted Successfully!', description: 'Your job listing is now live.' } },
    });
    await ok.mutate(undefined);
    expect(getToasts()[0]).toMatchObject({
      title: 'Job Posted Successfully!',
      description: 'Your job listing is now live.',
    });
  });

  it('says what happened in a success toast built from the result and what was asked', async () => {
    const client = createQueryClient();
    const undo = new MutationObserver(client, {
      mutationFn: (_v: { event: string }) => Promise.resolve(false),
      meta: {
        successToast: (removed: boolean, { event }: { event: string }) => ({
          title: removed ? `Request ${event}` : 'Request already answered',
        }),
      },
    });
    await undo.mutate({ event: 'withdrawn' });
    expect(getToasts()[0]).toEqual({ title: 'Request already answered' });
  });

  it('makes stale exactly what the table lists for the mutation, before mutate resolves', async () => {
    const client = createQueryClient([
      [
        ['jobs', 'post'],
        [['jobs'], ['profile', 'stats']],
      ],
    ]);
    for (const key of [
      ['jobs', 'list', ''],
      ['profile', 'stats', 'u1'],
      ['skills', 'u1'],
    ]) {
      client.setQueryData(key, 1);
    }
    await new MutationObserver(client, { mutationKey: ['jobs', 'post'], mutationFn: () => Promise.resolve() }).mutate(
      undefined,
    );
    const stale = (key: string[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(['jobs', 'list', ''])).toBe(true);
    expect(stale(['profile', 'stats', 'u1'])).toBe(true);
    expect(stale(['skills', 'u1'])).toBe(false);
    // An unlisted mutation touches nothing.
    client.setQueryData(['jobs', 'list', ''], 2);
    await new MutationObserver(client, { mutationKey: ['other'], mutationFn: () => Promise.resolve() }).mutate(
      undefined,
    );
    expect(stale(['jobs', 'list', ''])).toBe(false);
  });

  it('refreshes after a failure only a mutation that says a failure may change what is shown', async () => {
    const client = createQueryClient([
      [['invites', 'send'], [['invites']]],
      [['jobs', 'post'], [['jobs']]],
    ]);
    client.setQueryData(['invites', 'today'], 1);
    client.setQueryData(['jobs', 'list'], 1);
    const fail = () => Promise.reject(new Error('limit reached'));
    for (const [mutationKey, meta] of [
      [['invites', 'send'], { refreshOnError: true }],
      [['jobs', 'post'], {}],
    ] as const) {
      await new MutationObserver(client, { mutationKey, mutationFn: fail, meta }).mutate(undefined).catch(() => null);
    }
    expect(client.getQueryState(['invites', 'today'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['jobs', 'list'])?.isInvalidated).toBe(false);
  });

  it('adds up the rows of a mutation listed more than once', async () => {
    const client = createQueryClient([
      [['connections', 'send'], [['connections']]],
      [['connections', 'send'], [['plans']]],
    ]);
    client.setQueryData(['connections', 'counts'], 1);
    client.setQueryData(['plans', 'mine'], 1);
    await new MutationObserver(client, {
      mutationKey: ['connections', 'send'],
      mutationFn: () => Promise.resolve(),
    }).mutate(undefined);
    expect(client.getQueryState(['connections', 'counts'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['plans', 'mine'])?.isInvalidated).toBe(true);
  });

  it('leaves a plan refusal (PT402) to the upgrade dialog when the mutation says so, and toasts the rest', async () => {
    const client = createQueryClient();
    const refusal = { code: 'PT402', message: 'Upgrade required', details: 'No contacts', hint: 'contacts' };
    const send = (error: unknown) =>
      new MutationObserver(client, {
        mutationFn: () => Promise.reject(error),
        meta: { errorTitle: 'Connection Failed', upgradeDialog: true },
      })
        .mutate(undefined)
        .catch(() => undefined);
    await send(refusal);
    expect(getToasts()).toEqual([]);
    await send({ code: '23505', message: 'duplicate key' });
    expect(getToasts()[0]).toMatchObject({ title: 'Connection Failed', description: 'duplicate key' });
  });
});
