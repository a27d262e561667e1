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
/** For each open toast with a finite duration: when its close timer started and how long it had left. */
const clocks = new Map<string, { startedAt: number; remaining: number }>();

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

function startCloseTimer(id: string, ms: number) {
  clearTimer(id);
  clocks.set(id, { startedAt: Date.now(), remaining: ms });
  timers.set(
    id,
    setTimeout(() => dismissToast(id), ms),
  );
}

/**
 * Stops a toast's clock while the pointer or focus is on it (Radix reports both), so a message is
 * not taken away while it is being read; resumeToast gives it back the time it had left.
 */
export function pauseToast(id: string) {
  const clock = clocks.get(id);
  if (!clock || !timers.has(id)) return;
  clearTimer(id);
  clock.remaining = Math.max(0, clock.remaining - (Date.now() - clock.startedAt));
}

export function resumeToast(id: string) {
  const clock = clocks.get(id);
  if (!clock || timers.has(id) || !toasts.some((t) => t.id === id && t.open)) return;
  startCloseTimer(id, clock.remaining);
}

export function dismissToast(id?: string) {
  const ids = id ? [id] : toasts.map((t) => t.id);
  ids.forEach((i) => clocks.delete(i));
  emit(toasts.map((t) => (ids.includes(t.id) ? { ...t, open: false } : t)));
  ids.forEach(scheduleRemoval);
}

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const duration = input.duration ?? TIMINGS.toastDuration;
  const item: ToastItem = { ...input, id, open: true, duration };
  const kept = [item, ...toasts].slice(0, TOAST_LIMIT);
  toasts
    .filter((t) => !kept.includes(t))
    .forEach((t) => {
      clearTimer(t.id);
      clocks.delete(t.id);
    });
  emit(kept);
  if (Number.isFinite(duration)) startCloseTimer(id, duration);
  return {
    id,
    dismiss: () => dismissToast(id),
    update: (patch: ToastInput) =>
      emit(toasts.map((t) => (t.id === id ? { ...t, ...patch, duration: t.duration } : t))),
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
  clocks.clear();
  emit([]);
}
