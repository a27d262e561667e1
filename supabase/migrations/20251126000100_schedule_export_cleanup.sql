-- 'Download my data' archives are removed 7 days after they were made (issue 36), by the
-- `export-cleanup` edge function (Storage objects go through Storage's API, never SQL). Scheduled as the
-- other Storage jobs are (20251120000100_scheduled_jobs.sql): Supabase Cron runs the job hourly, the job
-- queues a pg_net request to the function with the project's URL and service_role key from Vault.

create function private.request_export_cleanup() returns bigint
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_url text;
  service_key text;
begin
  select s.decrypted_secret into project_url from vault.decrypted_secrets s where s.name = 'project_url';
  select s.decrypted_secret into service_key from vault.decrypted_secrets s where s.name = 'service_role_key';
  if project_url is null or service_key is null then
    raise exception 'The export cleanup needs the Vault secrets project_url and service_role_key (README.md, Deploy).'
      using errcode = '22023';
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/export-cleanup',
    body := '{}'::jsonb,
    -- apikey as well: the local stack's gateway asks for one on /functions (hosted Kong does not).
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || service_key,
                                  'apikey', service_key),
    timeout_milliseconds := 60000);
end;
$$;
revoke execute on function private.request_export_cleanup() from public, anon, authenticated;

select cron.schedule('export-cleanup', '7 * * * *', $$select private.request_export_cleanup()$$);
