-- Demo network for a newcomer: four HR professionals, seven providers (every plan), connections in
-- each state, jobs, services in every category and a dozen news articles. Every demo login uses the
-- password Password123! (see supabase/API.md). No administrator: /admin-setup creates the first one.
-- Users go into auth.users the way GoTrue stores them, so the sign-up trigger builds their profiles.

create temporary table demo_users (
  id uuid primary key, email text, full_name text, user_type text, company text,
  position text, service_type text, plan text, joined_days_ago integer, description text
);

insert into demo_users values
  ('a1000000-0000-4000-8000-000000000001', 'olivia.hart@example.com', 'Olivia Hart', 'HR Professional', 'Northwind Traders', 'Head of People', null, null, 75,
   'People leader with 15 years in retail HR. I build onboarding programmes that make new hires productive in their first month.'),
  ('a1000000-0000-4000-8000-000000000002', 'marcus.lee@example.com', 'Marcus Lee', 'HR Professional', 'Contoso Health', 'Talent Acquisition Lead', null, null, 60,
   'Hiring clinicians and engineers across three hospitals. Interested in structured interviews and fair assessment.'),
  ('a1000000-0000-4000-8000-000000000003', 'priya.nair@example.com', 'Priya Nair', 'HR Professional', 'Fabrikam Logistics', 'HR Business Partner', null, null, 40,
   'HR business partner for a 2,000-person logistics network. Focus on shift-worker wellbeing and retention.'),
  ('a1000000-0000-4000-8000-000000000004', 'daniel.okafor@example.com', 'Daniel Okafor', 'HR Professional', 'Tailspin Aviation', 'Chief People Officer', null, null, 3,
   'CPO at a growing aviation company. Looking for leadership coaching and payroll partners.'),
  ('b2000000-0000-4000-8000-000000000001', 'sofia.reyes@example.com', 'Sofia Reyes', 'Service Provider', 'BrightPath Recruiting', null, 'Recruitment Agencies', 'Premium', 70,
   'Executive and specialist search across Europe and North America, with a 92% twelve-month retention rate.'),
  ('b2000000-0000-4000-8000-000000000002', 'james.whitfield@example.com', 'James Whitfield', 'Service Provider', 'Summit Leadership Co.', null, 'Leadership Development', 'Professional', 55,
   'Leadership programmes for first-time managers and senior teams, delivered on site or online.'),
  ('b2000000-0000-4000-8000-000000000003', 'amara.chen@example.com', 'Amara Chen', 'Service Provider', 'SkillForge Training', null, 'Training & Development', null, 35,
   'Hands-on workshops in communication, data literacy and customer service.'),
  ('b2000000-0000-4000-8000-000000000004', 'lucas.moreau@example.com', 'Lucas Moreau', 'Service Provider', 'Fresh Table Catering', null, 'Corporate Catering', 'Free', 20,
   'Seasonal, locally sourced menus for offices, off-sites and company celebrations.'),
  ('b2000000-0000-4000-8000-000000000005', 'hannah.berg@example.com', 'Hannah Berg', 'Service Provider', 'ClearPay Solutions', null, 'Payroll Services', 'Professional', 12,
   'Multi-country payroll and benefits administration for companies of 50 to 5,000 employees.'),
  ('b2000000-0000-4000-8000-000000000006', 'ethan.brooks@example.com', 'Ethan Brooks', 'Service Provider', 'Brooks & Vale Legal', null, 'Legal Consulting', 'Premium', 8,
   'Employment law advice: contracts, policies, investigations and restructuring.'),
  ('b2000000-0000-4000-8000-000000000007', 'nina.patel@example.com', 'Nina Patel', 'Service Provider', 'ThriveWell', null, 'Wellness Programs', null, 1,
   'Mental health and wellbeing programmes that employees actually use.');

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('Password123!', extensions.gen_salt('bf')),
  now() - make_interval(days => u.joined_days_ago),
  case when u.joined_days_ago < 30 then now() - make_interval(days => u.joined_days_ago) end,
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object(
    'full_name', u.full_name, 'user_type', u.user_type, 'company', u.company,
    'position', u.position, 'service_type', u.service_type, 'description', ''),
  now() - make_interval(days => u.joined_days_ago),
  now() - make_interval(days => u.joined_days_ago),
  '', '', '', ''
from demo_users u
where u.email <> 'daniel.okafor@example.com'
order by u.joined_days_ago desc;

