-- Plan settings of the functions a write of the load mix runs through matching's and the directory's
-- followers (issue 37), chosen from `npm run bench:hot-path` on both engines (docs/performance.md). Their
-- statements look rows up by key (one provider, one document, its terms): a generic plan is as good as
-- a custom one, and the plan cache kept choosing custom plans (an array of ids looks costlier to it when
-- generic), so every statement, and on PGlite (Postgres 18) every statement of the SQL functions they call,
-- was planned again on every write. A function's setting holds for what it calls.
-- Settings only: a later `create or replace` of one of them (without the setting) drops it, nothing else.
alter function private.refresh_provider_match(uuid) set plan_cache_mode = force_generic_plan;
alter function private.refresh_directory_listing(uuid) set plan_cache_mode = force_generic_plan;
alter function private.match_documents_follow() set plan_cache_mode = force_generic_plan;
alter function private.job_document_follow() set plan_cache_mode = force_generic_plan;
