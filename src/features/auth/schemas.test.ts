import { describe, expect, it } from 'vitest';
import { signInSchema, signUpMetadata, signUpSchema, type SignUpValues } from '@/features/auth/schemas';

const hr: SignUpValues = {
  userType: 'HR Professional',
  fullName: 'Ada Lovelace',
  email: 'ada@example.com',
  password: 'correct horse',
  company: 'Analytical Engines',
  position: 'Head of People',
  serviceType: '',
};

function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  // The form shows the first issue of each field, as zodResolver does.
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('sign-in validation', () => {
  it('requires an e-mail and a password', () => {
    expect(messages(signInSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
  });
  it('rejects a malformed e-mail', () => {
    expect(messages(signInSchema.safeParse({ email: 'nope', password: 'x' }))).toEqual({
      email: 'Please enter a valid email address',
    });
  });
});

describe('sign-up validation', () => {
  it('accepts a complete HR sign-up', () => {
    expect(signUpSchema.safeParse(hr).success).toBe(true);
  });
  it('requires every common field', () => {
    const result = signUpSchema.safeParse({ ...hr, fullName: ' ', email: '', password: '', company: '' });
    expect(Object.keys(messages(result)).sort()).toEqual(['company', 'email', 'fullName', 'password']);
  });
  it('requires a position for HR and a service type for providers', () => {
    expect(messages(signUpSchema.safeParse({ ...hr, position: '' }))).toEqual({ position: 'Position is required' });
    expect(messages(signUpSchema.safeParse({ ...hr, userType: 'Service Provider', position: '' }))).toEqual({
      serviceType: 'Service type is required',
    });
  });
  it('asks for at least 8 password characters', () => {
    expect(messages(signUpSchema.safeParse({ ...hr, password: 'short' }))).toEqual({
      password: 'Password must be at least 8 characters',
    });
  });
});

describe('sign-up lengths the server would refuse', () => {
  it('refuses over-long profile texts and passwords with a message per field', () => {
    const long = 'x'.repeat(121);
    expect(
      messages(
        signUpSchema.safeParse({ ...hr, fullName: long, company: long, position: long, password: 'p'.repeat(73) }),
      ),
    ).toEqual({
      fullName: 'Full name must be 120 characters or fewer',
      company: 'Company must be 120 characters or fewer',
      position: 'Position must be 120 characters or fewer',
      password: 'Password must be 72 characters or fewer',
    });
    expect(messages(signUpSchema.safeParse({ ...hr, userType: 'Service Provider', serviceType: long }))).toEqual({
      serviceType: 'Service type must be 120 characters or fewer',
    });
    expect(signUpSchema.safeParse({ ...hr, fullName: 'x'.repeat(120), password: 'p'.repeat(72) }).success).toBe(true);
  });
});

describe('sign-up metadata', () => {
  it('sends position only for HR and always an empty description', () => {
    const data = signUpMetadata(hr);
    expect(data).toMatchObject({
      full_name: 'Ada Lovelace',
      user_type: 'HR Professional',
      company: 'Analytical Engines',
      position: 'Head of People',
      description: '',
    });
    expect(data).not.toHaveProperty('service_type');
    expect(data).not.toHaveProperty('avatar_url');
  });
  it('sends service_type only for providers, and the referral code when present', () => {
    const data = signUpMetadata({ ...hr, userType: 'Service Provider', serviceType: 'Payroll Services' }, 'AB12CD34');
    expect(data).toMatchObject({ service_type: 'Payroll Services', referred_by_code: 'AB12CD34' });
    expect(data).not.toHaveProperty('position');
  });
});
