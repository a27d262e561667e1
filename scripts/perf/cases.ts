// The calls the benchmark times: each list and count of the app, made with supabase-js exactly as
// supabase/API.md states the app makes them. A case throws when the API answers with an error, so a
// broken call can never pass for a fast one.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface BenchContext {
  /** Signed in as an HR Professional member of the generated network. */
  member: SupabaseClient;
  memberId: string;
  /** Signed in as an administrator. */
  admin: SupabaseClient;
  /** A service category id, for the category filter. */
  categoryId: string;
  /** Signed in as the poster of the popular job (N/20 applications), and that job's id. */
  poster: SupabaseClient;
  posterId: string;
  popularJobId: string;
  /** One of the bench member's conversations (50 messages), for the history page. */
  conversationId: string;
  /** Signed in as a Premium Service Provider with 90 days of analytics rollups (plans, issue 20). */
  provider: SupabaseClient;
  providerId: string;
}

export interface BenchCase {
  name: string;
  /** One call as the screen makes it; several when the screen fires them together. */
  run: (ctx: BenchContext, i: number) => Promise<void>;
}

type Result = { error: { message: string; code?: string } | null; data?: unknown; count?: number | null };

function check(label: string, result: Result): Result {
  if (result.error) throw new Error(`${label}: ${result.error.code ?? ''} ${result.error.message}`);
  return result;
}

export const PAGE_SIZE = 20;
/** How many suggestions a dashboard section shows (RECOMMENDATIONS_SHOWN in src/features/matching). */
const SUGGESTIONS = 6;
// Search terms a user would type: a surname part, a job word, a service word. Each matches a share
// of the network, so the result set grows with N while one page stays one page.
const NETWORK_TERMS = ['pat', 'sch', 'smi', 'gar', 'kim'];
const JOB_TERMS = ['recruit', 'payroll', 'people', 'analyst', 'remote'];
const SERVICE_TERMS = ['coach', 'payroll', 'catering', 'law', 'yoga'];
const ADMIN_TERMS = ['olivia', 'nguyen', 'acme', 'priya', 'tanaka'];
// Searches for one person or one company: a few matches in the whole network, so a plan that walks
// the newest-first index and filters must read most of the table before it fills a page.
const PERSON_TERMS = ['Olivia Smith', 'Kwame Tanaka', 'Ravi Novak', 'Yuki Dubois', 'Elena Okafor'];
const COMPANY_TERMS = ['Wonka Labs', 'Tyrell Health', 'Bluth Logistics', 'Hooli Partners', 'Contoso Inc.'];
const pick = (terms: string[], i: number): string => terms[i % terms.length] as string;

// The selects of src/features/applications/queries.ts and src/features/jobs/queries.ts, word for word.
const APPLICANT =
  'id, status, status_changed_at, created_at, cover_note, contact_email, cv_path, cv_name, applicant:profiles!applications_applicant_id_fkey(id, full_name, position, company, avatar_url)';
const MY_APPLICATION =
  'id, job_id, status, status_changed_at, created_at, cv_name, job:jobs(id, title, company_name, location, closed_at)';
const POSTING =
  'id, title, company_name, location, created_at, closed_at, counts:job_application_counts(total_count, new_count)';

