import { a as __toESM, n as require_jsx_runtime, r as require_react } from "./createLucideIcon-CbN399oH.js";
import { n as NavigateContext, r as PathnameContext } from "./photos-Dc5Maty4.js";
import { s as DIRECTORY_LINK } from "../site-server.js";
// src/components/ui/app-link.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* A link to a page of the app that works with or without the router: the same <a href> markup as
* react-router's <Link>, navigating in place when the app provides NavigateContext (a plain left
* click, no modifier, no target), an ordinary page load otherwise.
*/
function AppLink({ to, onClick, ...props }) {
	const navigate = (0, import_react.useContext)(NavigateContext);
	const handleClick = (event) => {
		onClick?.(event);
		if (!navigate || event.defaultPrevented || event.button !== 0 || props.target) return;
		if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
		event.preventDefault();
		navigate(to);
	};
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("a", {
		href: to,
		...props,
		onClick: handleClick
	});
}
/**
* An AppLink that knows whether it points at the current page, like react-router's <NavLink>
* (`aria-current="page"`, a class from `isActive`), from the pathname the app provides.
*/
function AppNavLink({ to, end, className, ...props }) {
	const pathname = (0, import_react.useContext)(PathnameContext) ?? "";
	const isActive = pathname === to || !end && pathname.startsWith(to.endsWith("/") ? to : `${to}/`);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppLink, {
		to,
		"aria-current": isActive ? "page" : void 0,
		className: typeof className === "function" ? className({ isActive }) : className,
		...props
	});
}
// src/components/layout/footer.tsx
function Footer() {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)("footer", {
		className: "mt-auto border-t border-slate-200 bg-white",
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
			className: "mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-slate-600 sm:flex-row",
			children: [
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("p", { children: "© 2025 HR Connect. All rights reserved." }),
				/* @__PURE__ */ (0, import_jsx_runtime.jsx)("nav", {
					"aria-label": "Directory",
					children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppLink, {
						className: "rounded hover:text-brand-700 hover:underline",
						to: DIRECTORY_LINK.to,
						children: DIRECTORY_LINK.label
					})
				}),
				/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("nav", {
					"aria-label": "Legal",
					className: "flex gap-5",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppLink, {
						className: "rounded hover:text-brand-700 hover:underline",
						to: "/privacy-policy",
						children: "Privacy Policy"
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppLink, {
						className: "rounded hover:text-brand-700 hover:underline",
						to: "/terms-of-use",
						children: "Terms of Use"
					})]
				})
			]
		})
	});
}
// src/components/layout/logo.tsx
function Logo({ to = "/", className }) {
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(AppLink, {
		to,
		className: `inline-flex items-center gap-2 rounded-md font-bold text-slate-900 ${className ?? ""}`,
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"aria-hidden": "true",
			className: "flex h-8 w-8 items-center justify-center rounded-lg bg-brand-600 text-sm text-white",
			children: "HR"
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
			className: "text-lg",
			children: ["HR ", /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
				className: "text-brand-600",
				children: "Connect"
			})]
		})]
	});
}
export { AppNavLink as i, Footer as n, AppLink as r, Logo as t };
