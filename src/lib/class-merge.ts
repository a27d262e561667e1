import { twMerge } from 'tailwind-merge';
import { installClassMerge } from '@/lib/utils';

// Imported for its effect by the entries whose screens override primitives' classes (the app, the
// prerender, the tests): from then on cn() resolves conflicting Tailwind classes. See utils.ts.
installClassMerge(twMerge);