export const CASES: BenchCase[] = [
  {
    name: 'network: first page',
    run: async ({ member }) => {
      check(
        'network',
        await member.rpc('search_network', {
          search_text: '',
          type_filter: 'all',
          page_limit: PAGE_SIZE,
          page_offset: 0,
        }),
      );
    },
  },
  {
    name: 'network: search',
    run: async ({ member }, i) => {
      check(
        'network search',
        await member.rpc('search_network', {
          search_text: pick(NETWORK_TERMS, i),
          type_filter: 'all',
          page_limit: PAGE_SIZE,
          page_offset: 0,
        }),
      );
    },
  },
  {
    name: 'network: search one person',
    run: async ({ member }, i) => {
      check(
        'network person',
        await member.rpc('search_network', {
          search_text: pick(PERSON_TERMS, i),
          type_filter: 'all',
          page_limit: PAGE_SIZE,
          page_offset: 0,
        }),
      );
    },
  },
  {
    name: 'network: type filter',
    run: async ({ member }) => {
      check(
        'network type',
        await member.rpc('search_network', {
          search_text: '',
          type_filter: 'Service Provider',
          page_limit: PAGE_SIZE,
          page_offset: 0,
        }),
      );
    },
  },
  {
    name: 'jobs: search',
    run: async ({ member }, i) => {
      check(
        'jobs',
        await member
          .rpc('search_jobs', { search_text: pick(JOB_TERMS, i), page_limit: PAGE_SIZE, page_offset: 0 })
          .select('*, poster:profiles(full_name, company, avatar_url)')
          .order('created_at', { ascending: false }),
      );
    },
  },
  {
    name: 'jobs: search one company',
    run: async ({ member }, i) => {
      check(
        'jobs company',
        await member
          .rpc('search_jobs', { search_text: pick(COMPANY_TERMS, i), page_limit: PAGE_SIZE, page_offset: 0 })
          .select('*, poster:profiles(full_name, company, avatar_url)')
          .order('created_at', { ascending: false }),
      );
    },
  },
  {
    name: 'services: by category',
    run: async ({ member, categoryId }) => {
      check(
        'services',
        await member.rpc('search_services', {
          search_text: '',
          category_filter: categoryId,
          page_limit: PAGE_SIZE,
          page_offset: 0,
        }),
      );
    },
  },
  {
    name: 'services: search',
    run: async ({ member }, i) => {
      check(
        'services search',
        await member.rpc('search_services', {
          search_text: pick(SERVICE_TERMS, i),
          category_filter: null,
          page_limit: PAGE_SIZE,
          page_offset: 0,
        }),
      );
    },
  },
  {
    name: 'pending requests',
    run: async ({ member, memberId }) => {
      check(
        'pending',
        await member
          .from('connections')
          .select(
            'id, created_at, requester:profiles!connections_requester_id_fkey(id, full_name, avatar_url, position, company)',
          )
          .eq('addressee_id', memberId)
          .eq('status', 'pending')
          .order('created_at', { ascending: false }),
      );
    },
  },
  {
    // The dashboard's 'Sent requests': requests the member sent that await an answer, first page.
    name: 'sent requests',
    run: async ({ member, memberId }) => {
      check(
        'sent',
        await member
          .from('connections')
          .select(
            'id, created_at, addressee:profiles!connections_addressee_id_fkey(id, full_name, avatar_url, position, company)',
          )
          .eq('requester_id', memberId)
          .in('status', ['pending', 'declined'])
          .order('created_at', { ascending: false })
          .order('id')
          .range(0, PAGE_SIZE - 1),
      );
    },
  },
  {
    // The accepted count names the member, so the (requester_id, status) and (addressee_id, status)
    // indexes answer it; left to the RLS policy alone ("or is_admin()") it read every connection.
    name: 'dashboard counts (3 in parallel)',
    run: async ({ member, memberId }) => {
      const calls = [
        member
          .from('connections')
          .select('id', { count: 'exact', head: true })
          .eq('status', 'accepted')
          .or(`requester_id.eq.${memberId},addressee_id.eq.${memberId}`),
        member
          .from('connections')
          .select('id', { count: 'exact', head: true })
          .eq('addressee_id', memberId)
          .eq('status', 'pending'),
        member.from('jobs').select('id', { count: 'exact', head: true }).eq('posted_by', memberId),
      ];
      (await Promise.all(calls)).forEach((r, k) => check(`count ${k}`, r));
    },
  },
  {
    name: 'my connections',
    run: async ({ member }) => {
      check('my connections', await member.rpc('list_my_connections', { page_limit: PAGE_SIZE, page_offset: 0 }));
    },
  },
  // Messaging (issue 15): the app's page sizes (src/features/messaging/queries.ts).
  {
    name: 'messages: conversation list',
    run: async ({ member }) => {
      check('conversations', await member.rpc('list_conversations', { page_limit: 20 }));
    },
  },
  {
    name: 'messages: history page',
    run: async ({ member, conversationId }) => {
      check('history', await member.rpc('list_messages', { p_conversation_id: conversationId, page_limit: 30 }));
    },
  },
  {
    name: 'messages: unread count',
    run: async ({ member }) => {
      check('unread', await member.rpc('unread_message_count'));
    },
  },
  {
    name: 'ticker',
    run: async ({ member }) => {
      check(
        'ticker',
        await member
          .from('profiles')
          .select('id, full_name, position, company, user_type')
          .order('created_at', { ascending: false })
          .limit(10),
      );
    },
  },
  {
    name: 'admin: users search',
    run: async ({ admin }, i) => {
      check(
        'admin users',
        await admin.rpc('admin_list_users', {
          search_text: pick(ADMIN_TERMS, i),
          page_limit: PAGE_SIZE,
          page_offset: 0,
        }),
      );
    },
  },
  {
    name: 'admin: users search one person',
    run: async ({ admin }, i) => {
      check(
        'admin person',
        await admin.rpc('admin_list_users', {
          search_text: pick(PERSON_TERMS, i),
          page_limit: PAGE_SIZE,
          page_offset: 0,
        }),
      );
    },
  },
  {
    name: 'admin: dashboard stats',
    run: async ({ admin }) => {
      check('admin stats', await admin.rpc('admin_dashboard_stats').single());
    },
  },
  // ---- Applications (issue 17): the queries of src/features/applications/queries.ts ----
  {
    name: 'applications: applicants of a job',
    run: async ({ poster, popularJobId }) => {
      check(
        'applicants',
        await poster
          .from('applications')
          .select(APPLICANT)
          .eq('job_id', popularJobId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(PAGE_SIZE),
      );
    },
  },
  {
    name: 'applications: applicants, next page',
    run: async ({ poster, popularJobId }) => {
      // The keyset cursor of a page far down the list: a fixed point in time, so the call reads one
      // page after it however many came before.
      const at = `"${new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString()}"`;
      check(
        'applicants next',
        await poster
          .from('applications')
          .select(APPLICANT)
          .eq('job_id', popularJobId)
          .lte('created_at', at.slice(1, -1))
          .or(`created_at.lt.${at},and(created_at.eq.${at},id.lt.ffffffff-ffff-ffff-ffff-ffffffffffff)`)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(PAGE_SIZE),
      );
    },
  },
  {
    name: 'applications: my applications',
    run: async ({ member, memberId }) => {
      check(
        'my applications',
        await member
          .from('applications')
          .select(MY_APPLICATION)
          .eq('applicant_id', memberId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(PAGE_SIZE),
      );
    },
  },
  {
    name: 'applications: my postings with counts',
    run: async ({ poster, posterId }) => {
      check(
        'postings',
        await poster
          .from('jobs')
          .select(POSTING)
          .eq('posted_by', posterId)
          .order('created_at', { ascending: false })
          .order('id', { ascending: false })
          .limit(PAGE_SIZE),
      );
    },
  },
  // ---- Plans and analytics (issue 20) ----
  {
    name: 'plans: my plan and usage',
    run: async ({ provider }) => {
      check('get_my_plan', await provider.rpc('get_my_plan'));
    },
  },
  {
    name: 'plans: can contact',
    run: async ({ provider, memberId }) => {
      check('can_contact', await provider.rpc('can_contact', { hr: memberId }));
    },
  },
  {
    name: 'analytics: record a profile view',
    run: async ({ member, providerId }) => {
      check('record_profile_view', await member.rpc('record_profile_view', { target_id: providerId }));
    },
  },
  {
    name: 'analytics: 90-day page (2 in parallel)',
    run: async ({ provider }) => {
      const [daily, companies] = await Promise.all([
        provider.rpc('get_provider_analytics', { days: 90 }),
        provider.rpc('get_provider_top_companies', { per_month: 5 }),
      ]);
      check('get_provider_analytics', daily);
      check('get_provider_top_companies', companies);
    },
  },
  // ---- Notifications, broadcasts, the activity feed and achievements (issue 22) ----
  {
    name: 'notifications: unread count',
    run: async ({ member }) => {
      check('unread_notification_count', await member.rpc('unread_notification_count'));
    },
  },
  {
    name: 'notifications: latest ten',
    run: async ({ member }) => {
      check('list_my_notifications', await member.rpc('list_my_notifications', { page_limit: 10 }));
    },
  },
  {
    // One row whatever the audience (every Service Provider: a third of the network).
    name: 'broadcasts: send to Service Providers',
    run: async ({ admin }, i) => {
      check(
        'admin_send_broadcast',
        await admin.rpc('admin_send_broadcast', {
          p_title: `Bench broadcast ${i}`,
          p_message: 'Measured by npm run bench.',
          p_audience: 'provider',
        }),
      );
    },
  },
  {
    name: 'feed: recent activity page',
    run: async ({ member }) => {
      check('get_activity_feed', await member.rpc('get_activity_feed', { page_limit: 10 }));
    },
  },
  {
    name: 'feed: a member’s activity',
    run: async ({ member, providerId }) => {
      check('get_member_activity', await member.rpc('get_member_activity', { p_member: providerId, page_limit: 10 }));
    },
  },
  {
    name: 'achievements',
    run: async ({ member, memberId }) => {
      check('get_achievements', await member.rpc('get_achievements', { p_member: memberId }));
    },
  },
  // ---- Reviews (issue 21) ----
  {
    name: 'reviews: provider rating',
    run: async ({ member, providerId }) => {
      check(
        'provider_ratings',
        await member.from('provider_ratings').select('*').eq('provider_id', providerId).maybeSingle(),
      );
    },
  },
  {
    name: 'reviews: newest page',
    run: async ({ member, providerId }) => {
      check(
        'reviews newest',
        await member
          .from('reviews')
          .select('id, rating, title, body, created_at, reviewer:profiles!reviews_reviewer_id_fkey(id, full_name)')
          .eq('provider_id', providerId)
          .is('hidden_at', null)
          .order('created_at', { ascending: false })
          .order('id')
          .range(0, 9),
      );
    },
  },
  {
    name: 'reviews: highest first',
    run: async ({ member, providerId }) => {
      check(
        'reviews highest',
        await member
          .from('reviews')
          .select('id, rating, title, body, created_at, reviewer:profiles!reviews_reviewer_id_fkey(id, full_name)')
          .eq('provider_id', providerId)
          .is('hidden_at', null)
          .order('rating', { ascending: false })
          .order('created_at', { ascending: false })
          .order('id')
          .range(0, 9),
      );
    },
  },
  {
    name: 'services: highest rated',
    run: async ({ member }) => {
      check(
        'search_services rating',
        await member.rpc('search_services', { page_limit: PAGE_SIZE, sort_by: 'rating' }),
      );
    },
  },
  // Smart matching (issue 21): the dashboard's four suggestion lists, as src/features/matching asks them.
  {
    name: 'matching: recommended providers',
    run: async ({ member }) => {
      check('recommend_providers', await member.rpc('recommend_providers', { page_limit: SUGGESTIONS }));
    },
  },
  {
    name: 'matching: recommended HR members',
    run: async ({ provider }) => {
      check('recommend_hr_members', await provider.rpc('recommend_hr_members', { page_limit: SUGGESTIONS }));
    },
  },
  {
    name: 'matching: people you may know',
    run: async ({ member }) => {
      check('people_you_may_know', await member.rpc('people_you_may_know', { page_limit: SUGGESTIONS }));
    },
  },
  {
    name: 'matching: jobs for you',
    run: async ({ member }) => {
      check('jobs_for_you', await member.rpc('jobs_for_you', { page_limit: SUGGESTIONS }));
    },
  },
  // Relevance statistics (issue 31): a provider rewrites a service's description, which moves the document
  // frequencies, the corpus's lengths and the provider's postings; the cost is the document's own words.
  {
    name: 'matching: provider edits a service',
    run: async ({ provider, providerId }, i) => {
      const { data } = check(
        'my services',
        await provider.from('user_services').select('id').eq('user_id', providerId).order('created_at').limit(1),
      ) as { data: { id: string }[] };
      check(
        'edit service',
        await provider
          .from('user_services')
          .update({ description: SERVICE_EDITS[i % SERVICE_EDITS.length] })
          .eq('id', data[0]!.id),
      );
    },
  },
];

/** Two descriptions a provider alternates between (the second adds and drops words). */
const SERVICE_EDITS = [
  'Monthly payroll for growing teams: payslips, pensions auto-enrolment and year end.',
  'Weekly and monthly payroll with RTI filings, holiday pay checks and a named payroll specialist.',
];
