import { toast } from '@/components/ui/use-toast';

/** Shares a link with the device's share sheet, falling back to the clipboard (spec point 7). */
export async function shareLink(data: {
  title: string;
  text?: string;
  url: string;
}): Promise<'shared' | 'copied' | 'cancelled' | 'failed'> {
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share(data);
      toast({ title: 'Job Shared!' });
      return 'shared';
    }
    await navigator.clipboard.writeText(data.url);
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