-- Olivia gets a memorable referral code, and Daniel signs up through her link (referred_by_code).
update public.profiles set referral_code = 'olivia2025' where id = 'a1000000-0000-4000-8000-000000000001';

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change)
select
  '00000000-0000-0000-0000-000000000000', u.id, 'authenticated', 'authenticated', u.email,
  extensions.crypt('Password123!', extensions.gen_salt('bf')),
  now() - make_interval(days => u.joined_days_ago), now(),
  '{"provider": "email", "providers": ["email"]}'::jsonb,
  jsonb_build_object(
    'full_name', u.full_name, 'user_type', u.user_type, 'company', u.company,
    'position', u.position, 'description', '', 'referred_by_code', 'olivia2025'),
  now() - make_interval(days => u.joined_days_ago),
  now() - make_interval(days => u.joined_days_ago),
  '', '', '', ''
from demo_users u
where u.email = 'daniel.okafor@example.com';

-- GoTrue (2024+) signs in through auth.identities; older schemas and the local stack may lack it.
do $$
begin
  if exists (select 1 from information_schema.columns
             where table_schema = 'auth' and table_name = 'identities' and column_name = 'provider_id') then
    insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
    select u.id::text, u.id,
           jsonb_build_object('sub', u.id::text, 'email', u.email, 'email_verified', true),
           'email', u.created_at, u.created_at, u.created_at
    from auth.users u
    where u.email like '%@example.com'
      and not exists (select 1 from auth.identities i where i.user_id = u.id and i.provider = 'email');
  end if;
end $$;

-- What sign-up cannot set: plans, descriptions and join dates (so the ticker and growth look real).
update public.profiles p
set subscription_plan = u.plan,
    description = u.description,
    created_at = now() - make_interval(days => u.joined_days_ago),
    updated_at = now() - make_interval(days => u.joined_days_ago)
from demo_users u
where u.id = p.id;

insert into public.skills (profile_id, skill_name)
select u.id, s.skill
from demo_users u
join (values
  ('olivia.hart@example.com', 'Onboarding'), ('olivia.hart@example.com', 'Employee Relations'),
  ('olivia.hart@example.com', 'HR Strategy'),
  ('marcus.lee@example.com', 'Talent Acquisition'), ('marcus.lee@example.com', 'Structured Interviews'),
  ('priya.nair@example.com', 'Retention'), ('priya.nair@example.com', 'Workforce Planning'),
  ('daniel.okafor@example.com', 'Leadership'), ('daniel.okafor@example.com', 'Change Management'),
  ('sofia.reyes@example.com', 'Executive Search'), ('sofia.reyes@example.com', 'Employer Branding'),
  ('james.whitfield@example.com', 'Coaching'), ('james.whitfield@example.com', 'Facilitation'),
  ('amara.chen@example.com', 'Instructional Design'),
  ('lucas.moreau@example.com', 'Event Catering'),
  ('hannah.berg@example.com', 'Payroll Compliance'), ('hannah.berg@example.com', 'Benefits Administration'),
  ('ethan.brooks@example.com', 'Employment Law'),
  ('nina.patel@example.com', 'Mental Health First Aid')
) as s(email, skill) on s.email = u.email;

-- Connections in every state.
insert into public.connections (requester_id, addressee_id, status, created_at, updated_at)
select r.id, a.id, c.status, now() - make_interval(days => c.days_ago), now() - make_interval(days => c.days_ago)
from (values
  ('olivia.hart@example.com', 'marcus.lee@example.com', 'accepted', 50),
  ('priya.nair@example.com', 'olivia.hart@example.com', 'accepted', 30),
  ('sofia.reyes@example.com', 'olivia.hart@example.com', 'accepted', 25),
  ('james.whitfield@example.com', 'marcus.lee@example.com', 'accepted', 20),
  ('hannah.berg@example.com', 'priya.nair@example.com', 'accepted', 10),
  ('sofia.reyes@example.com', 'james.whitfield@example.com', 'accepted', 9),
  ('amara.chen@example.com', 'olivia.hart@example.com', 'pending', 5),
  ('daniel.okafor@example.com', 'olivia.hart@example.com', 'pending', 2),
  ('ethan.brooks@example.com', 'marcus.lee@example.com', 'pending', 4),
  ('lucas.moreau@example.com', 'priya.nair@example.com', 'declined', 15),
  ('nina.patel@example.com', 'daniel.okafor@example.com', 'pending', 1)
) as c(requester, addressee, status, days_ago)
join demo_users r on r.email = c.requester
join demo_users a on a.email = c.addressee;

