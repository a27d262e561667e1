import { useState } from 'react';
import { Loader2 } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Button } from '@/components/ui/button';
import { SearchField } from '@/components/ui/search-field';
import { useDebouncedSearch } from '@/lib/use-debounced-value';
import { useAdminUsers } from '../queries';
import { UsersTable } from '../components/UsersTable';
import { ChangePlanDialog, type PlanMember } from '../components/ChangePlanDialog';
import { SalesInquiriesPanel, UpgradeRequestsPanel } from '../components/PlanRequestsPanels';
import { errorMessage } from '@/lib/errors';

export default function AdminUsersPage() {
  const { text, setText, search } = useDebouncedSearch();
  const users = useAdminUsers(search);
  const rows = users.data?.pages.flatMap((p) => p.rows) ?? [];
  const [planMember, setPlanMember] = useState<PlanMember | null>(null);

  return (
    <section aria-labelledby="admin-users-title" className="space-y-6">
      <header>
        <h1 id="admin-users-title" className="text-2xl font-bold tracking-tight">
          Users
        </h1>
        <p className="text-slate-600">Every member of HR Connect, newest first.</p>
      </header>

      <Tabs defaultValue="members">
        <TabsList className="flex-wrap">
          <TabsTrigger value="members">Members</TabsTrigger>
          <TabsTrigger value="requests">Upgrade requests</TabsTrigger>
          <TabsTrigger value="inquiries">Sales inquiries</TabsTrigger>
        </TabsList>
        <TabsContent value="requests">
          <UpgradeRequestsPanel
            onGrant={(r) =>
              setPlanMember({ id: r.member_id!, full_name: r.full_name, subscription_plan: r.current_plan })
            }
          />
        </TabsContent>
        <TabsContent value="inquiries">
          <SalesInquiriesPanel />
        </TabsContent>
        <TabsContent value="members" className="space-y-6">
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
              <p className="text-sm text-slate-600">{errorMessage(users.error)}</p>
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
              <UsersTable
                users={rows}
                onChangePlan={(u) =>
                  setPlanMember({ id: u.id!, full_name: u.full_name, subscription_plan: u.subscription_plan })
                }
              />
              <div className="flex items-center justify-between gap-4">
                <p className="text-sm text-slate-600" aria-live="polite">
                  Showing {rows.length} {rows.length === 1 ? 'user' : 'users'}
                </p>
                {users.hasNextPage && (
                  <Button
                    variant="outline"
                    onClick={() => void users.fetchNextPage()}
                    disabled={users.isFetchingNextPage}
                  >
                    {users.isFetchingNextPage ? 'Loading...' : 'Load more'}
                  </Button>
                )}
              </div>
            </>
          )}
        </TabsContent>
      </Tabs>
      <ChangePlanDialog member={planMember} onClose={() => setPlanMember(null)} />
    </section>
  );
}
