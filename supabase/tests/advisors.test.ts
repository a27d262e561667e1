// The main checks of `supabase db advisors` (Supabase's splinter lints), as SQL over the migrated
// schema. The real CLI cannot be installed on this machine; this is the nearest real thing and it
// runs on every test run. Lint ids refer to https://supabase.com/docs/guides/database/database-linter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDatabase, type TestDatabase } from './support/database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await migratedDatabase();
});
afterAll(async () => {
  await db.close();
});

const rows = async <T>(sql: string): Promise<T[]> => (await db.query<T>(sql)).rows;

describe('database advisors (security)', () => {
  it('0013 rls_disabled_in_public: every public table has RLS on', async () => {
    const off = await rows<{ relname: string }>(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity`);
    expect(off).toEqual([]);
  });

  it('0008 rls_enabled_no_policy: every RLS table has at least one policy', async () => {
    const bare = await rows<{ relname: string }>(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity
        and not exists (select 1 from pg_policy p where p.polrelid = c.oid)`);
    expect(bare).toEqual([]);
  });

  it('0011 function_search_path_mutable: every public function pins search_path', async () => {
    const mutable = await rows<{ proname: string }>(`
      select p.proname from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public'
        and not exists (select 1 from unnest(coalesce(p.proconfig, '{}')) c where c like 'search_path=%')`);
    expect(mutable).toEqual([]);
  });

  it("0010 security_definer_view: no public view runs with its owner's rights", async () => {
    const views = await rows<{ relname: string }>(`
      select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'v'
        and not coalesce('security_invoker=true' = any(c.reloptions) or 'security_invoker=on' = any(c.reloptions), false)`);
    expect(views).toEqual([]);
  });

  it('0002 auth_users_exposed: no public view reads auth.users', async () => {
    const exposed = await rows<{ relname: string }>(`
      select distinct v.relname from pg_class v
      join pg_namespace n on n.oid = v.relnamespace
      join pg_depend d on d.classid = 'pg_rewrite'::regclass
      join pg_rewrite r on r.oid = d.objid and r.ev_class = v.oid
      where n.nspname = 'public' and v.relkind in ('v', 'm') and d.refobjid = 'auth.users'::regclass`);
    expect(exposed).toEqual([]);
  });

  it('0014 extension_in_public: no extension lives in public', async () => {
    const inPublic = await rows<{ extname: string }>(`
      select e.extname from pg_extension e join pg_namespace n on n.oid = e.extnamespace where n.nspname = 'public'`);
    expect(inPublic).toEqual([]);
  });

  it('0028/0029 security definer functions callable by API roles are exactly the intended RPCs', async () => {
    // Each of these checks the caller itself (auth.uid(), is_admin()) or reveals one intended bit;
    // the searches run as their owner so the planner may use statistics, and restate in their WHERE
    // what row-level security showed (search-definer.test.ts); the trigger functions and
    // claim_admin must stay out of reach of anon and authenticated.
    const callable = await rows<{ proname: string; anon: boolean; authenticated: boolean }>(`
      select p.proname,
             has_function_privilege('anon', p.oid, 'execute') as anon,
             has_function_privilege('authenticated', p.oid, 'execute') as authenticated
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef
        and (has_function_privilege('anon', p.oid, 'execute') or has_function_privilege('authenticated', p.oid, 'execute'))
      order by p.proname`);
    expect(callable).toEqual([
      { proname: 'admin_broadcast_reach', anon: false, authenticated: true },
      { proname: 'admin_close_report', anon: false, authenticated: true },
      { proname: 'admin_close_sales_inquiry', anon: false, authenticated: true },
      { proname: 'admin_close_upgrade_request', anon: false, authenticated: true },
      { proname: 'admin_dashboard_stats', anon: false, authenticated: true },
      { proname: 'admin_exists', anon: true, authenticated: true },
      { proname: 'admin_list_broadcasts', anon: false, authenticated: true },
      { proname: 'admin_list_reported_reviews', anon: false, authenticated: true },
      { proname: 'admin_list_reports', anon: false, authenticated: true },
      { proname: 'admin_list_sales_inquiries', anon: false, authenticated: true },
      { proname: 'admin_list_upgrade_requests', anon: false, authenticated: true },
      { proname: 'admin_list_users', anon: false, authenticated: true },
      { proname: 'admin_plan_history', anon: false, authenticated: true },
      { proname: 'admin_send_broadcast', anon: false, authenticated: true },
      { proname: 'admin_set_plan', anon: false, authenticated: true },
      { proname: 'admin_set_review_hidden', anon: false, authenticated: true },
      { proname: 'can_contact', anon: false, authenticated: true },
      { proname: 'can_message', anon: false, authenticated: true },
      // The broadcasts policy's question: did this broadcast reach me?
      { proname: 'can_read_broadcast', anon: false, authenticated: true },
      { proname: 'can_review', anon: false, authenticated: true },
      { proname: 'can_view_profile', anon: false, authenticated: true },
      { proname: 'conversation_with', anon: false, authenticated: true },
      { proname: 'current_user_type', anon: false, authenticated: true },
      // The public provider directory and the sitemap (issue 35): listed providers' public columns only.
      { proname: 'directory_categories', anon: true, authenticated: true },
      { proname: 'directory_count', anon: true, authenticated: true },
      { proname: 'directory_locations', anon: true, authenticated: true },
      { proname: 'directory_provider', anon: true, authenticated: true },
      { proname: 'directory_reviews', anon: true, authenticated: true },
      { proname: 'directory_search', anon: true, authenticated: true },
      { proname: 'dismiss_broadcast', anon: false, authenticated: true },
      // The caller's own applications' status moves, without the poster's notes (issue 36).
      { proname: 'export_application_history', anon: false, authenticated: true },
      { proname: 'get_achievements', anon: false, authenticated: true },
      { proname: 'get_activity_feed', anon: false, authenticated: true },
      { proname: 'get_contact_email', anon: false, authenticated: true },
      { proname: 'get_member_activity', anon: false, authenticated: true },
      { proname: 'get_my_invite_stats', anon: false, authenticated: true },
      { proname: 'get_my_plan', anon: false, authenticated: true },
      { proname: 'get_my_plan_history', anon: false, authenticated: true },
      { proname: 'get_my_profile', anon: false, authenticated: true },
      { proname: 'get_my_referral_count', anon: false, authenticated: true },
      { proname: 'get_profile', anon: false, authenticated: true },
      { proname: 'get_profile_stats', anon: false, authenticated: true },
      { proname: 'get_provider_analytics', anon: false, authenticated: true },
      { proname: 'get_provider_top_companies', anon: false, authenticated: true },
      { proname: 'is_admin', anon: false, authenticated: true },
      { proname: 'is_blocked_with', anon: false, authenticated: true },
      // The CV storage policy's question: is this object named by a live application to my job?
      { proname: 'is_cv_sent_to_me', anon: false, authenticated: true },
      { proname: 'is_member', anon: false, authenticated: true },
      { proname: 'jobs_for_you', anon: false, authenticated: true },
      { proname: 'list_conversations', anon: false, authenticated: true },
      { proname: 'list_messages', anon: false, authenticated: true },
      { proname: 'list_my_connections', anon: false, authenticated: true },
      { proname: 'list_my_notifications', anon: false, authenticated: true },
      { proname: 'mark_all_notifications_read', anon: false, authenticated: true },
      { proname: 'mark_conversation_read', anon: false, authenticated: true },
      { proname: 'mark_notification_read', anon: false, authenticated: true },
      { proname: 'may_use_dm_topic', anon: false, authenticated: true },
      { proname: 'my_broadcast_banner', anon: false, authenticated: true },
      { proname: 'people_you_may_know', anon: false, authenticated: true },
      { proname: 'recommend_hr_members', anon: false, authenticated: true },
      { proname: 'recommend_providers', anon: false, authenticated: true },
      { proname: 'record_invite', anon: false, authenticated: true },
      { proname: 'record_profile_view', anon: false, authenticated: true },
      { proname: 'report_conversation', anon: false, authenticated: true },
      { proname: 'request_plan_change', anon: false, authenticated: true },
      { proname: 'request_plan_upgrade', anon: false, authenticated: true },
      { proname: 'search_jobs', anon: true, authenticated: true },
      { proname: 'search_network', anon: false, authenticated: true },
      { proname: 'search_services', anon: false, authenticated: true },
      { proname: 'sitemap_part', anon: true, authenticated: true },
      { proname: 'sitemap_sizes', anon: true, authenticated: true },
      // One export an hour, counted as the caller (issue 36).
      { proname: 'start_my_export', anon: false, authenticated: true },
      { proname: 'submit_sales_inquiry', anon: true, authenticated: true },
      { proname: 'unread_message_count', anon: false, authenticated: true },
      { proname: 'unread_notification_count', anon: false, authenticated: true },
      { proname: 'view_service', anon: false, authenticated: true },
    ]);
  });
});

