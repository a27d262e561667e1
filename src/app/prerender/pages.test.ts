import { APP_SHELL, fileForPath, JOB_SHELL, PRERENDERED_PAGES, REGISTER_PAGE } from '@/app/prerender/pages';

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

  it('serves sign-up for referral sign-ups (the page does not show the code), the app shell below them', () => {
    expect(fileForPath('/register/ABCD1234')).toBe(REGISTER_PAGE);
    expect(fileForPath('/register/ABCD1234/')).toBe(REGISTER_PAGE);
    expect(fileForPath('/register/ABCD1234/more')).toBe(APP_SHELL);
    expect(PRERENDERED_PAGES.find((p) => p.path === '/register')?.file).toBe(REGISTER_PAGE);
  });

  it('serves the app shell for member screens and unknown addresses', () => {
    for (const path of ['/dashboard', '/admin/users', '/no-such-page']) {
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
