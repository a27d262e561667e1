import { FunctionsFetchError, FunctionsHttpError } from '@supabase/supabase-js';
import { supabase } from '@/lib/supabase';
import {
  ADMIN_USERS_PAGE_SIZE,
  SETUP_TOKEN_HEADER,
  adminKeys,
  createInitialAdmin,
  fetchAdminUsersPage,
} from './queries';

type Invoke = typeof supabase.functions.invoke;
type InvokeResult = Awaited<ReturnType<Invoke>>;

// supabase.functions is a getter that builds a new client on each access: stub its prototype.
function stubInvoke(result: Partial<InvokeResult>) {
  const proto = Object.getPrototypeOf(supabase.functions) as { invoke: Invoke };
  return vi.spyOn(proto, 'invoke').mockResolvedValue(result as InvokeResult);
}

function httpError(status: number, body: unknown) {
  const response = new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  return { data: null, error: new FunctionsHttpError(response), response };
}

afterEach(() => vi.restoreAllMocks());

describe('createInitialAdmin', () => {
  it('POSTs to create-initial-admin and returns the credentials', async () => {
    const invoke = stubInvoke({ data: { email: 'a@hrconnect.local', password: 'pw' }, error: null });
    expect(await createInitialAdmin(supabase)).toEqual({ kind: 'created', email: 'a@hrconnect.local', password: 'pw' });
    expect(invoke).toHaveBeenCalledWith('create-initial-admin', { method: 'POST', headers: {} });
  });

  it('sends the setup token in the header the function reads', async () => {
    const invoke = stubInvoke({ data: { email: 'a@x.io', password: 'pw' }, error: null });
    await createInitialAdmin(supabase, 's3cret');
    expect(invoke).toHaveBeenCalledWith('create-initial-admin', {
      method: 'POST',
      headers: { [SETUP_TOKEN_HEADER]: 's3cret' },
    });
  });

  it('reads status and body of a non-2xx answer', async () => {
    stubInvoke(httpError(409, { error: 'Admin user already exists' }));
    expect(await createInitialAdmin(supabase)).toEqual({ kind: 'exists' });
    stubInvoke(httpError(401, { error: 'Invalid or missing setup token' }));
    expect(await createInitialAdmin(supabase)).toEqual({
      kind: 'token-required',
      message: 'Invalid or missing setup token',
    });
    stubInvoke(httpError(500, { error: 'auth admin API unavailable' }));
    expect(await createInitialAdmin(supabase)).toEqual({ kind: 'failed', message: 'auth admin API unavailable' });
  });

  it('reports a network failure as the backend being unreachable (issue 24)', async () => {
    stubInvoke({ data: null, error: new FunctionsFetchError(new TypeError('Failed to fetch')) });
    expect(await createInitialAdmin(supabase)).toEqual({
      kind: 'failed',
      message: 'Cannot reach HR Connect. Check your connection and try again.',
    });
  });
});

describe('fetchAdminUsersPage', () => {
  function stubRows(n: number) {
    const rows = Array.from({ length: n }, (_, i) => ({ id: String(i) }));
    return vi
      .spyOn(supabase, 'rpc')
      .mockReturnValue(Promise.resolve({ data: rows, error: null }) as unknown as ReturnType<typeof supabase.rpc>);
  }

  it('asks for one row more than a page to know whether another page exists', async () => {
    const rpc = stubRows(ADMIN_USERS_PAGE_SIZE + 1);
    const page = await fetchAdminUsersPage(supabase, '  Northwind ', 40);
    expect(rpc).toHaveBeenCalledWith('admin_list_users', {
      search_text: 'Northwind',
      page_limit: ADMIN_USERS_PAGE_SIZE + 1,
      page_offset: 40,
    });
    expect(page.rows).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(page.nextOffset).toBe(40 + ADMIN_USERS_PAGE_SIZE);
  });

  it('stops on a short page and sends no filter for a blank search', async () => {
    const rpc = stubRows(3);
    const page = await fetchAdminUsersPage(supabase, '   ', 0);
    expect(rpc.mock.calls[0]?.[1]).toMatchObject({ search_text: undefined });
    expect(page).toMatchObject({ nextOffset: undefined });
    expect(page.rows).toHaveLength(3);
  });
});

describe('adminKeys', () => {
  it('nests every admin query under one key, so logout can drop them all', () => {
    for (const key of [adminKeys.exists(), adminKeys.stats(), adminKeys.users('x')]) {
      expect(key.slice(0, 1)).toEqual([...adminKeys.all]);
    }
    expect(adminKeys.users('a')).not.toEqual(adminKeys.users('b'));
  });
});
