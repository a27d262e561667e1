import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FunctionsHttpError } from '@supabase/supabase-js';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import { errorMessage } from '@/lib/errors';
import type { Database } from '@/lib/database.types';
import type { SubscriptionPlan } from '@/lib/enums';
import { PLAN_MESSAGES } from '@/config/messages';
import { classifyBootstrap, type BootstrapOutcome } from './lib/bootstrap';

type Functions = Database['public']['Functions'];
export type AdminStats = Functions['admin_dashboard_stats']['Returns'][number];
export type AdminUser = Functions['admin_list_users']['Returns'][number];

export const ADMIN_USERS_PAGE_SIZE = 20;
/** Header the create-initial-admin function reads when ADMIN_SETUP_TOKEN is set (supabase/API.md). */
export const SETUP_TOKEN_HEADER = 'x-admin-setup-token';

export const adminKeys = {
  all: ['admin'] as const,
  exists: () => [...adminKeys.all, 'exists'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: (search: string) => [...adminKeys.all, 'users', search] as const,
  // ---- plans (issue 20) ----
  planHistory: (memberId: string) => [...adminKeys.all, 'plan-history', memberId] as const,
  upgradeRequests: (status: string) => [...adminKeys.all, 'upgrade-requests', status] as const,
  salesInquiries: (status: string) => [...adminKeys.all, 'sales-inquiries', status] as const,
};

export const adminMutations = {
  setPlan: ['admin', 'set-plan'] as const,
  closeRequest: ['admin', 'close-request'] as const,
  closeInquiry: ['admin', 'close-inquiry'] as const,
  // Makes nothing stale: the setup page moves on to sign-in.
  createInitialAdmin: ['admin', 'create-initial-admin'] as const,
};

export async function fetchAdminExists(client: Client): Promise<boolean> {
  const { data, error } = await client.rpc('admin_exists');
  if (error) throw error;
  return data === true;
}

/** Whether the signed-in caller is an administrator, as the database decides it. */
export async function fetchIsAdmin(client: Client): Promise<boolean> {
  const { data, error } = await client.rpc('is_admin');
  if (error) throw error;
  return data === true;
}

export async function fetchAdminStats(client: Client): Promise<AdminStats> {
  const { data, error } = await client.rpc('admin_dashboard_stats').single();
  if (error) throw error;
  return data;
}

export interface AdminUsersPage {
  rows: AdminUser[];
  nextOffset: number | undefined;
}

export async function fetchAdminUsersPage(client: Client, search: string, offset: number): Promise<AdminUsersPage> {
  // One row more than a page tells whether another page exists without counting the whole table.
  const { data, error } = await client.rpc('admin_list_users', {
    search_text: search.trim() || undefined,
    page_limit: ADMIN_USERS_PAGE_SIZE + 1,
    page_offset: offset,
  });
  if (error) throw error;
  const rows = data ?? [];
  return {
    rows: rows.slice(0, ADMIN_USERS_PAGE_SIZE),
    nextOffset: rows.length > ADMIN_USERS_PAGE_SIZE ? offset + ADMIN_USERS_PAGE_SIZE : undefined,
  };
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Calls the one place that may create an administrator; never throws, the outcome says what happened. */
export async function createInitialAdmin(client: Client, token?: string): Promise<BootstrapOutcome> {
  const headers: Record<string, string> = token ? { [SETUP_TOKEN_HEADER]: token } : {};
  const { data, error } = await client.functions.invoke('create-initial-admin', { method: 'POST', headers });
  if (!error) return classifyBootstrap(200, data);
  if (error instanceof FunctionsHttpError && error.context instanceof Response) {
    return classifyBootstrap(error.context.status, await readBody(error.context), error.message);
  }
  // No answer at all: the catalogue's 'Cannot reach HR Connect...' rather than supabase-js's wording.
  return classifyBootstrap(null, null, error instanceof Error ? errorMessage(error) : undefined);
}

export async function adminSignIn(client: Client, email: string, password: string) {
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return data;
}

export async function adminSignOut(client: Client) {
  const { error } = await client.auth.signOut();
  if (error) throw error;
}

// ---- plans (issue 20): plan changes with a reason, upgrade requests, sales inquiries ----
export type PlanHistoryEntry = Functions['admin_plan_history']['Returns'][number];
export type UpgradeRequest = Functions['admin_list_upgrade_requests']['Returns'][number];
export type SalesInquiryRow = Functions['admin_list_sales_inquiries']['Returns'][number];
export type OpenOrClosed = 'open' | 'closed';
export const ADMIN_LIST_PAGE_SIZE = 50;

export async function adminSetPlan(
  client: Client,
  change: { memberId: string; plan: SubscriptionPlan; reason: string },
) {
  const { error } = await client.rpc('admin_set_plan', {
    member_id: change.memberId,
    plan: change.plan,
    reason: change.reason.trim(),
  });
  if (error) throw error;
}

export async function fetchPlanHistory(client: Client, memberId: string) {
  const { data, error } = await client.rpc('admin_plan_history', { member_id: memberId, page_limit: 20 });
  if (error) throw error;
  return data;
}

export async function fetchUpgradeRequests(client: Client, status: OpenOrClosed) {
  const { data, error } = await client.rpc('admin_list_upgrade_requests', {
    request_status: status,
    page_limit: ADMIN_LIST_PAGE_SIZE,
  });
  if (error) throw error;
  return data;
}

export async function fetchSalesInquiries(client: Client, status: OpenOrClosed) {
  const { data, error } = await client.rpc('admin_list_sales_inquiries', {
    inquiry_status: status,
    page_limit: ADMIN_LIST_PAGE_SIZE,
  });
  if (error) throw error;
  return data;
}

export async function closeUpgradeRequest(client: Client, id: string) {
  const { error } = await client.rpc('admin_close_upgrade_request', { request_id: id });
  if (error) throw error;
}

export async function closeSalesInquiry(client: Client, id: string) {
  const { error } = await client.rpc('admin_close_sales_inquiry', { inquiry_id: id });
  if (error) throw error;
}

/**
 * Every server call of the admin area. Hooks and pages go through this object, so component tests
 * can stub the server at exactly this boundary (vi.spyOn(adminApi, ...)).
 */
export const adminApi = {
  fetchAdminExists,
  fetchIsAdmin,
  fetchAdminStats,
  fetchAdminUsersPage,
  createInitialAdmin,
  adminSignIn,
  adminSignOut,
  adminSetPlan,
  fetchPlanHistory,
  fetchUpgradeRequests,
  fetchSalesInquiries,
  closeUpgradeRequest,
  closeSalesInquiry,
};

/**
 * The administrator's session decides what every admin query may read: signing in reads them again,
 * signing out drops them (admin data must not outlive the admin session in the cache).
 */
export function useAdminSessionCache() {
  const queryClient = useQueryClient();
  return {
    refresh: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    forget: () => queryClient.removeQueries({ queryKey: adminKeys.all }),
  };
}

export function useAdminExists(enabled = true) {
  const client = useClient();
  return useQuery({
    queryKey: adminKeys.exists(),
    queryFn: () => adminApi.fetchAdminExists(client),
    enabled,
    staleTime: 0,
  });
}

export function useAdminStats() {
  const client = useClient();
  return useQuery({ queryKey: adminKeys.stats(), queryFn: () => adminApi.fetchAdminStats(client), staleTime: 30_000 });
}

export function useAdminUsers(search: string) {
  const client = useClient();
  return useInfiniteQuery({
    queryKey: adminKeys.users(search),
    queryFn: ({ pageParam }) => adminApi.fetchAdminUsersPage(client, search, pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => last.nextOffset,
    // The current list stays on screen while the next search runs, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}

export function useCreateInitialAdmin() {
  const client = useClient();
  return useMutation({
    mutationKey: adminMutations.createInitialAdmin,
    mutationFn: (token?: string) => adminApi.createInitialAdmin(client, token),
  });
}

// ---- plans (issue 20) ----
export function usePlanHistory(memberId: string | null) {
  const client = useClient();
  return useQuery({
    queryKey: adminKeys.planHistory(memberId ?? ''),
    queryFn: () => adminApi.fetchPlanHistory(client, memberId!),
    enabled: !!memberId,
    meta: { errorTitle: PLAN_MESSAGES.planLoadFailed.title },
  });
}

export function useUpgradeRequests(status: OpenOrClosed) {
  const client = useClient();
  return useQuery({
    queryKey: adminKeys.upgradeRequests(status),
    queryFn: () => adminApi.fetchUpgradeRequests(client, status),
  });
}

export function useSalesInquiries(status: OpenOrClosed) {
  const client = useClient();
  return useQuery({
    queryKey: adminKeys.salesInquiries(status),
    queryFn: () => adminApi.fetchSalesInquiries(client, status),
  });
}

export function useSetPlan() {
  const client = useClient();
  return useMutation({
    mutationKey: adminMutations.setPlan,
    mutationFn: (change: { memberId: string; plan: SubscriptionPlan; reason: string }) =>
      adminApi.adminSetPlan(client, change),
    meta: { successToast: PLAN_MESSAGES.planChanged, errorTitle: PLAN_MESSAGES.planChangeFailed.title },
  });
}

export function useCloseUpgradeRequest() {
  const client = useClient();
  return useMutation({
    mutationKey: adminMutations.closeRequest,
    mutationFn: (id: string) => adminApi.closeUpgradeRequest(client, id),
    meta: { successToast: PLAN_MESSAGES.requestClosed, errorTitle: PLAN_MESSAGES.closeFailed.title },
  });
}

export function useCloseSalesInquiry() {
  const client = useClient();
  return useMutation({
    mutationKey: adminMutations.closeInquiry,
    mutationFn: (id: string) => adminApi.closeSalesInquiry(client, id),
    meta: { successToast: PLAN_MESSAGES.requestClosed, errorTitle: PLAN_MESSAGES.closeFailed.title },
  });
}
