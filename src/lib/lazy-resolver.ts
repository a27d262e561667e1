import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver fetched on the first validation (the first submit, in the default
 * mode): a form screen paints and hydrates without zod, which then loads while the user types.
 */
export function lazyResolver<T extends FieldValues>(load: () => Promise<Resolver<T>>): Resolver<T> {
  let resolver: Promise<Resolver<T>> | null = null;
  return async (values, context, options) => (await (resolver ??= load()))(values, context, options);
}