insert into public.profile_views (viewer_id, viewed_id, viewed_at)
select v.id, t.id, now() - make_interval(days => pv.days_ago)
from (values
  ('marcus.lee@example.com', 'olivia.hart@example.com', 3),
  ('priya.nair@example.com', 'olivia.hart@example.com', 6),
  ('sofia.reyes@example.com', 'olivia.hart@example.com', 2),
  ('olivia.hart@example.com', 'sofia.reyes@example.com', 1),
  ('marcus.lee@example.com', 'sofia.reyes@example.com', 4)
) as pv(viewer, viewed, days_ago)
join demo_users v on v.email = pv.viewer
join demo_users t on t.email = pv.viewed;

-- Services in every category.
insert into public.user_services (user_id, service_name, category_id, description, created_at, updated_at)
select u.id, s.name, c.id, s.description, now() - make_interval(days => s.days_ago), now() - make_interval(days => s.days_ago)
from (values
  ('sofia.reyes@example.com', 'Executive Search', 'Recruitment Agencies', 'Retained search for C-level and VP roles, shortlist in three weeks.', 60),
  ('sofia.reyes@example.com', 'Volume Hiring Campaigns', 'Recruitment Agencies', 'Seasonal and high-volume recruitment with assessment centres.', 45),
  ('james.whitfield@example.com', 'First-Time Manager Programme', 'Leadership Development', 'Six sessions covering feedback, delegation and one-to-ones.', 50),
  ('amara.chen@example.com', 'Communication Skills Workshop', 'Training & Development', 'A one-day interactive workshop for teams of up to 20.', 30),
  ('amara.chen@example.com', 'Data Literacy Bootcamp', 'Training & Development', 'Spreadsheets to dashboards for non-technical staff.', 28),
  ('lucas.moreau@example.com', 'Office Lunch Service', 'Corporate Catering', 'Daily or weekly catered lunches with vegetarian and allergen-free options.', 18),
  ('hannah.berg@example.com', 'Managed Payroll', 'Payroll Services', 'Monthly payroll for multiple countries with a dedicated specialist.', 11),
  ('hannah.berg@example.com', 'Benefits Administration', 'Employee Benefits', 'Pension, health and perks administration in one portal.', 10),
  ('ethan.brooks@example.com', 'Employment Contract Review', 'Legal Consulting', 'Fixed-fee review of contracts and handbooks within five working days.', 7),
  ('nina.patel@example.com', 'Workplace Wellbeing Programme', 'Wellness Programs', 'Mindfulness sessions, wellbeing champions and quarterly pulse surveys.', 1)
) as s(email, name, category, description, days_ago)
join demo_users u on u.email = s.email
join public.service_categories c on c.name = s.category;

insert into public.jobs (title, company_name, location, experience_required, education_qualification,
  other_criteria, joining_time, compensation_range, description, posted_by, created_at, updated_at)
select j.title, j.company, j.location, j.experience, j.education, j.other, j.joining, j.compensation,
       j.description, u.id, now() - make_interval(days => j.days_ago), now() - make_interval(days => j.days_ago)
from (values
  ('olivia.hart@example.com', 'HR Generalist', 'Northwind Traders', 'Seattle, WA', '3-5 years', 'Bachelor''s Degree',
   'Experience with HRIS systems; retail background a plus.', 'Within 1 month', '$65k - $80k',
   'Support store managers across the region with employee relations, onboarding and HR policies.', 20),
  ('olivia.hart@example.com', 'Learning & Development Partner', 'Northwind Traders', 'Remote (US)', '5+ years', 'Bachelor''s Degree',
   'Facilitation certification preferred.', 'Immediately', '$85k - $100k',
   'Design and run training for 300 store leaders, and measure the impact.', 6),
  ('marcus.lee@example.com', 'Senior Technical Recruiter', 'Contoso Health', 'Boston, MA', '5-7 years', null,
   'Healthcare or engineering hiring experience.', 'Within 2 weeks', '$95k - $115k',
   'Own hiring for software and data roles in our digital health team, from intake to offer.', 14),
  ('marcus.lee@example.com', 'Recruiting Coordinator', 'Contoso Health', 'Boston, MA (hybrid)', '1-2 years', 'Associate Degree',
   null, 'Immediately', '$50k - $58k',
   'Schedule interviews, keep candidates informed and keep our applicant tracking data clean.', 4),
  ('priya.nair@example.com', 'Payroll Specialist', 'Fabrikam Logistics', 'Dallas, TX', '2-4 years', 'Bachelor''s Degree',
   'Multi-state payroll experience.', 'Within 1 month', '$60k - $72k',
   'Run bi-weekly payroll for 2,000 shift workers and resolve pay queries quickly.', 9),
  ('daniel.okafor@example.com', 'People Operations Manager', 'Tailspin Aviation', 'Denver, CO', '6+ years', 'Master''s Degree',
   'Aviation or regulated-industry experience is a plus.', 'Within 2 months', '$110k - $130k',
   'Build our people operations function: HRIS, policies, reporting and compliance.', 1)
) as j(email, title, company, location, experience, education, other, joining, compensation, description, days_ago)
join demo_users u on u.email = j.email;

