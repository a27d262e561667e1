import { useSyncExternalStore, type ReactNode } from 'react';
import { TIMINGS, TOAST_LIMIT } from '@/config/constants';

// Toasts of spec point 4: at most TOAST_LIMIT visible, a new one replaces the older, each closes
// after its duration (5000 ms by default) unless the duration is Infinity. The store lives outside
// React so `toast()` can be called from anywhere (mutation callbacks, plain functions).

export type ToastVariant = 'default' | 'destructive';

export interface ToastInput {
  title?: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds; Infinity keeps the toast until closed. */
  duration?: number;
}

export interface ToastItem extends ToastInput {
  id: string;
  open: boolean;
  duration: number;
}

/** Time a closed toast stays mounted so its exit animation can run. */
const REMOVE_DELAY = 300;

let toasts: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const timers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: ToastItem[]) {
  toasts = next;
  listeners.forEach((listener) => listener());
}

function clearTimer(id: string) {
  const timer = timers.get(id);
  if (timer !== undefined) {
    clearTimeout(timer);
    timers.delete(id);
  }
}

function scheduleRemoval(id: string) {
  clearTimer(id);
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      emit(toasts.filter((t) => t.id !== id));
    }, REMOVE_DELAY),
  );
}

export function dismissToast(id?: string) {
  const ids = id ? [id] : toasts.map((t) => t.id);
  emit(toasts.map((t) => (ids.includes(t.id) ? { ...t, open: false } : t)));
  ids.forEach(scheduleRemoval);
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const duration = input.duration ?? TIMINGS.toastDuration;
  const item: ToastItem = { ...input, id, open: true, duration };
  const kept = [item, ...toasts].slice(0, TOAST_LIMIT);
  toasts.filter((t) => !kept.includes(t)).forEach((t) => clearTimer(t.id));
  emit(kept);
  if (Number.isFinite(duration)) {
    timers.set(id, setTimeout(() => dismissToast(id), duration));
  }
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: ToastInput) => emit(toasts.map((t) => (t.id === id ? { ...t, ...patch, duration: t.duration } : t))),
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

function snapshot() {
  return toasts;
}

export function useToast() {
  const items = useSyncExternalStore(subscribe, snapshot, snapshot);
  return { toasts: items, toast, dismiss: dismissToast };
}

/** Test helper: forget every toast and timer. */
export function resetToasts() {
  timers.forEach((timer) => clearTimeout(timer));
  timers.clear();
  emit([]);
}
