import { a as __toESM, n as require_jsx_runtime, r as require_react, t as createLucideIcon } from "./createLucideIcon-CbN399oH.js";
import { i as toast } from "./toast-CpFyaUfM.js";
import { i as go, n as NavigateContext, o as useAuth, t as photoUrl } from "./photos-Dc5Maty4.js";
import { n as initials, t as cn } from "./utils-Dxij-hpF.js";
import { t as toastError } from "../site-server.js";
import { a as createContextScope, i as useLayoutEffect2, r as useCallbackRef, t as Primitive } from "./dist-D2u4RpF9.js";
// node_modules/lucide-react/dist/esm/icons/monitor.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$2 = {
	name: "monitor",
	size: 24,
	node: [
		["rect", {
			width: "20",
			height: "14",
			x: "2",
			y: "3",
			rx: "2",
			key: "48i651"
		}],
		["line", {
			x1: "8",
			x2: "16",
			y1: "21",
			y2: "21",
			key: "1svkeh"
		}],
		["line", {
			x1: "12",
			x2: "12",
			y1: "17",
			y2: "21",
			key: "vw1qmm"
		}]
	]
};
__iconData$2.node;
var Monitor = createLucideIcon(__iconData$2);
// node_modules/lucide-react/dist/esm/icons/moon.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData$1 = {
	name: "moon",
	size: 24,
	node: [["path", {
		d: "M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401",
		key: "kfwtm"
	}]]
};
__iconData$1.node;
var Moon = createLucideIcon(__iconData$1);
// node_modules/lucide-react/dist/esm/icons/sun.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "sun",
	size: 24,
	node: [
		["circle", {
			cx: "12",
			cy: "12",
			r: "4",
			key: "4exip2"
		}],
		["path", {
			d: "M12 2v2",
			key: "tus03m"
		}],
		["path", {
			d: "M12 20v2",
			key: "1lh1kg"
		}],
		["path", {
			d: "m4.93 4.93 1.41 1.41",
			key: "149t6j"
		}],
		["path", {
			d: "m17.66 17.66 1.41 1.41",
			key: "ptbguv"
		}],
		["path", {
			d: "M2 12h2",
			key: "1t8f8n"
		}],
		["path", {
			d: "M20 12h2",
			key: "1q8mjw"
		}],
		["path", {
			d: "m6.34 17.66-1.41 1.41",
			key: "1m8zz5"
		}],
		["path", {
			d: "m19.07 4.93-1.41 1.41",
			key: "1shlcs"
		}]
	]
};
__iconData.node;
var Sun = createLucideIcon(__iconData);
// node_modules/@radix-ui/react-avatar/dist/index.mjs
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var import_jsx_runtime = require_jsx_runtime();
var __defProp = Object.defineProperty;
var __name = (target, value) => __defProp(target, "name", {
	value,
	configurable: true
});
var AVATAR_NAME = "Avatar";
var [createAvatarContext, createAvatarScope] = createContextScope(AVATAR_NAME);
var ImageLoadingStatus = {
	Idle: "idle",
	Loading: "loading",
	Loaded: "loaded",
	Error: "error"
};
var STATIC_IMAGE_COUNT_STATE = [0, () => void 0];
var [AvatarProvider, useAvatarContext] = createAvatarContext(AVATAR_NAME);
var Avatar$1 = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function Avatar2(props, forwardedRef) {
	const { __scopeAvatar, ...avatarProps } = props;
	const [imageLoadingStatus, setImageLoadingStatus] = import_react.useState(ImageLoadingStatus.Idle);
	const [imageCount, setImageCount] = useImageCount();
	return /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarProvider, {
		scope: __scopeAvatar,
		imageLoadingStatus,
		setImageLoadingStatus,
		imageCount,
		setImageCount,
		children: /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.span, {
			...avatarProps,
			ref: forwardedRef
		})
	});
}, "Avatar"));
var IMAGE_NAME = "AvatarImage";
var AvatarImage = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function AvatarImage2(props, forwardedRef) {
	const { __scopeAvatar, src, onLoadingStatusChange, ...imageProps } = props;
	const context = useAvatarContext(IMAGE_NAME, __scopeAvatar);
	context.setImageCount;
	const imageLoadingStatus = useImageLoadingStatus(src, {
		referrerPolicy: imageProps.referrerPolicy,
		crossOrigin: imageProps.crossOrigin,
		loadingStatus: context.imageLoadingStatus,
		setLoadingStatus: context.setImageLoadingStatus
	});
	const handleLoadingStatusChange = useCallbackRef((status) => {
		onLoadingStatusChange?.(status);
	});
	const loadingStatusRef = import_react.useRef(imageLoadingStatus);
	useLayoutEffect2(() => {
		const previousLoadingStatus = loadingStatusRef.current;
		loadingStatusRef.current = imageLoadingStatus;
		if (imageLoadingStatus !== previousLoadingStatus) handleLoadingStatusChange(imageLoadingStatus);
	}, [imageLoadingStatus, handleLoadingStatusChange]);
	return imageLoadingStatus === ImageLoadingStatus.Loaded ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.img, {
		...imageProps,
		ref: forwardedRef,
		src
	}) : null;
}, "AvatarImage"));
var FALLBACK_NAME = "AvatarFallback";
var AvatarFallback = /* @__PURE__ */ import_react.forwardRef(/* @__PURE__ */ __name(function AvatarFallback2(props, forwardedRef) {
	const { __scopeAvatar, delayMs, ...fallbackProps } = props;
	const context = useAvatarContext(FALLBACK_NAME, __scopeAvatar);
	const [canRender, setCanRender] = import_react.useState(delayMs === void 0);
	import_react.useEffect(() => {
		if (delayMs !== void 0) {
			const timerId = window.setTimeout(() => setCanRender(true), delayMs);
			return () => window.clearTimeout(timerId);
		}
	}, [delayMs]);
	return canRender && context.imageLoadingStatus !== ImageLoadingStatus.Loaded ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(Primitive.span, {
		...fallbackProps,
		ref: forwardedRef
	}) : null;
}, "AvatarFallback"));
function useImageLoadingStatus(src, { loadingStatus, setLoadingStatus, referrerPolicy, crossOrigin }) {
	useLayoutEffect2(() => {
		if (!src) {
			setLoadingStatus(ImageLoadingStatus.Error);
			return;
		}
		const image = new window.Image();
		const handleLoad = /* @__PURE__ */ __name((event) => {
			const image2 = event.currentTarget;
			setLoadingStatus(getImageLoadingStatus(image2));
		}, "handleLoad");
		const handleError = /* @__PURE__ */ __name(() => setLoadingStatus(ImageLoadingStatus.Error), "handleError");
		image.addEventListener("load", handleLoad);
		image.addEventListener("error", handleError);
		if (referrerPolicy) image.referrerPolicy = referrerPolicy;
		image.crossOrigin = crossOrigin ?? null;
		image.src = src;
		setLoadingStatus(getImageLoadingStatus(image));
		return () => {
			image.removeEventListener("load", handleLoad);
			image.removeEventListener("error", handleError);
			setLoadingStatus(ImageLoadingStatus.Idle);
		};
	}, [
		src,
		crossOrigin,
		referrerPolicy,
		setLoadingStatus
	]);
	return loadingStatus;
}
__name(useImageLoadingStatus, "useImageLoadingStatus");
function getImageLoadingStatus(image) {
	return image.complete ? image.naturalWidth > 0 ? ImageLoadingStatus.Loaded : ImageLoadingStatus.Error : ImageLoadingStatus.Loading;
}
__name(getImageLoadingStatus, "getImageLoadingStatus");
function useImageCount() {
	return STATIC_IMAGE_COUNT_STATE;
}
__name(useImageCount, "useImageCount");
function useUpdateImageCount(setImageCount) {}
__name(useUpdateImageCount, "useUpdateImageCount");
// src/components/ui/avatar.tsx
var sizes = {
	sm: "h-8 w-8 text-xs",
	md: "h-10 w-10 text-sm",
	lg: "h-16 w-16 text-lg",
	xl: "h-24 w-24 text-2xl"
};
/** A round avatar: the image when it loads, otherwise the name's initials (offline machines included). */
function Avatar({ src, name, size = "md", className }) {
	const url = photoUrl(src);
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(Avatar$1, {
		className: cn("relative inline-flex shrink-0 overflow-hidden rounded-full bg-brand-100", sizes[size], className),
		children: [url ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarImage, {
			src: url,
			alt: name ?? "",
			className: "h-full w-full object-cover"
		}) : null, /* @__PURE__ */ (0, import_jsx_runtime.jsx)(AvatarFallback, {
			className: "flex h-full w-full items-center justify-center font-semibold text-brand-800",
			role: "img",
			"aria-label": name ?? "Avatar",
			children: initials(name)
		})]
	});
}
// src/components/layout/use-log-out.ts
/** Signs out, then goes home with 'Signed Out' (or the catalogue's failure toast). */
function useLogOut() {
	const { signOut } = useAuth();
	const navigate = (0, import_react.useContext)(NavigateContext);
	return async () => {
		const { error } = await signOut(() => go(navigate, "/"));
		if (error) {
			toastError("Sign out Failed", error);
			return;
		}
		toast({ title: "Signed Out" });
	};
}
// src/lib/theme.ts
var THEME_CHOICES = [
	"system",
	"light",
	"dark"
];
var THEME_STORAGE_KEY = "hr-connect-theme";
var DARK_QUERY = "(prefers-color-scheme: dark)";
function isChoice(value) {
	return typeof value === "string" && THEME_CHOICES.includes(value);
}
/** The stored choice; 'system' when none is stored, storage is unavailable or holds something else. */
function readThemeChoice(storage = globalThis.localStorage) {
	try {
		const value = storage?.getItem(THEME_STORAGE_KEY);
		return isChoice(value) ? value : "system";
	} catch {
		return "system";
	}
}
function resolveTheme(choice, systemDark) {
	if (choice === "system") return systemDark ? "dark" : "light";
	return choice;
}
/** Puts the theme on <html>: the class for the palette, color-scheme for form controls and scrollbars. */
function applyTheme(theme, root = document.documentElement) {
	root.classList.toggle("dark", theme === "dark");
	root.style.colorScheme = theme;
}
var listeners = /* @__PURE__ */ new Set();
/** Stores the member's choice and applies it at once (the inline script follows the system from here). */
function setThemeChoice(choice, storage = globalThis.localStorage) {
	try {
		if (choice === "system") storage?.removeItem(THEME_STORAGE_KEY);
		else storage?.setItem(THEME_STORAGE_KEY, choice);
	} catch {}
	applyTheme(resolveTheme(choice, typeof matchMedia === "function" && matchMedia(DARK_QUERY).matches));
	listeners.forEach((notify) => notify());
}
function subscribe(notify) {
	listeners.add(notify);
	window.addEventListener("storage", notify);
	return () => {
		listeners.delete(notify);
		window.removeEventListener("storage", notify);
	};
}
/** The member's current choice, for the switches. */
function useThemeChoice() {
	return (0, import_react.useSyncExternalStore)(subscribe, () => readThemeChoice(), () => "system");
}
// src/components/theme/theme-icons.ts
var THEME_ICONS = {
	system: Monitor,
	light: Sun,
	dark: Moon
};
export { useLogOut as a, useThemeChoice as i, THEME_CHOICES as n, Avatar as o, setThemeChoice as r, THEME_ICONS as t };
