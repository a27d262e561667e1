// On a Postgres server, EXPLAIN of an RPC call shows only "Function Scan": the real work runs inside
// the function. auto_explain with nested statements logs the plan of every statement the call runs;
// with client_min_messages = log those plans come back to this connection as notices.
import pg from 'pg';
import type { Statement } from './capture.ts';

const isSetup = (sql: string): boolean => /^\s*select\s+set_config\(/i.test(sql);

/** Plans (EXPLAIN ANALYZE text) of every statement taking at least minMs, inner statements included. */
export async function nestedPlans(databaseUrl: string, statements: Statement[], minMs = 0.5): Promise<string[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  const plans: string[] = [];
  client.on('notice', (notice) => {
    if (notice.message?.includes('plan:')) plans.push(notice.message);
  });
  await client.connect();
  try {
    await client.query(`load 'auto_explain'`);
    await client.query(`set auto_explain.log_nested_statements = on`);
    await client.query(`set auto_explain.log_analyze = on`);
    await client.query(`set auto_explain.log_buffers = on`);
    await client.query(`set auto_explain.log_min_duration = ${Number(minMs)}`);
    await client.query('begin');
    for (const st of statements) {
      if (isSetup(st.sql)) {
        await client.query(st.sql, st.params as unknown[]);
      } else if (/^\s*(select|with)\b/i.test(st.sql)) {
        await client.query(`set local client_min_messages = log`);
        await client.query(st.sql, st.params as unknown[]);
        await client.query(`set local client_min_messages = notice`);
      }
    }
  } finally {
    await client.query('rollback').catch(() => undefined);
    await client.end();
  }
  return plans;
}
