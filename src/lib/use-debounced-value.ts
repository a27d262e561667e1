import { useEffect, useState } from 'react';
import { TIMINGS } from '@/config/constants';

/** The value, updated only after it has stopped changing for `delay` ms (search boxes). */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

/**
 * A search box's state: what is typed (`text`), and the trimmed text the server is asked for once
 * typing has paused for the spec's 300 ms (`search`).
 */
export function useDebouncedSearch(delay: number = TIMINGS.searchDebounce) {
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), delay);
  return { text, setText, search };
}
