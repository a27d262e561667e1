import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { useDebouncedSearch } from '@/lib/use-debounced-value';
import { useAdminUsers } from '../queries';
import { UsersTable } from '../components/UsersTable';

export default function AdminUsersPage() {
  const { text, setText, search } = useDebouncedSearch();
  const users = useAdminUsers(search);
  const rows = users.data?.pages.flatMap((p) => p.rows) ?? [];

  return (
    <section aria-labelledby="admin-users-title" className="space-y-6">
      <header>
        <h1 id="admin-users-title" className="text-2xl font-bold tracking-tight">
          Users
        </h1>
        <p className="text-slate-600">Every member of HR Connect, newest first.</p>
      </header>

      <form role="search" onSubmit={(e) => e.preventDefault()} className="max-w-md">
        <SearchField
          id="admin-user-search"
          label="Search users"
          placeholder="Search by name, email or company"
          value={text}
          onChange={setText}
        />
      </form>

      {users.isPlaceholderData && (
        <p role="status" className="flex items-center gap-2 text-sm text-slate-600">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          Searching...
        </p>
      )}

      {users.isPending && (
        <p role="status" className="flex items-center gap-2 text-slate-600">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          Loading users...
        </p>
      )}

      {users.isError && (
        <div role="alert" className="space-y-3 rounded-lg border border-red-200 bg-white p-6">
          <p className="font-medium text-red-600">Could not load users.</p>
          <p className="text-sm text-slate-600">{users.error.message}</p>
          <Button variant="outline" onClick={() => void users.refetch()}>
            Try again
          </Button>
        </div>
      )}

      {users.isSuccess && !users.isPlaceholderData && rows.length === 0 && (
        <p role="status" className="rounded-lg border bg-white p-6 text-center text-slate-600 border-slate-200">
          {search ? `No users found matching "${search}".` : 'No users yet.'}
        </p>
      )}

      {rows.length > 0 && (
        <>
          <UsersTable users={rows} />
          <div className="flex items-center justify-between gap-4">
            <p className="text-sm text-slate-600" aria-live="polite">
              Showing {rows.length} {rows.length === 1 ? 'user' : 'users'}
            </p>
            {users.hasNextPage && (
              <Button variant="outline" onClick={() => void users.fetchNextPage()} disabled={users.isFetchingNextPage}>
                {users.isFetchingNextPage ? 'Loading...' : 'Load more'}
              </Button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
