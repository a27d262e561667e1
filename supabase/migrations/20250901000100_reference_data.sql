-- The eight service categories of the landing page (spec point 9): reference data, so a fresh
-- platform without the demo seed still offers them in the service form.
insert into public.service_categories (name) values
  ('Recruitment Agencies'),
  ('Leadership Development'),
  ('Training & Development'),
  ('Corporate Catering'),
  ('Employee Benefits'),
  ('Payroll Services'),
  ('Legal Consulting'),
  ('Wellness Programs')
on conflict (name) do nothing;
