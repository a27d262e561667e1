import { classifyBootstrap } from './bootstrap';

describe('classifyBootstrap', () => {
  it('returns the credentials of a created administrator', () => {
    expect(classifyBootstrap(200, { email: 'admin@x.io', password: 'S3cret!' })).toEqual({
      kind: 'created',
      email: 'admin@x.io',
      password: 'S3cret!',
    });
  });

  it('recognises an existing administrator by status or by message', () => {
    expect(classifyBootstrap(409, { error: 'Admin user already exists' })).toEqual({ kind: 'exists' });
    expect(classifyBootstrap(409, null)).toEqual({ kind: 'exists' });
    expect(classifyBootstrap(400, { error: 'Admin user already exists' })).toEqual({ kind: 'exists' });
  });

  it('asks for the setup token on 401 and 403, keeping the server message', () => {
    expect(classifyBootstrap(401, { error: 'Invalid setup token' })).toEqual({
      kind: 'token-required',
      message: 'Invalid setup token',
    });
    expect(classifyBootstrap(403, null).kind).toBe('token-required');
  });

  it('fails with the server message, then the client message, then a default', () => {
    expect(classifyBootstrap(500, { error: 'boom' })).toEqual({ kind: 'failed', message: 'boom' });
    expect(classifyBootstrap(null, null, 'Failed to send a request')).toEqual({
      kind: 'failed',
      message: 'Failed to send a request',
    });
    expect(classifyBootstrap(502, '')).toEqual({
      kind: 'failed',
      message: 'The setup function could not be reached.',
    });
  });

  it('does not treat a success without credentials as created', () => {
    expect(classifyBootstrap(200, { email: 'a@b.c' }).kind).toBe('failed');
  });
});
