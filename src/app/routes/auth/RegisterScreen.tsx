import { lazy, Suspense, useContext, useRef, useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AppLink } from '@/components/ui/app-link';
import { LoadingBlock } from '@/components/ui/spinner';
import { APP_NAME } from '@/config/constants';
import { DIRECTORY_SIGN_UP_NOTE } from '@/config/directory-text';
import { AuthShell } from '@/features/auth/components/AuthShell';
import { SignUpForm, type SignUpDraft } from '@/features/auth/components/SignUpForm';
import { signUp } from '@/features/auth/queries';
import type { SignUpValues } from '@/features/auth/schemas';
import { useClientLater } from '@/lib/client-context';
import { USER_TYPE } from '@/lib/enums';
import { NavigateContext } from '@/lib/navigation';
import { goWith } from '@/lib/page-handoff';
import { useHydrated } from '@/lib/use-hydrated';

// Only after a sign-up that Auth confirms by e-mail; it brings the catalogue of texts, which the
// form does not show (the messages it needs load with the submit).
const CheckEmailPanel = lazy(() =>
  import('@/features/auth/components/CheckEmailPanel').then((m) => ({ default: m.CheckEmailPanel })),
);

export interface RegisterScreenProps {
  /** From /register/{code}: who referred the new member. */
  referralCode?: string;
  /** The address asks for the Service Provider tab (?type=provider: the pricing page's plans). */
  providerFirst: boolean;
  /**
   * The provider's service-type suggestions (the service categories' names), asked for once the
   * Service Provider tab is open: TanStack Query in the app, a plain request on the visitor's page.
   */
  useServiceTypes: (wanted: boolean) => readonly string[];
}

/**
 * Sign-up, the one screen behind both the app's route (RegisterPage, with the router) and the page a
 * visitor's browser hydrates without it (VisitorRegisterPage): the difference is where the address
 * is read from and how the suggestions load. Navigation goes through NavigateContext.
 */
export function RegisterScreen({ referralCode, providerFirst, useServiceTypes }: RegisterScreenProps) {
  const navigate = useContext(NavigateContext);
  const client = useClientLater();
  const draft = useRef<SignUpDraft>({});

  // The page is prerendered (no query string at build time) with the first tab: the address's choice
  // applies once hydrated, and the tabs take clicks only then (Radix switches on mouse-down, which a
  // page still hydrating would drop).
  const hydrated = useHydrated();
  const [chosenTab, setChosenTab] = useState<string | null>(null);
  const tab = chosenTab ?? (hydrated && providerFirst ? 'provider' : 'hr');
  const serviceTypes = useServiceTypes(tab === 'provider');

  // Set when Auth confirms e-mails: the screen becomes 'Check your e-mail' for this address.
  const [confirming, setConfirming] = useState<string | null>(null);

  const submit = async (values: SignUpValues) => {
    // The catalogue (welcome) and the error toast, which reads it, load with the submit, not the page.
    const texts = Promise.all([import('@/config/messages'), import('@/lib/errors')]);
    let outcome: { confirmationSent: boolean };
    try {
      outcome = await signUp(await client(), values, referralCode);
    } catch (error) {
      (await texts)[1].toastError('Sign up Failed', error);
      return;
    }
    const email = values.email.trim();
    if (outcome.confirmationSent) {
      setConfirming(email);
      return;
    }
    const [{ ACCOUNT_MESSAGES }] = await texts;
    goWith(navigate, '/login', { state: { email }, toast: ACCOUNT_MESSAGES.welcome });
  };

  if (confirming) {
    return (
      <AuthShell title={`Join ${APP_NAME}`} subtitle="Create your professional networking account">
        <Suspense fallback={<LoadingBlock />}>
          <CheckEmailPanel email={confirming} />
        </Suspense>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={`Join ${APP_NAME}`} subtitle="Create your professional networking account">
      {/* The list in two halves by flex (a column, so it sits as a block), not by grid: a display
          class would override the list's own, which the site entry's pages cannot do (they render
          without tailwind-merge, src/lib/utils.ts). */}
      <Tabs value={tab} onValueChange={setChosenTab} className="flex flex-col">
        <TabsList className="w-full">
          <TabsTrigger value="hr" disabled={!hydrated} className="flex-1">
            HR Professional
          </TabsTrigger>
          <TabsTrigger value="provider" disabled={!hydrated} className="flex-1">
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
          <p className="mt-3 text-xs text-slate-600">{DIRECTORY_SIGN_UP_NOTE}</p>
        </TabsContent>
      </Tabs>
      <p className="mt-6 text-center text-sm text-slate-600">
        Already have an account?{' '}
        <AppLink to="/login" className="rounded font-semibold text-brand-700 hover:underline">
          Sign in here
        </AppLink>
      </p>
    </AuthShell>
  );
}
