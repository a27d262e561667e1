import '@testing-library/jest-dom/vitest';
import { notifyManager } from '@tanstack/react-query';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// TanStack Query hands results to components on a setTimeout(0). Tests that fake timers would then
// see no data until they advance the clock, which tempted `shouldAdvanceTime` (a fake clock that
// follows the machine's: a busy machine fails such tests). Delivering on a microtask keeps query
// results independent of any clock, fake or real.
notifyManager.setScheduler(queueMicrotask);

afterEach(() => cleanup());
