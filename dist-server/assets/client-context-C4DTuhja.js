import { a as __toESM, r as require_react } from "./createLucideIcon-CbN399oH.js";
// src/lib/client-context.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var ClientContext = (0, import_react.createContext)(null);
var ClientProvider = ClientContext.Provider;
/** The client; a screen rendered before supabase-js has loaded suspends until it has. */
function useClient() {
	const source = (0, import_react.useContext)(ClientContext);
	if (!source) throw new Error("useClient must be used inside <ClientProvider>");
	return typeof source === "function" ? (0, import_react.use)(source()) : source;
}
export { useClient as n, ClientProvider as t };
