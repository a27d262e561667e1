import { adminLoginSchema, broadcastSchema, setupTokenSchema } from './schemas';

describe('adminLoginSchema', () => {
  it('requires both e-mail and password', () => {
    const result = adminLoginSchema.safeParse({ email: '', password: '' });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path[0]);
    expect(fields).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('rejects a malformed e-mail', () => {
    const result = adminLoginSchema.safeParse({ email: 'not-an-email', password: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Please enter a valid email address');
  });

  it('accepts and trims valid credentials', () => {
    const result = adminLoginSchema.safeParse({ email: ' admin@hrconnect.local ', password: 'pw' });
    expect(result.success && result.data.email).toBe('admin@hrconnect.local');
  });
});

describe('broadcastSchema', () => {
  it('requires a title and a message that are not blank', () => {
    const all = { audience: 'all', plan: null } as const;
    expect(broadcastSchema.safeParse({ ...all, title: '  ', message: 'hi' }).success).toBe(false);
    expect(broadcastSchema.safeParse({ ...all, title: 'Hi', message: ' ' }).success).toBe(false);
    expect(broadcastSchema.safeParse({ ...all, title: 'Hi', message: 'Hello all' }).success).toBe(true);
    expect(broadcastSchema.safeParse({ ...all, title: 'x'.repeat(121), message: 'Hello' }).success).toBe(false);
  });

  it('asks for a plan exactly when the audience is a plan', () => {
    const draft = { title: 'Hi', message: 'Hello' };
    const missing = broadcastSchema.safeParse({ ...draft, audience: 'plan', plan: null });
    expect(missing.error?.issues[0]).toMatchObject({ path: ['plan'], message: 'Choose a plan' });
    expect(broadcastSchema.safeParse({ ...draft, audience: 'plan', plan: 'Premium' }).success).toBe(true);
  });
});

describe('setupTokenSchema', () => {
  it('requires a token', () => {
    expect(setupTokenSchema.safeParse({ token: '' }).success).toBe(false);
    expect(setupTokenSchema.safeParse({ token: 'abc' }).success).toBe(true);
  });
});
