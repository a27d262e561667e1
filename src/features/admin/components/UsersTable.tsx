import { intlFormat } from 'date-fns';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { AdminUser } from '../queries';
import { USER_ROLE } from '@/lib/enums';
import { planLabel } from '@/lib/plan';

function formatDate(value: string | null | undefined): string {
  // In the user's locale (decisions.md: dates with date-fns in the user's locale).
  return value ? intlFormat(new Date(value), { dateStyle: 'medium' }) : 'Never';
}

/** `onChangePlan` offers 'Change plan' on Service Providers' rows (plans apply to them only). */
export function UsersTable({ users, onChangePlan }: { users: AdminUser[]; onChangePlan?: (user: AdminUser) => void }) {
  return (
    // On a phone the table scrolls sideways; a focusable region lets keyboard users scroll it too.
    <div
      tabIndex={0}
      role="region"
      aria-label="Members table"
      className="overflow-x-auto rounded-lg border bg-white border-slate-200"
    >
      <table className="w-full min-w-[860px] text-left text-sm">
        <caption className="sr-only">Members of HR Connect, newest first</caption>
        <thead className="border-b bg-slate-50 text-slate-600 border-slate-200">
          <tr>
            {/* The e-mail goes under the name: seven columns fit the admin screen at 1280 px. */}
            <th scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
              Name and email
            </th>
            <th scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
              Company
            </th>
            <th scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
              Type
            </th>
            <th scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
              Plan
            </th>
            <th scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
              Joined
            </th>
            <th scope="col" className="whitespace-nowrap px-4 py-3 font-medium">
              Last sign-in
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id ?? u.email} className="border-b last:border-0 border-slate-200">
              <th scope="row" className="px-4 py-3 font-medium">
                <div className="min-w-56 max-w-72 wrap-anywhere">
                  <span className="flex flex-wrap items-center gap-x-2">
                    {u.full_name}
                    {u.role === USER_ROLE.admin && <Badge variant="secondary">Admin</Badge>}
                  </span>
                  {u.position && <span className="block text-xs font-normal text-slate-600">{u.position}</span>}
                  <span className="block font-normal text-slate-700">{u.email}</span>
                </div>
              </th>
              <td className="px-4 py-3">
                <div className="min-w-32 max-w-56 wrap-anywhere">{u.company ?? '—'}</div>
              </td>
              <td className="px-4 py-3">
                {/* An administrator has no member type. */}
                {u.user_type ? (
                  <Badge variant="outline" className="whitespace-nowrap">
                    {u.user_type}
                  </Badge>
                ) : (
                  '—'
                )}
              </td>
              <td className="whitespace-nowrap px-4 py-3">
                {u.user_type === 'Service Provider' ? (
                  <span className="flex flex-wrap items-center gap-2">
                    {planLabel(u.subscription_plan)}
                    {onChangePlan ? (
                      <Button
                        size="sm"
                        variant="outline"
                        onClick={() => onChangePlan(u)}
                        aria-label={`Change plan of ${u.full_name ?? ''}`}
                      >
                        Change plan
                      </Button>
                    ) : null}
                  </span>
                ) : (
                  <span className="text-slate-500">—</span>
                )}
              </td>
              <td className="whitespace-nowrap px-4 py-3">{formatDate(u.created_at)}</td>
              <td className="whitespace-nowrap px-4 py-3">{formatDate(u.last_sign_in_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
