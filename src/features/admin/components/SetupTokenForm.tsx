import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { setupTokenSchema, type SetupTokenValues } from '../schemas';

interface SetupTokenFormProps {
  /** The server's reason, shown after a wrong token. */
  message?: string;
  busy: boolean;
  onSubmit: (token: string) => void;
}

export function SetupTokenForm({ message, busy, onSubmit }: SetupTokenFormProps) {
  const form = useForm<SetupTokenValues>({ resolver: zodResolver(setupTokenSchema), defaultValues: { token: '' } });
  const error = form.formState.errors.token?.message;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <KeyRound className="h-5 w-5" aria-hidden />
          Setup Token Required
        </CardTitle>
        <CardDescription>This platform requires its setup token to create the first administrator.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={form.handleSubmit((v) => onSubmit(v.token))} className="space-y-4">
          {message && (
            <p role="alert" className="text-sm text-red-600">
              {message}
            </p>
          )}
          <div className="space-y-2">
            <Label htmlFor="setup-token">Setup token</Label>
            <Input
              id="setup-token"
              type="password"
              autoComplete="off"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'setup-token-error' : undefined}
              {...form.register('token')}
            />
            {error && (
              <p id="setup-token-error" className="text-sm text-red-600">
                {error}
              </p>
            )}
          </div>
          <Button type="submit" disabled={busy} className="w-full">
            {busy ? 'Creating Administrator...' : 'Create Administrator'}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
