import { toast } from '@/lib/toast';

export function jobShareUrl(id: string, origin = window.location.origin): string {
  return `${origin}/jobs/${id}`;
}

/**
 * Spec point 7: shares a job's /jobs/{id} link with the device's share sheet, falling back to the
 * clipboard, with the spec's toasts. The job detail and the dashboard's job cards share the same way.
 */
export async function shareJob(job: {
  id: string;
  title: string;
  company_name: string;
}): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  const url = jobShareUrl(job.id);
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: job.title, text: `${job.title} at ${job.company_name}`, url });
      toast({ title: 'Job Shared!' });
      return 'shared';
    }
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link Copied!' });
    return 'copied';
  } catch (error) {
    // The user closing the share sheet is not a failure.
    if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    toast({
      title: 'Could not share',
      description: 'There was an error trying to share this job.',
      variant: 'destructive',
    });
    return 'failed';
  }
}
