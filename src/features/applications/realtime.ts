import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useClient } from '@/lib/client-context';
import { applicationKeys } from './queries';

/**
 * My Applications live: postgres_changes on the member's own applications (RLS lets an applicant read
 * theirs), so a status the employer sets shows without a reload. What changed
 * is read again through the usual queries, which carry the job with each row.
 */
export function useMyApplicationsRealtime(uid: string | undefined) {
  const client = useClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!uid) return;
    const channel = client
      .channel(`applications:${uid}`)
      .on(
        'postgres_changes',
        { event: 'UPDATE', schema: 'public', table: 'applications', filter: `applicant_id=eq.${uid}` },
        () => void queryClient.invalidateQueries({ queryKey: applicationKeys.all }),
      )
      .subscribe();
    return () => {
      void client.removeChannel(channel);
    };
  }, [client, queryClient, uid]);
}
