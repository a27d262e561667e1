import { Link } from 'react-router-dom';
import { ShieldCheck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CopyField } from './CopyField';

interface CredentialsPanelProps {
  email: string;
  password: string;
  /** Hidden when the panel already sits on the login screen. */
  showLoginLink?: boolean;
}

export function CredentialsPanel({ email, password, showLoginLink = true }: CredentialsPanelProps) {
  return (
    <Card role="region" aria-labelledby="admin-credentials-title" className="border-brand-200">
      <CardHeader>
        <CardTitle id="admin-credentials-title" className="flex items-center gap-2">
          <ShieldCheck className="h-5 w-5 text-brand-600" aria-hidden />
          Administrator Created
        </CardTitle>
        <CardDescription>
          Save these credentials now: the password is shown only once and cannot be recovered.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        <CopyField label="Email" value={email} />
        <CopyField label="Password" value={password} />
        {showLoginLink && (
          <Button asChild className="w-full">
            <Link to="/admin/login">Go to Admin Login</Link>
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
