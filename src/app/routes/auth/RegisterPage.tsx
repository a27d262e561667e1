import { useRef, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/lib/toast';
import { APP_NAME } from '@/config/constants';
import { ACCOUNT_MESSAGES } from '@/config/messages';
import { AuthShell } from '@/features/auth/components/AuthShell';
import { CheckEmailPanel } from '@/features/auth/components/CheckEmailPanel';
import { SignUpForm, type SignUpDraft } from '@/features/auth/components/SignUpForm';
import { signUp } from '@/features/auth/queries';
import type { SignUpValues } from '@/features/auth/schemas';
import { useCategories } from '@/features/services/queries';
import { useClientLater } from '@/lib/client-context';
import { toastError } from '@/lib/errors';
import { USER_TYPE } from '@/lib/enums';
import { useHydrated } from '@/lib/use-hydrated';

/** Sign-up (auth), with the service categories (services) as a provider's service-type suggestions. */
export default function RegisterPage() {
  const navigate = useNavigate();
  const client = useClientLater();
  const { referralCode } = useParams();
  // The pricing page's 'Get Started Free' and paid plans open the Service Provider tab.
  const [params] = useSearchParams();
  const draft = useRef<SignUpDraft>({});

  // The page is prerendered (no query string at build time) with the first tab: the address's choice
  // applies once hydrated, and the tabs take clicks only then (Radix switches on mouse-down, which a
  // page still hydrating would drop).
  const hydrated = useHydrated();
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const tab = chosenTab ?? (hydrated && params.get('type') === 'provider' ? 'provider' : 'hr');
  // The suggestions (and supabase-js with them) load when the Service Provider tab is open.
  const categories = useCategories(tab === 'provider');
  const serviceTypes = (categories.data ?? []).map((c) => c.name);

  // Set when Auth confirms e-mails: the screen becomes 'Check your e-mail' for this address.
  const [confirming, setConfirming] = useState<string | null>(null);

  const submit = async (values: SignUpValues) => {
    let outcome: { confirmationSent: boolean };
    try {
      outcome = await signUp(await client(), values, referralCode);
    } catch (error) {
      toastError('Sign up Failed', error);
      return;
    }
    const email = values.email.trim();
    if (outcome.confirmationSent) {
      setConfirming(email);
      return;
    }
    toast(ACCOUNT_MESSAGES.welcome);
    navigate('/login', { state: { email } });
  };

  if (confirming) {
    return (
      <AuthShell title={`Join ${APP_NAME}`} subtitle="Create your professional networking account">
        <CheckEmailPanel email={confirming} />
      </AuthShell>
    );
  }

  return (
    <AuthShell title={`Join ${APP_NAME}`} subtitle="Create your professional networking account">
      <Tabs value={tab} onValueChange={setChosenTab}>
        <TabsList className="mb-2 grid w-full grid-cols-2">
          <TabsTrigger value="hr" disabled={!hydrated}>
            HR Professional
          </TabsTrigger>
          <TabsTrigger value="provider" disabled={!hydrated}>
            Service Provider
          </TabsTrigger>
        </TabsList>
        {/* Only the active tab's form is mounted; the draft carries what was typed across a switch. */}
        <TabsContent value="hr">
          <SignUpForm userType={USER_TYPE.hr} onSubmit={submit} draft={draft.current} />
        </TabsContent>
        <TabsContent value="provider">
          <SignUpForm
            userType={USER_TYPE.provider}
            onSubmit={submit}
            draft={draft.current}
            serviceTypes={serviceTypes}
          />
        </TabsContent>
      </Tabs>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <Link to="/login" className="rounded font-semibold text-brand-700 hover:underline">
          Sign in here
        </Link>
      </p>
    </AuthShell>
  );
}
