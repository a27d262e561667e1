import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { broadcastSchema, type BroadcastValues } from '../schemas';

export default function AdminBroadcastPage() {
  const form = useForm<BroadcastValues>({
    resolver: zodResolver(broadcastSchema),
    defaultValues: { title: '', message: '' },
  });
  const { errors } = form.formState;

  // Broadcasts stay a placeholder (spec point 8): the form validates, sending only announces it.
  function onSubmit() {
    toast({
      title: 'Feature In Development',
      description: 'Broadcast messaging will be available in a future update.',
    });
  }

  return (
    <section aria-labelledby="admin-broadcast-title" className="max-w-2xl space-y-6">
      <header>
        <h1 id="admin-broadcast-title" className="text-2xl font-bold tracking-tight">
          Broadcast
        </h1>
        <p className="text-slate-600">Send an announcement to every member.</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>New Broadcast</CardTitle>
          <CardDescription>The message will be delivered to all members of HR Connect.</CardDescription>
        </CardHeader>
        <CardContent>
          <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="space-y-4">
            <div className="space-y-2">
              <Label htmlFor="broadcast-title">Title</Label>
              <Input
                id="broadcast-title"
                placeholder="Announcement title"
                aria-invalid={errors.title ? true : undefined}
                aria-describedby={errors.title ? 'broadcast-title-error' : undefined}
                {...form.register('title')}
              />
              {errors.title && (
                <p id="broadcast-title-error" className="text-sm text-red-600">
                  {errors.title.message}
                </p>
              )}
            </div>
            <div className="space-y-2">
              <Label htmlFor="broadcast-message">Message</Label>
              <Textarea
                id="broadcast-message"
                rows={6}
                placeholder="Write your message to all members"
                aria-invalid={errors.message ? true : undefined}
                aria-describedby={errors.message ? 'broadcast-message-error' : undefined}
                {...form.register('message')}
              />
              {errors.message && (
                <p id="broadcast-message-error" className="text-sm text-red-600">
                  {errors.message.message}
                </p>
              )}
            </div>
            <Button type="submit">
              <Send className="mr-2 h-4 w-4" aria-hidden />
              Send Broadcast
            </Button>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
