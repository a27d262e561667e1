import { n as NavLink } from "./chunk-7RTFRKQW-C2rGhmOC.js";
import { a as __toESM, n as require_jsx_runtime, r as require_react, t as createLucideIcon } from "./createLucideIcon-CbN399oH.js";
import { n as MESSAGING_TEXT, t as MESSAGING_ERROR_TITLES } from "./messages-WKIA_d3M.js";
import { t as cn } from "./utils-Dxij-hpF.js";
import { i as useQuery, n as infiniteQueryOptions, p as useQueryClient, r as queryOptions } from "./tanstack-query-DymXl6FT.js";
import { n as useClient } from "./client-context-C4DTuhja.js";
import { n as withKeys } from "../site-server.js";
// node_modules/lucide-react/dist/esm/icons/message-square.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "message-square",
	size: 24,
	node: [["path", {
		d: "M22 17a2 2 0 0 1-2 2H6.828a2 2 0 0 0-1.414.586l-2.202 2.202A.71.71 0 0 1 2 21.286V5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2z",
		key: "18887p"
	}]]
};
__iconData.node;
var MessageSquare = createLucideIcon(__iconData);
// src/features/messaging/queries.ts
var messageKeys = {
	all: ["messages"],
	conversations: () => [...messageKeys.all, "conversations"],
	unread: () => [...messageKeys.all, "unread"],
	withMember: (memberId) => [
		...messageKeys.all,
		"with",
		memberId
	],
	history: (conversationId) => [
		...messageKeys.all,
		"history",
		conversationId
	],
	reportsAll: () => [...messageKeys.all, "reports"],
	reports: (status) => [...messageKeys.reportsAll(), status]
};
var UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function isUuid(s) {
	return !!s && UUID.test(s);
}
/** One page of the caller's conversations, newest first, after `after` (the previous page's last row). */
async function fetchConversations(client, after, pageSize = 20) {
	const { data, error } = await client.rpc("list_conversations", {
		...after?.last_message_at && after.conversation_id ? {
			p_before_at: after.last_message_at,
			p_before_id: after.conversation_id
		} : {},
		page_limit: pageSize
	});
	if (error) throw error;
	return withKeys(data, "conversation_id", "other_id", "last_message_at", "unread_count");
}
/** One page of a conversation's history, newest first, older than `before`. */
async function fetchHistory(client, conversationId, before, pageSize = 30) {
	const { data, error } = await client.rpc("list_messages", {
		p_conversation_id: conversationId,
		...before ? {
			p_before_at: before.created_at,
			p_before_id: before.id
		} : {},
		page_limit: pageSize
	});
	if (error) throw error;
	return data ?? [];
}
/** The messages badge: unread messages over all the caller's conversations. */
async function fetchUnreadCount(client) {
	const { data, error } = await client.rpc("unread_message_count");
	if (error) throw error;
	return data ?? 0;
}
/** The other member's card, the pair's conversation (if any), the other's read mark and who may write. */
async function fetchConversationWith(client, memberId) {
	if (!isUuid(memberId)) return null;
	const { data, error } = await client.rpc("conversation_with", { p_member: memberId }).maybeSingle();
	if (error) throw error;
	return data;
}
/** The admin area's reports of one status, newest first, keyset after `after`. */
async function fetchReportsPage(client, status, after, pageSize = 20) {
	const { data, error } = await client.rpc("admin_list_reports", {
		p_status: status,
		...after ? {
			p_before_at: after.created_at,
			p_before_id: after.id
		} : {},
		page_limit: pageSize
	});
	if (error) throw error;
	return withKeys(data, "id", "created_at", "conversation_id");
}
var messageQueries = {
	conversations: (client, enabled = true) => infiniteQueryOptions({
		queryKey: messageKeys.conversations(),
		queryFn: ({ pageParam }) => fetchConversations(client, pageParam),
		initialPageParam: null,
		getNextPageParam: (last) => last.length < 20 ? void 0 : last[last.length - 1],
		enabled,
		meta: { errorTitle: MESSAGING_ERROR_TITLES.fetchConversations }
	}),
	unread: (client, enabled = true) => queryOptions({
		queryKey: messageKeys.unread(),
		queryFn: () => fetchUnreadCount(client),
		enabled,
		refetchOnWindowFocus: true
	}),
	withMember: (client, memberId) => queryOptions({
		queryKey: messageKeys.withMember(memberId ?? ""),
		queryFn: () => fetchConversationWith(client, memberId),
		enabled: isUuid(memberId),
		meta: { errorTitle: MESSAGING_ERROR_TITLES.fetchConversation }
	}),
	history: (client, conversationId) => infiniteQueryOptions({
		queryKey: messageKeys.history(conversationId ?? ""),
		queryFn: ({ pageParam }) => fetchHistory(client, conversationId, pageParam),
		initialPageParam: null,
		getNextPageParam: (last) => last.length < 30 ? void 0 : last[last.length - 1],
		enabled: isUuid(conversationId),
		staleTime: Infinity,
		meta: { errorTitle: MESSAGING_ERROR_TITLES.fetchMessages }
	}),
	reports: (client, status) => infiniteQueryOptions({
		queryKey: messageKeys.reports(status),
		queryFn: ({ pageParam }) => fetchReportsPage(client, status, pageParam),
		initialPageParam: null,
		getNextPageParam: (last) => last.length < 20 ? void 0 : last[last.length - 1],
		meta: { errorTitle: MESSAGING_ERROR_TITLES.fetchReports }
	})
};
function useUnreadCount(enabled) {
	return useQuery(messageQueries.unread(useClient(), enabled));
}
// src/features/messaging/realtime.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
/** Keeps the conversation list and the unread badge live for the signed-in member. */
function useInboxRealtime(memberId) {
	const client = useClient();
	const queryClient = useQueryClient();
	(0, import_react.useEffect)(() => {
		if (!memberId) return;
		const channel = client.channel(`inbox:${memberId}`).on("postgres_changes", {
			event: "*",
			schema: "public",
			table: "conversation_participants",
			filter: `member_id=eq.${memberId}`
		}, () => {
			queryClient.invalidateQueries({ queryKey: messageKeys.unread() });
			queryClient.invalidateQueries({ queryKey: messageKeys.conversations() });
		}).subscribe();
		return () => {
			client.removeChannel(channel);
		};
	}, [
		client,
		queryClient,
		memberId
	]);
}
// src/features/messaging/components/MessagesNavLink.tsx
var import_jsx_runtime = require_jsx_runtime();
/**
* The top bar's Messages button with the unread badge. While it is mounted (every member screen), the
* member's inbox subscription keeps the badge and the conversation list live in this tab.
*/
function MessagesNavLink({ memberId }) {
	useInboxRealtime(memberId);
	const n = useUnreadCount(true).data ?? 0;
	const label = n > 0 ? `${MESSAGING_TEXT.title}, ${MESSAGING_TEXT.unreadBadge(n)}` : MESSAGING_TEXT.title;
	return /* @__PURE__ */ (0, import_jsx_runtime.jsxs)(NavLink, {
		to: "/messages",
		"aria-label": label,
		title: label,
		className: ({ isActive }) => cn("relative inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-slate-100", isActive ? "text-brand-700" : "text-slate-600"),
		children: [/* @__PURE__ */ (0, import_jsx_runtime.jsx)(MessageSquare, {
			className: "h-5 w-5",
			"aria-hidden": "true"
		}), n > 0 ? /* @__PURE__ */ (0, import_jsx_runtime.jsx)("span", {
			"data-testid": "unread-badge",
			"aria-hidden": "true",
			className: "absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-[11px] font-semibold leading-5 text-white",
			children: n > 99 ? "99+" : n
		}) : null]
	});
}
export { MessagesNavLink };