insert into public.news_articles (title, content, image_url, published_at) values
  ('Hybrid Work Settles Into a New Normal', 'Surveys of 1,200 employers show most have settled on two to three office days a week, with team-level flexibility replacing company-wide rules.', '/images/news/hybrid-work.svg', now() - interval '1 day'),
  ('Skills-Based Hiring Gains Ground', 'More companies are dropping degree requirements in favour of structured skills assessments, widening their talent pools.', '/images/news/skills-hiring.svg', now() - interval '3 days'),
  ('Pay Transparency Laws Expand', 'Several more states now require salary ranges in job postings. HR teams are reviewing pay bands ahead of the deadlines.', '/images/news/pay-transparency.svg', now() - interval '5 days'),
  ('AI in Recruiting: Where It Helps and Where It Hurts', 'Screening tools save time but need regular bias audits; candidates increasingly ask how automated decisions are made.', '/images/news/ai-recruiting.svg', now() - interval '8 days'),
  ('Employee Wellbeing Moves Up the Agenda', 'Mental health support is now among the top three benefits employees ask for, ahead of gym memberships.', '/images/news/wellbeing.svg', now() - interval '11 days'),
  ('The Rise of Internal Mobility', 'Companies with strong internal mobility programmes retain employees twice as long, a new study finds.', '/images/news/internal-mobility.svg', now() - interval '14 days'),
  ('Onboarding That Sticks', 'The first 90 days decide retention. Structured buddy programmes cut early attrition by a third.', '/images/news/onboarding.svg', now() - interval '18 days'),
  ('Four-Day Week Pilots Report Results', 'Most companies in recent pilots kept the four-day week, citing stable productivity and lower burnout.', '/images/news/four-day-week.svg', now() - interval '22 days'),
  ('Benefits Costs Keep Climbing', 'Health plan costs are set to rise again next year; employers are turning to wellness incentives and plan redesign.', '/images/news/benefits-costs.svg', now() - interval '27 days'),
  ('Leadership Development for First-Time Managers', 'New managers receive their first training on average a year after promotion. Earlier support pays off.', '/images/news/first-time-managers.svg', now() - interval '33 days'),
  ('Payroll Compliance Across Borders', 'Remote hiring across countries brings payroll, tax and benefits obligations that many small teams underestimate.', '/images/news/global-payroll.svg', now() - interval '40 days'),
  ('Building a Culture of Feedback', 'Regular, lightweight feedback beats the annual review: teams that meet weekly report higher engagement.', '/images/news/feedback-culture.svg', now() - interval '47 days');

-- ---- Messaging (issue 15): two conversations, so /messages has something to show. ----------
-- Inserted as the data API would, through the messages triggers (conversation, participants,
-- unread counts); Olivia has read Marcus's first message but not Sofia's.
insert into public.messages (sender_id, recipient_id, body, created_at)
select s.id, r.id, m.body, now() - m.ago
from (values
  ('marcus.lee@example.com', 'olivia.hart@example.com', 'Hi Olivia, thanks for connecting! Are you still looking for help with the payroll migration?', interval '2 days 3 hours'),
  ('olivia.hart@example.com', 'marcus.lee@example.com', 'Hi Marcus! Yes, we plan to switch providers next quarter.', interval '2 days 2 hours'),
  ('olivia.hart@example.com', 'marcus.lee@example.com', 'Could you send me an outline of how you usually run the cut-over?', interval '2 days 2 hours' - interval '1 minute'),
  ('marcus.lee@example.com', 'olivia.hart@example.com', 'Of course. I will put together a short plan with a timeline.', interval '1 day 5 hours'),
  ('sofia.reyes@example.com', 'olivia.hart@example.com', 'Hello Olivia, I saw your Head of People opening. We have two candidates who could be a great fit.', interval '3 hours'),
  ('sofia.reyes@example.com', 'olivia.hart@example.com', 'Happy to share their profiles whenever suits you.', interval '2 hours 55 minutes')
) as m(sender, recipient, body, ago)
join demo_users s on s.email = m.sender
join demo_users r on r.email = m.recipient
order by m.ago desc;
update public.conversation_participants p set unread_count = 0, last_read_at = p.last_message_at
from demo_users u
where p.member_id = u.id and u.email = 'olivia.hart@example.com'
  and p.other_id = (select id from demo_users where email = 'marcus.lee@example.com');