describe('database advisors (performance)', () => {
  it('0001 unindexed_foreign_keys: every foreign key is the prefix of an index', async () => {
    const unindexed = await rows<{ conname: string }>(`
      select con.conname from pg_constraint con join pg_namespace n on n.oid = con.connamespace
      where con.contype = 'f' and n.nspname = 'public'
        and not exists (
          select 1 from pg_index i
          where i.indrelid = con.conrelid
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(con.conkey)] @> con.conkey
            and (string_to_array(i.indkey::text, ' ')::int2[])[1:cardinality(con.conkey)] <@ con.conkey)`);
    expect(unindexed).toEqual([]);
  });

  it('0003 auth_rls_initplan: policies call auth.uid() once per statement, not per row', async () => {
    const perRow = await rows<{ tablename: string; policyname: string }>(`
      select tablename, policyname from pg_policies
      where schemaname = 'public'
        and (regexp_replace(coalesce(qual, '') || ' ' || coalesce(with_check, ''), '\\(\\s*SELECT auth\\.(uid|role|jwt)\\(\\) AS \\w+\\)', '', 'gi')
             ~* 'auth\\.(uid|role|jwt)\\(\\)')`);
    expect(perRow).toEqual([]);
  });

  it('0006 multiple_permissive_policies: one permissive policy per table, role and action', async () => {
    const dupes = await rows<{ tablename: string; role: string; cmd: string; n: number }>(`
      select tablename, r as role, c as cmd, count(*)::int as n
      from pg_policies, unnest(roles) r,
           unnest(case when cmd = 'ALL' then array['SELECT','INSERT','UPDATE','DELETE'] else array[cmd] end) c
      where schemaname = 'public' and permissive = 'PERMISSIVE'
      group by tablename, r, c having count(*) > 1`);
    expect(dupes).toEqual([]);
  });

  it('0009 duplicate_index: no two identical indexes on a table', async () => {
    const dupes = await rows<{ indexes: string }>(`
      select string_agg(indexrelid::regclass::text, ', ') as indexes from pg_index i
      join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public'
      group by i.indrelid, i.indkey::text, i.indclass::text, coalesce(pg_get_expr(i.indexprs, i.indrelid), ''),
               coalesce(pg_get_expr(i.indpred, i.indrelid), '')
      having count(*) > 1`);
    expect(dupes).toEqual([]);
  });
});
