import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MIN_PASSWORD_LENGTH } from '@/config/constants';
import { USER_TYPE, type UserType } from '@/lib/enums';
import type { SignUpValues } from '@/features/auth/schemas';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useHydrated } from '@/lib/use-hydrated';

/** What was typed so far, kept by the page so that switching the account-type tab loses nothing. */
export type SignUpDraft = Partial<Omit<SignUpValues, 'userType'>>;

export interface SignUpFormProps {
  userType: UserType;
  onSubmit: (values: SignUpValues) => Promise<void>;
  /** Mutated in place as the member types; read once when the form mounts. */
  draft?: SignUpDraft;
  /** Suggestions for a provider's service type (the service categories' names). */
  serviceTypes?: readonly string[];
}

// zod and the sign-up schema load with the first validation, not with the page.
const signUpResolver = lazyResolver<SignUpValues>(() =>
  Promise.all([import('@hookform/resolvers/zod'), import('@/features/auth/schemas')]).then(
    ([{ zodResolver }, { signUpSchema }]) => zodResolver(signUpSchema),
  ),
);

export function SignUpForm({ userType, onSubmit, draft, serviceTypes = [] }: SignUpFormProps) {
  const isHr = userType === USER_TYPE.hr;
  const prefix = isHr ? 'hr' : 'provider';
  const hydrated = useHydrated();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm<SignUpValues>({
    resolver: signUpResolver,
    defaultValues: {
      fullName: '',
      email: '',
      password: '',
      company: '',
      position: '',
      serviceType: '',
      ...draft,
      userType,
    },
  });

  useEffect(() => {
    if (!draft) return;
    const subscription = watch(({ userType: _type, ...values }) => Object.assign(draft, values));
    return () => subscription.unsubscribe();
  }, [watch, draft]);

  return (
    <form method="post" className="grid gap-4" onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormField id={`${prefix}-name`} label="Full Name" error={errors.fullName?.message}>
        <Input autoComplete="name" placeholder="Enter your full name" required {...register('fullName')} />
      </FormField>
      <FormField id={`${prefix}-email`} label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" placeholder="Enter your email" required {...register('email')} />
      </FormField>
      <FormField
        id={`${prefix}-password`}
        label="Password"
        hint={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.password?.message}
      >
        <Input
          type="password"
          autoComplete="new-password"
          placeholder="Create a password"
          required
          {...register('password')}
        />
      </FormField>
      <FormField id={`${prefix}-company`} label="Company" error={errors.company?.message}>
        <Input autoComplete="organization" placeholder="Enter your company name" required {...register('company')} />
      </FormField>
      {isHr ? (
        <FormField id={`${prefix}-position`} label="Position" error={errors.position?.message}>
          <Input autoComplete="organization-title" placeholder="e.g. HR Manager" required {...register('position')} />
        </FormField>
      ) : (
        <FormField id={`${prefix}-service-type`} label="Service Type" error={errors.serviceType?.message}>
          <Input
            list="service-type-suggestions"
            placeholder="e.g. Recruitment Agencies"
            required
            {...register('serviceType')}
          />
        </FormField>
      )}
      {!isHr ? (
        <datalist id="service-type-suggestions">
          {serviceTypes.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      ) : null}
      <Button type="submit" className="w-full" disabled={isSubmitting || !hydrated}>
        {isSubmitting ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
