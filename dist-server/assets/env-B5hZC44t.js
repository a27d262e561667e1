// src/lib/client-registry.ts
var current = null;
var waiting = /* @__PURE__ */ new Set();
function announceClient(client) {
	current = client;
	waiting.forEach((cb) => cb(client));
	waiting.clear();
}
/** Calls back once the client exists (at once if it already does); returns a cancel function. */
function whenClientLoaded(cb) {
	if (current) {
		cb(current);
		return () => void 0;
	}
	waiting.add(cb);
	return () => {
		waiting.delete(cb);
	};
}
/** True when supabase-js has stored a session in this browser (its key is sb-<project>-auth-token). */
/**
* Does this address carry Auth's answer from an e-mailed link (tokens or an error in the fragment,
* as GoTrue's /verify redirects)? supabase-js reads it when it starts, so the client must load now.
*/
function hasAuthRedirect(location = globalThis.location) {
	const hash = location?.hash ?? "";
	return /[#&](access_token|error_description)=/.test(hash);
}
function hasStoredSession(storage = globalThis.localStorage) {
	try {
		if (!storage) return false;
		for (let i = 0; i < storage.length; i += 1) {
			const key = storage.key(i);
			if (key && /^sb-.+-auth-token$/.test(key)) return true;
		}
	} catch {}
	return false;
}
// src/lib/env.ts
var LOCAL_SUPABASE_URL = "http://127.0.0.1:54321";
var LOCAL_ANON_KEY = "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";
function read(value, fallback) {
	return value && value.trim() !== "" ? value.trim() : fallback;
}
var env = {
	supabaseUrl: read("http://127.0.0.1:54321", LOCAL_SUPABASE_URL),
	supabaseAnonKey: read(void 0, LOCAL_ANON_KEY)
};
export { whenClientLoaded as a, hasStoredSession as i, announceClient as n, hasAuthRedirect as r, env as t };
