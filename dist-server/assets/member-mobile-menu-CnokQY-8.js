import { i as AppNavLink } from "./logo-D9Vbm8pL.js";
import { a as useLogOut, i as useThemeChoice, n as THEME_CHOICES, o as Avatar, r as setThemeChoice, t as THEME_ICONS } from "./theme-icons-BYLryQGD.js";
import { i as navLinkClass, r as MEMBER_LINKS } from "../site-server.js";
import { a as __toESM, n as require_jsx_runtime, r as require_react } from "./createLucideIcon-CbN399oH.js";
import { a as THEME_TEXT } from "./messages-WKIA_d3M.js";
import { t as cn } from "./utils-Dxij-hpF.js";
// src/components/theme/theme-choice-field.tsx
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
/**
* System / Light / Dark as native radio buttons drawn as a segmented control: for the phone menu and
* the admin sidebar, which have no dropdown (and should not load Radix's for this).
*/
function ThemeChoiceField({ className }) {
	const choice = useThemeChoice();
	const name = (0, import_react.useId)();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("div", {
		className: cn("flex flex-wrap items-center gap-x-3 gap-y-1.5", className),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			id: `${name}-label`,
			className: "text-sm font-medium text-slate-600",
			children: THEME_TEXT.label
		}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("div", {
			role: "radiogroup",
			"aria-labelledby": `${name}-label`,
			className: "inline-flex rounded-md border border-slate-200 bg-slate-50 p-0.5",
			children: THEME_CHOICES.map((value) => {
				const Icon = THEME_ICONS[value];
				return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("label", {
					className: cn("relative flex cursor-pointer items-center gap-1.5 rounded px-2.5 py-1 text-xs font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600", choice === value ? "bg-white text-slate-900 shadow-sm" : "text-slate-600 hover:text-slate-900"),
					children: [
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)("input", {
							type: "radio",
							name,
							value,
							checked: choice === value,
							onChange: () => setThemeChoice(value),
							className: "absolute inset-0 cursor-pointer opacity-0"
						}),
						/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Icon, {
							className: "h-3.5 w-3.5",
							"aria-hidden": "true"
						}),
						THEME_TEXT.choices[value]
					]
				}, value);
			})
		})]
	});
}
// src/components/layout/member-mobile-menu.tsx
/** The phone menu of a signed-in member (TopNav loads it when it opens). */
function MemberMobileMenu({ name, email, avatarUrl, onClose: close }) {
	const logOut = useLogOut();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("ul", {
		className: "grid gap-1",
		children: [
			/* @__PURE__ */ (0, import_jsx_runtime.jsxs)("li", {
				className: "flex items-center gap-3 px-3 py-2",
				children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(Avatar, {
					src: avatarUrl,
					name,
					size: "sm"
				}), /* @__PURE__ */ (0, import_jsx_runtime.jsxs)("span", {
					className: "min-w-0",
					children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "block text-sm font-semibold",
						children: name
					}), /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
						className: "block truncate text-xs text-slate-600",
						children: email
					})]
				})]
			}),
			MEMBER_LINKS.map((link) => /* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppNavLink, {
				to: link.to,
				className: (s) => cn(navLinkClass(s), "block"),
				onClick: close,
				children: link.label
			}) }, link.to)),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppNavLink, {
				to: "/profile",
				end: true,
				className: (s) => cn(navLinkClass(s), "block"),
				onClick: close,
				children: "Profile"
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AppNavLink, {
				to: "/my-applications",
				className: (s) => cn(navLinkClass(s), "block"),
				onClick: close,
				children: "My Applications"
			}) }),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", {
				className: "px-3 py-2",
				children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(ThemeChoiceField, {})
			}),
			/* @__PURE__ */ (0, import_jsx_runtime.jsx)("li", { children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)("button", {
				type: "button",
				className: "block w-full rounded-md px-3 py-2 text-left text-sm font-medium text-slate-600 hover:bg-slate-100",
				onClick: () => {
					close();
					logOut();
				},
				children: "Log out"
			}) })
		]
	});
}
export { MemberMobileMenu as default };
