import { hasAuthRedirect, hasStoredSession } from '@/lib/client-registry';
import '@/index.css';

// The entry only picks what to start, so the landing page never downloads the router or the app's
// routes. A prerendered landing page is hydrated by its own small entry while nobody is signed in;
// a member (stored session, or an e-mailed link's tokens) gets the whole app, which hydrates the
// same HTML and then shows the signed-in version.
const container = document.getElementById('root')!;
const landing = container.dataset.island === 'landing' && !hasStoredSession() && !hasAuthRedirect();

if (landing) void import('@/app/entry-landing').then((m) => m.start(container));
else void import('@/app/entry-app').then((m) => m.start(container));
