import { c as Megaphone, n as useDismissBanner, t as useBanner } from "./queries-B8WoT_aW.js";
import { o as X, t as toastError } from "../site-server.js";
import { i as NOTIFICATION_TEXT, r as NOTIFICATION_MESSAGES } from "./messages-WKIA_d3M.js";
import { n as require_jsx_runtime } from "./createLucideIcon-CbN399oH.js";
// src/features/notifications/components/BroadcastBanner.tsx
var import_jsx_runtime = require_jsx_runtime();
/** The newest announcement that reached the member, above every page until they dismiss it. */
function BroadcastBanner({ memberId }) {
	const banner = useBanner(memberId);
	const dismiss = useDismissBanner();
	const b = banner.data;
	if (!b) return null;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
		role: "region",
		"aria-label": "Announcement",
		className: "border-b border-brand-200 bg-brand-50",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "container mx-auto flex max-w-6xl items-start gap-3 px-4 py-3 text-sm",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Megaphone, {
					className: "mt-0.5 h-4 w-4 shrink-0 text-brand-700",
					"aria-hidden": "true"
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("p", {
					className: "min-w-0 flex-1 wrap-anywhere",
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "font-semibold",
							children: b.title
						}),
						" ",
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
							className: "text-slate-700",
							children: b.message
						})
					]
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
					type: "button",
					"aria-label": NOTIFICATION_TEXT.dismiss,
					className: "rounded p-1 text-slate-600 hover:bg-brand-100",
					onClick: () => dismiss.mutate(b.id, { onError: (error) => toastError(NOTIFICATION_MESSAGES.errors.dismiss, error) }),
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(X, {
						className: "h-4 w-4",
						"aria-hidden": "true"
					})
				})
			]
		})
	});
}
export { BroadcastBanner };
