import { a as __toESM, n as require_jsx_runtime, r as require_react } from "./createLucideIcon-CbN399oH.js";
import { i as toast } from "./toast-CpFyaUfM.js";
import { a as whenClientLoaded, i as hasStoredSession, r as hasAuthRedirect, t as env } from "./env-B5hZC44t.js";
// src/lib/load-client.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/**
* Loads the supabase-js client now (its own chunk). Kept apart from the registry, which the client
* module itself imports to announce itself, so that the two never import each other.
*/
function loadClient() {
	return import("./supabase-Djni5HIO.js").then((m) => m.supabase);
}
var onDemand = null;
/**
* The same promise of the client on every call, marked fulfilled once loaded (the fields React's
* use() reads), so screens rendered after it has loaded do not suspend at all.
*/
function clientOnDemand() {
	if (!onDemand) {
		const promise = loadClient();
		promise.then((client) => {
			promise.status = "fulfilled";
			promise.value = client;
		});
		onDemand = promise;
	}
	return onDemand;
}
// src/lib/own-profile.ts
/** Loads the caller's own profile; a missing row (PGRST116) is not an error and gives null. */
async function fetchOwnProfile(client) {
	const { data, error } = await client.rpc("get_my_profile").single();
	if (error) {
		if (error.code === "PGRST116") return null;
		throw error;
	}
	return data;
}
// src/lib/auth.tsx
var import_jsx_runtime = require_jsx_runtime();
var AuthContext = (0, import_react.createContext)(null);
/**
* The client, without pulling supabase-js into the first chunk: loaded at once when a session is
* stored (it must be restored and refreshed), when another tab signs in, or as soon as any screen
* that talks to the backend loads it. Until then there is no session and nothing to wait for.
*/
function deferredClient() {
	if (typeof window === "undefined") return new Promise(() => void 0);
	return new Promise((resolve) => {
		if (hasStoredSession() || hasAuthRedirect()) {
			loadClient().then(resolve);
			return;
		}
		const cancel = whenClientLoaded((client) => {
			window.removeEventListener("storage", onStorage);
			resolve(client);
		});
		function onStorage(event) {
			if (event.key && /^sb-.+-auth-token$/.test(event.key)) {
				window.removeEventListener("storage", onStorage);
				cancel();
				loadClient().then(resolve);
			}
		}
		window.addEventListener("storage", onStorage);
	});
}
function AuthProvider({ children, client }) {
	const [state, setState] = (0, import_react.useState)(() => ({
		session: null,
		profile: null,
		sessionKnown: !hasStoredSession() && !hasAuthRedirect(),
		profileLoading: false,
		settled: false,
		recovering: false
	}));
	const clientRef = (0, import_react.useRef)(null);
	clientRef.current ??= client ?? deferredClient();
	const currentUserId = (0, import_react.useRef)(null);
	const loadProfile = (0, import_react.useCallback)(async (userId) => {
		setState((s) => ({
			...s,
			profileLoading: true
		}));
		try {
			const profile = await fetchOwnProfile(await clientRef.current);
			if (currentUserId.current === userId) setState((s) => ({
				...s,
				profile,
				profileLoading: false,
				settled: true
			}));
			return profile;
		} catch {
			toast({
				title: "Error fetching profile",
				description: "Could not load your profile details.",
				variant: "destructive"
			});
			if (currentUserId.current === userId) setState((s) => ({
				...s,
				profile: null,
				profileLoading: false,
				settled: true
			}));
			return null;
		}
	}, []);
	(0, import_react.useEffect)(() => {
		let cancelled = false;
		let unsubscribe;
		clientRef.current.then((supabase) => {
			if (cancelled) return;
			const { data } = supabase.auth.onAuthStateChange((event, session) => {
				const userId = session?.user.id ?? null;
				const userChanged = userId !== currentUserId.current;
				currentUserId.current = userId;
				setState((s) => ({
					...s,
					settled: s.settled || userId === null,
					session,
					sessionKnown: true,
					profile: userId && !userChanged ? s.profile : null,
					profileLoading: userId ? userChanged || s.profileLoading : false,
					recovering: event === "PASSWORD_RECOVERY" || s.recovering && userId !== null && event !== "SIGNED_IN"
				}));
				if (userId && (userChanged || event === "USER_UPDATED")) setTimeout(() => void loadProfile(userId), 0);
			});
			unsubscribe = () => data.subscription.unsubscribe();
		});
		return () => {
			cancelled = true;
			unsubscribe?.();
		};
	}, [loadProfile]);
	const refreshProfile = (0, import_react.useCallback)(async () => {
		const userId = currentUserId.current;
		return userId ? loadProfile(userId) : null;
	}, [loadProfile]);
	const [signingOut, setSigningOut] = (0, import_react.useState)(false);
	const signOut = (0, import_react.useCallback)(async (then) => {
		setSigningOut(true);
		let settled = false;
		try {
			const { error } = await (await loadClient()).auth.signOut();
			if (!error && then) {
				await then();
				settled = true;
			}
			return { error };
		} finally {
			if (!settled) setSigningOut(false);
		}
	}, []);
	const settleSignOut = (0, import_react.useCallback)(() => setSigningOut(false), []);
	const value = (0, import_react.useMemo)(() => ({
		session: state.session,
		user: state.session?.user ?? null,
		profile: state.profile,
		loading: !state.sessionKnown || state.session !== null && state.profileLoading && !state.settled,
		profileLoading: state.profileLoading,
		recovering: state.recovering,
		signingOut,
		settleSignOut,
		refreshProfile,
		signOut
	}), [
		state,
		signingOut,
		settleSignOut,
		refreshProfile,
		signOut
	]);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AuthContext.Provider, {
		value,
		children
	});
}
function useAuth() {
	const value = (0, import_react.useContext)(AuthContext);
	if (!value) throw new Error("useAuth must be used inside <AuthProvider>");
	return value;
}
// src/lib/navigation.ts
/**
* The router's navigate function, provided by the app (src/app/App.tsx). Links that also appear on
* pages hydrated without the router (the landing page, pricing, legal pages) read it from here:
* inside the app they navigate in place, on those pages they are plain links to prerendered pages.
*/
var NavigateContext = (0, import_react.createContext)(null);
/** The router's current pathname, provided by the app next to NavigateContext (null without the router). */
var PathnameContext = (0, import_react.createContext)(null);
/** Goes to `to`: in place inside the app, an ordinary page load without the router. */
function go(navigate, to) {
	if (navigate) navigate(to);
	else window.location.assign(to);
}
// src/config/uploads.ts
var PHOTO_UPLOAD = {
	bucket: "photos",
	maxBytes: 2097152,
	types: [
		"image/jpeg",
		"image/png",
		"image/webp"
	],
	accept: "image/jpeg,image/png,image/webp",
	/** Width and height of the square the browser crops and uploads. */
	size: 256
};
// src/lib/photos.ts
/**
* The address of a member's photo. `profiles.avatar_url` names an object of the public 'photos'
* bucket (`<member id>/<file>`), never a web address (the database refuses those), so each project
* serves its own members' photos. The address is Storage's public-object URL, the one storage-js's
* getPublicUrl builds; built here so a card can show a photo without loading supabase-js.
* Already-resolved addresses (a local preview's blob: or data: URL, an http(s) URL) pass through.
*/
function photoUrl(avatarUrl) {
	if (!avatarUrl) return null;
	if (/^(https?:|blob:|data:)/i.test(avatarUrl)) return avatarUrl;
	const path = avatarUrl.split("/").map(encodeURIComponent).join("/");
	return `${env.supabaseUrl.replace(/\/+$/, "")}/storage/v1/object/public/${PHOTO_UPLOAD.bucket}/${path}`;
}
export { AuthProvider as a, go as i, NavigateContext as n, useAuth as o, PathnameContext as r, clientOnDemand as s, photoUrl as t };
