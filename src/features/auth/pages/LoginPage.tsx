import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/lib/toast';
import { AuthShell } from '@/features/auth/components/AuthShell';
import type { SignInValues } from '@/features/auth/schemas';
import { useClientLater } from '@/lib/client-context';
import { toastError } from '@/lib/errors';
import { lazyResolver } from '@/lib/lazy-resolver';
import { ACCOUNT_TEXT } from '@/config/messages';
import { useHydrated } from '@/lib/use-hydrated';

// zod (with the sign-in schema) and the sign-in call load when first needed, not with the page.
const signInResolver = lazyResolver<SignInValues>(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('@/features/auth/schemas')]).then(
    ([{ zodResolver }, { signInSchema }]) => zodResolver(signInSchema),
  ),
);

export default function LoginPage() {
  const navigate = useNavigate();
  const client = useClientLater();
  const location = useLocation();
  // Sign-up sends the new member here with the address just used; a guard, with where they were going.
  const state = location.state as { from?: string; email?: string } | null;
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
    toast({ title: 'Welcome back! 🎉', description: 'Successfully logged in to your account.' });
    navigate(from && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard', { replace: true });
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
          <Link
            to="/forgot-password"
            // The address typed so far goes along, read when clicked.
            onClick={(e) => {
              e.preventDefault();
              navigate('/forgot-password', { state: { email: getValues('email') } });
            }}
            className="rounded font-medium text-brand-700 hover:underline"
          >
            {ACCOUNT_TEXT.forgotLink}
          </Link>
        </p>
        <Button type="submit" className="w-full" disabled={isSubmitting || !hydrated}>
          {isSubmitting ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600">
        Don't have an account?{' '}
        <Link to="/register" className="rounded font-semibold text-brand-700 hover:underline">
          Sign up here
        </Link>
      </p>
    </AuthShell>
  );
}
