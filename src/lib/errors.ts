import { toast } from '@/lib/toast';

/** The server's message of any supabase-js / GoTrue / PostgREST / thrown error, for a toast description. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (!error) return fallback;
  if (typeof error === 'string') return error || fallback;
  if (typeof error === 'object' && 'message' in error) {
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** Shows the error catalogue's destructive toast (spec point 8): catalogue title, server message. */
export function toastError(title: string, error: unknown, description?: string) {
  return toast({ title, description: description ?? errorMessage(error), variant: 'destructive' });
}
