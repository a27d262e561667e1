import { useContext } from 'react';
import { useForm } from 'react-hook-form';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AuthShell } from '@/features/auth/components/AuthShell';
import type { SignInValues } from '@/features/auth/schemas';
import { useClientLater } from '@/lib/client-context';
import { toastError } from '@/lib/errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { ACCOUNT_TEXT } from '@/config/messages';
import { NavigateContext } from '@/lib/navigation';
import { goWith } from '@/lib/page-handoff';
import { useHydrated } from '@/lib/use-hydrated';

// zod (with the sign-in schema) and the sign-in call load when first needed, not with the screen.
const signInResolver = lazyResolver<SignInValues>(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('@/features/auth/schemas')]).then(
    ([{ zodResolver }, { signInSchema }]) => zodResolver(signInSchema),
  ),
);

/** What the page was opened with: the address sign-up just used; a guard's page the member was going to. */
export interface LoginState {
  email?: string;
  from?: string;
}

/**
 * Sign-in, the one screen behind the app's route (LoginPage, state from the router) and the page a
 * visitor's browser hydrates without the router (VisitorLoginPage); it navigates through NavigateContext.
 */
export function LoginScreen({ state }: { state: LoginState | null }) {
  const navigate = useContext(NavigateContext);
  const client = useClientLater();
  const from = state?.from;
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    resolver: signInResolver,
    defaultValues: { email: state?.email ?? '', password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { signIn } = await import('@/features/auth/queries');
      await signIn(await client(), values);
    } catch (error) {
      toastError('Sign in Failed', error);
      return;
    }
    goWith(navigate, from && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard', {
      toast: { title: 'Welcome back! 🎉', description: 'Successfully logged in to your account.' },
      replace: true,
    });
  });

  return (
    <AuthShell title="Welcome Back" subtitle="Sign in to your HR Connect account">
      <form method="post" className="grid gap-4" onSubmit={onSubmit} noValidate>
        <FormField id="login-email" label="Email" error={errors.email?.message}>
          <Input type="email" autoComplete="email" placeholder="Enter your email" required {...register('email')} />
        </FormField>
        <FormField id="login-password" label="Password" error={errors.password?.message}>
          <Input
            type="password"
            autoComplete="current-password"
            placeholder="Enter your password"
            required
            {...register('password')}
          />
        </FormField>
        <p className="-mt-2 text-right text-sm">
          <AppLink
            to="/forgot-password"
            // The address typed so far goes along, read when clicked.
            onClick={(e) => {
              e.preventDefault();
              goWith(navigate, '/forgot-password', { state: { email: getValues('email') } });
            }}
            className="rounded font-medium text-brand-700 hover:underline"
          >
            {ACCOUNT_TEXT.forgotLink}
          </AppLink>
        </p>
        <Button type="submit" className="w-full" disabled={isSubmitting || !hydrated}>
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Don't have an account?{' '}
        <AppLink to="/register" className="rounded font-semibold text-brand-700 hover:underline">
          Sign up here
        </AppLink>
      </p>
    </AuthShell>
  );
}
