import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// TanStack Query hands results to components on a setTimeout(0). Tests that fake timers would then
// see no data until they advance the clock, which tempted `shouldAdvanceTime` (a fake clock that
// follows the machine's: a busy machine fails such tests). Delivering on a microtask keeps query
// results independent of any clock, fake or real.
notifyManager.setScheduler(queueMicrotask);

afterEach(() => cleanup());

// findBy* and waitFor wait for what the user would see; their default bound (1 s) is a timing
// assumption a busy machine breaks (a lazily loaded dialog, a form's validation). A bound for hangs,
// not a speed check (the test's own timeout is 30 s).
configure({ asyncUtilTimeout: 10_000 });

// No unit test reaches the network. The app's default API address is where a developer's own
// `npm start` listens (127.0.0.1:54321): what a test sees must not depend on whether it runs, nor on
// how long a refused connection takes on a busy machine. A request no test stubbed fails at once, as
// a browser's fetch does when the backend cannot be reached.
const unreachable: typeof fetch = async () => {
  throw new TypeError('Failed to fetch');
};
globalThis.fetch = unreachable;
