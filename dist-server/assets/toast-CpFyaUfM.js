import { a as __toESM, r as require_react } from "./createLucideIcon-CbN399oH.js";
// src/config/constants.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var APP_NAME = "HR Connect";
/** Timings of spec point 9, in milliseconds unless stated. */
var TIMINGS = {
	toastDuration: 5e3,
	searchDebounce: 300,
	copyConfirmation: 2e3,
	adminRedirect: 2e3
};
// src/lib/toast.ts
/** Time a closed toast stays mounted so its exit animation can run. */
var REMOVE_DELAY = 300;
var toasts = [];
var counter = 0;
var listeners = /* @__PURE__ */ new Set();
var timers = /* @__PURE__ */ new Map();
/** For each open toast with a finite duration: when its close timer started and how long it had left. */
var clocks = /* @__PURE__ */ new Map();
function emit(next) {
	toasts = next;
	listeners.forEach((listener) => listener());
}
function clearTimer(id) {
	const timer = timers.get(id);
	if (timer !== void 0) {
		clearTimeout(timer);
		timers.delete(id);
	}
}
function scheduleRemoval(id) {
	clearTimer(id);
	timers.set(id, setTimeout(() => {
		timers.delete(id);
		emit(toasts.filter((t) => t.id !== id));
	}, REMOVE_DELAY));
}
function startCloseTimer(id, ms) {
	clearTimer(id);
	clocks.set(id, {
		startedAt: Date.now(),
		remaining: ms
	});
	timers.set(id, setTimeout(() => dismissToast(id), ms));
}
/**
* Stops a toast's clock while the pointer or focus is on it (Radix reports both), so a message is
* not taken away while it is being read; resumeToast gives it back the time it had left.
*/
function pauseToast(id) {
	const clock = clocks.get(id);
	if (!clock || !timers.has(id)) return;
	clearTimer(id);
	clock.remaining = Math.max(0, clock.remaining - (Date.now() - clock.startedAt));
}
function resumeToast(id) {
	const clock = clocks.get(id);
	if (!clock || timers.has(id) || !toasts.some((t) => t.id === id && t.open)) return;
	startCloseTimer(id, clock.remaining);
}
function dismissToast(id) {
	const ids = id ? [id] : toasts.map((t) => t.id);
	ids.forEach((i) => clocks.delete(i));
	emit(toasts.map((t) => ids.includes(t.id) ? {
		...t,
		open: false
	} : t));
	ids.forEach(scheduleRemoval);
}
function toast(input) {
	counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
	const id = String(counter);
	const duration = input.duration ?? TIMINGS.toastDuration;
	const kept = [{
		...input,
		id,
		open: true,
		duration
	}, ...toasts].slice(0, 1);
	toasts.filter((t) => !kept.includes(t)).forEach((t) => {
		clearTimer(t.id);
		clocks.delete(t.id);
	});
	emit(kept);
	if (Number.isFinite(duration)) startCloseTimer(id, duration);
	return {
		id,
		dismiss: () => dismissToast(id),
		update: (patch) => emit(toasts.map((t) => t.id === id ? {
			...t,
			...patch,
			duration: t.duration
		} : t))
	};
}
function subscribe(listener) {
	listeners.add(listener);
	return () => {
		listeners.delete(listener);
	};
}
function snapshot() {
	return toasts;
}
function useToast() {
	return {
		toasts: (0, import_react.useSyncExternalStore)(subscribe, snapshot, snapshot),
		toast,
		dismiss: dismissToast
	};
}
export { useToast as a, toast as i, pauseToast as n, APP_NAME as o, resumeToast as r, dismissToast as t };
