import { APP_SHELL, fileForPath, JOB_SHELL, PRERENDERED_PAGES } from '@/app/prerender/pages';

describe('fileForPath (how vite preview and hosting map addresses to the build)', () => {
  it('serves each prerendered page its own file, with or without a trailing slash', () => {
    expect(fileForPath('/')).toBe('index.html');
    expect(fileForPath('/pricing')).toBe('pricing/index.html');
    expect(fileForPath('/pricing/')).toBe('pricing/index.html');
    expect(fileForPath('/jobs')).toBe('jobs/index.html');
    expect(fileForPath('/login')).toBe('login/index.html');
  });

  it('serves the job shell for any single job, and the app shell below it', () => {
    expect(fileForPath('/jobs/00000000-0000-4000-8000-000000000000')).toBe(JOB_SHELL);
    expect(fileForPath('/jobs/not-a-uuid')).toBe(JOB_SHELL);
    expect(fileForPath('/jobs/00000000-0000-4000-8000-000000000000/applicants')).toBe(APP_SHELL);
  });

  it('serves the app shell for member screens, referral sign-ups and unknown addresses', () => {
    for (const path of ['/dashboard', '/register/ABCD1234', '/admin/users', '/no-such-page']) {
      expect(fileForPath(path)).toBe(APP_SHELL);
    }
  });

  it('leaves files alone', () => {
    expect(fileForPath('/assets/index-abc.js')).toBeNull();
    expect(fileForPath('/favicon.svg')).toBeNull();
    expect(fileForPath('/jobs/job.html')).toBeNull();
  });

  it('never answers an address with the job shell as if it were a page of its own', () => {
    expect(PRERENDERED_PAGES.filter((p) => p.file === JOB_SHELL)).toHaveLength(1);
    expect(fileForPath('/jobs/_')).toBe(JOB_SHELL);
  });
});
