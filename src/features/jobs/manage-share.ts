import { toast } from '@/components/ui/use-toast';
import { jobShareUrl } from './api';

/** Spec point 7: the device's share function, falling back to copying the /jobs/{id} link. */
export async function shareJobLink(job: { id: string; title: string; company_name: string }): Promise<void> {
  const url = jobShareUrl(job.id);
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title: job.title, text: `${job.title} at ${job.company_name}`, url });
      toast({ title: 'Job Shared!' });
      return;
    }
    await navigator.clipboard.writeText(url);
    toast({ title: 'Link Copied!' });
  } catch (e) {
    // Closing the share sheet is a choice, not a failure.
    if (e instanceof DOMException && e.name === 'AbortError') return;
    toast({
      title: 'Could not share',
      description: 'There was an error trying to share this job.',
      variant: 'destructive',
    });
  }
}
