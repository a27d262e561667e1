import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/lib/toast';
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
            <FormField id="broadcast-title" label="Title" error={errors.title?.message}>
              <Input placeholder="Announcement title" {...form.register('title')} />
            </FormField>
            <FormField id="broadcast-message" label="Message" error={errors.message?.message}>
              <Textarea rows={6} placeholder="Write your message to all members" {...form.register('message')} />
            </FormField>
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