-- ---- end of messaging ------------------------------------------------------------------------
-- ---- Plans and analytics (issue 20) ----
-- Analytics of the paying providers, so /analytics has figures locally: the daily rollups that the
-- server's event recording would have left (90 days for Premium, 30 for Professional) and the
-- viewers' companies of the last months. Basic providers have none: their page shows the example.
insert into public.provider_analytics_daily (provider_id, day, profile_views_hr, profile_views_sp,
  service_views_hr, service_views_sp, search_appearances_hr, search_appearances_sp, contact_requests_hr,
  contact_requests_sp)
select u.id, (current_date - d)::date,
       2 + (d * 7 + k) % 6, (d * 3 + k) % 3, 1 + (d * 5 + k) % 4, (d + k) % 2,
       8 + (d * 11 + k) % 12, 2 + (d * 13 + k) % 5, ((d + k) % 5 = 0)::int, 0
from demo_users u
cross join lateral (select case u.plan when 'Premium' then 89 else 29 end as days, length(u.email) as k) p
cross join generate_series(0, p.days) d
where u.plan in ('Professional', 'Premium');

insert into public.provider_analytics_companies (provider_id, month, company_key, company, profile_views,
  service_views, contact_requests)
select u.id, date_trunc('month', current_date - m * 30)::date, lower(c.company), c.company,
       c.views + m, c.views / 2, c.requests
from demo_users u
cross join generate_series(0, 2) m
cross join (values ('Northwind Traders', 9, 2), ('Contoso Health', 7, 1), ('Fabrikam Logistics', 5, 1),
                   ('Tailspin Aviation', 4, 0), ('Acme Retail', 3, 0)) as c(company, views, requests)
where u.plan = 'Premium'
on conflict do nothing;
-- ---- end of plans and analytics ----

-- ---- matching (issue 21): what the demo HR members are looking for ----
insert into public.member_needs (profile_id, category_ids, looking_for)
select u.id, array(select c.id from public.service_categories c where c.name = any (n.categories)), n.looking_for
from (values
  ('olivia.hart@example.com', array['Recruitment Agencies', 'Training & Development'],
   'Volume hiring for our new stores and onboarding training for store managers'),
  ('daniel.okafor@example.com', array['Payroll Services', 'Employee Benefits'],
   'Payroll and benefits for 400 staff in three countries'),
  ('priya.nair@example.com', array['Wellness Programs'], 'A wellbeing programme with mindfulness sessions')
) as n(email, categories, looking_for)
join demo_users u on u.email = n.email
on conflict (profile_id) do nothing;
-- ---- end of matching ----

-- ---- public directory (issue 35): where the providers work, the kind of company the HR members are at
-- (shown with their reviews), and reviews from connected HR members ----
update public.profiles p set location = l.location
from (values
  ('sofia.reyes@example.com', 'London, UK'), ('james.whitfield@example.com', 'Boston, MA'),
  ('amara.chen@example.com', 'Remote'), ('lucas.moreau@example.com', 'Paris, France'),
  ('hannah.berg@example.com', 'Berlin, Germany'), ('ethan.brooks@example.com', 'London, UK'),
  ('nina.patel@example.com', 'Remote')
) as l(email, location)
join demo_users u on u.email = l.email
where p.id = u.id;

update public.profiles p set company_type = c.kind::public.company_type
from (values
  ('olivia.hart@example.com', 'Large enterprise'), ('marcus.lee@example.com', 'Mid-size company'),
  ('priya.nair@example.com', 'Large enterprise'), ('daniel.okafor@example.com', 'Mid-size company')
) as c(email, kind)
join demo_users u on u.email = c.email
where p.id = u.id;

insert into public.reviews (provider_id, reviewer_id, rating, title, body)
select p.id, r.id, v.rating, v.title, v.body
from (values
  ('james.whitfield@example.com', 'marcus.lee@example.com', 4, 'Practical programme for new managers',
   'Our first-time managers came back with a feedback routine they still use. Scheduling took a while.'),
  ('hannah.berg@example.com', 'priya.nair@example.com', 5, 'Payroll across three countries, on time',
   'Every run on time since we switched, and one specialist who knows our setup and answers the same day.')
) as v(provider, reviewer, rating, title, body)
join demo_users p on p.email = v.provider
join demo_users r on r.email = v.reviewer;
-- ---- end of public directory ----

drop table demo_users;
