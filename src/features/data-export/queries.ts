// 'Your data' (issue 36): the member's latest archive and asking for a new one. The export-my-data edge
// function builds it and writes its progress to the data_exports row, which the Settings card polls
// while it runs; the database decides everything else (one an hour, own rows only).
import { format } from 'date-fns';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { DATA_EXPORT_MESSAGES, DATA_EXPORT_POLL_MS } from '@/config/data-export-text';
import type { Client } from '@/lib/client-registry';
import { useClient } from '@/lib/client-context';
import { z } from 'zod';
import { Constants } from '@/lib/database.types';
import { callFunction, FunctionError } from '@/lib/functions';
import type { InvalidationTable } from '@/lib/query-client';

export const dataExportKeys = {
  all: ['data-exports'] as const,
  latest: (uid: string) => [...dataExportKeys.all, 'latest', uid] as const,
};

export const dataExportMutations = {
  start: ['data-exports', 'start'] as const,
};

/** Asking for an archive makes the latest export stale, whether it was started or refused. */
export const dataExportInvalidations: InvalidationTable = [[dataExportMutations.start, [dataExportKeys.all]]];

const COLUMNS = 'id, status, steps, steps_done, created_at, finished_at, archive_bytes, download_url, url_expires_at';

/** The member's newest export, or null when they never asked for one (or it was removed). */
export async function fetchLatestExport(client: Client, uid: string) {
  const { data, error } = await client
    .from('data_exports')
    .select(COLUMNS)
    .eq('member_id', uid)
    .order('created_at', { ascending: false })
    .limit(1)
    .maybeSingle();
  if (error) throw error;
  return data;
}

export type DataExport = NonNullable<Awaited<ReturnType<typeof fetchLatestExport>>>;

// The function's answer: the new row, checked against the generated row type it must match.
const exportAnswer = z.object({
  export: z.object({
    id: z.string(),
    status: z.enum(Constants.public.Enums.data_export_status),
    steps: z.array(z.enum(Constants.public.Enums.data_export_step)),
    steps_done: z.number(),
    created_at: z.string(),
    finished_at: z.string().nullable(),
    archive_bytes: z.number().nullable(),
    download_url: z.string().nullable(),
    url_expires_at: z.string().nullable(),
  }) satisfies z.ZodType<DataExport>,
});

/**
 * Asks for an archive: the function answers at once with the new row (status 'running'). A second ask
 * within the hour is refused (429) with when the next may start, said in the member's own time.
 */
export async function startExport(client: Client): Promise<DataExport> {
  try {
    const answer = await callFunction(client, 'export-my-data', {}, exportAnswer);
    return answer.export;
  } catch (error) {
    if (!(error instanceof FunctionError) || error.status !== 429) throw error;
    const retryAt = error.answer?.retry_at;
    if (typeof retryAt !== 'string' || Number.isNaN(Date.parse(retryAt))) throw error;
    throw new FunctionError(DATA_EXPORT_MESSAGES.tooSoon(format(new Date(retryAt), 'p')), 429, error.answer);
  }
}

export const dataExportQueries = {
  latest: (client: Client, uid: string) =>
    queryOptions({
      queryKey: dataExportKeys.latest(uid),
      queryFn: () => fetchLatestExport(client, uid),
      meta: { errorTitle: DATA_EXPORT_MESSAGES.errors.fetch },
      // Read again every second while the archive is being made: each step moves the row.
      refetchInterval: (query) => (query.state.data?.status === 'running' ? DATA_EXPORT_POLL_MS : false),
    }),
};

export function useLatestExport(uid: string) {
  return useQuery(dataExportQueries.latest(useClient(), uid));
}

/**
 * Asks for an archive. Success makes the latest export stale (dataExportInvalidations), so the card reads
 * the new row and follows it; a refusal reads it too (another tab may have started one this hour).
 */
export function useStartExport() {
  const client = useClient();
  return useMutation({
    mutationKey: dataExportMutations.start,
    mutationFn: () => startExport(client),
    meta: {
      errorTitle: DATA_EXPORT_MESSAGES.errors.start,
      successToast: DATA_EXPORT_MESSAGES.started,
      refreshOnError: true,
    },
  });
}
