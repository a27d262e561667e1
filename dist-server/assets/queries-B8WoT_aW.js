import { a as __toESM, r as require_react, t as createLucideIcon } from "./createLucideIcon-CbN399oH.js";
import { i as useQuery, n as infiniteQueryOptions, p as useQueryClient, r as queryOptions, t as useMutation } from "./tanstack-query-DymXl6FT.js";
import { n as useClient } from "./client-context-C4DTuhja.js";
// node_modules/lucide-react/dist/esm/icons/megaphone.mjs
/**
* @license lucide-react v1.75.0 - ISC
*
* This source code is licensed under the ISC license.
* See the LICENSE file in the root directory of this source tree.
*/
var __iconData = {
	name: "megaphone",
	size: 24,
	node: [
		["path", {
			d: "M11 6a13 13 0 0 0 8.4-2.8A1 1 0 0 1 21 4v12a1 1 0 0 1-1.6.8A13 13 0 0 0 11 14H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z",
			key: "q8bfy3"
		}],
		["path", {
			d: "M6 14a12 12 0 0 0 2.4 7.2 2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14",
			key: "1853fq"
		}],
		["path", {
			d: "M8 6v8",
			key: "15ugcq"
		}]
	]
};
__iconData.node;
var Megaphone = createLucideIcon(__iconData);
// src/features/notifications/queries.ts
var import_react = /* @__PURE__ */ __toESM(require_react(), 1);
var notificationKeys = {
	all: ["notifications"],
	list: (uid, unreadOnly) => [
		...notificationKeys.all,
		"list",
		uid,
		unreadOnly
	],
	latest: (uid) => [
		...notificationKeys.all,
		"latest",
		uid
	],
	unread: (uid) => [
		...notificationKeys.all,
		"unread",
		uid
	],
	mutes: (uid) => [
		...notificationKeys.all,
		"mutes",
		uid
	],
	banner: (uid) => [
		...notificationKeys.all,
		"banner",
		uid
	]
};
async function fetchNotifications(client, { before, limit = 20, unreadOnly = false }) {
	const { data, error } = await client.rpc("list_my_notifications", {
		before_at: before,
		page_limit: limit,
		unread_only: unreadOnly
	});
	if (error) throw error;
	return data ?? [];
}
async function fetchUnreadCount(client) {
	const { data, error } = await client.rpc("unread_notification_count");
	if (error) throw error;
	return data ?? 0;
}
/** Marks one read; false when it is not the caller's. */
async function markRead(client, source, id) {
	const { data, error } = await client.rpc("mark_notification_read", {
		p_source: source,
		p_id: id
	});
	if (error) throw error;
	return data === true;
}
async function markAllRead(client) {
	const { error } = await client.rpc("mark_all_notifications_read");
	if (error) throw error;
}
async function fetchBanner(client) {
	const { data, error } = await client.rpc("my_broadcast_banner").maybeSingle();
	if (error) throw error;
	return data ?? null;
}
async function dismissBanner(client, id) {
	const { data, error } = await client.rpc("dismiss_broadcast", { p_id: id });
	if (error) throw error;
	return data === true;
}
var notificationQueries = {
	unread: (client, uid) => queryOptions({
		queryKey: notificationKeys.unread(uid),
		queryFn: () => fetchUnreadCount(client)
	}),
	latest: (client, uid) => queryOptions({
		queryKey: notificationKeys.latest(uid),
		queryFn: () => fetchNotifications(client, { limit: 10 })
	}),
	list: (client, uid, unreadOnly) => infiniteQueryOptions({
		queryKey: notificationKeys.list(uid, unreadOnly),
		queryFn: ({ pageParam }) => fetchNotifications(client, {
			before: pageParam,
			unreadOnly
		}),
		initialPageParam: void 0,
		getNextPageParam: (last) => last.length < 20 ? void 0 : last.at(-1).created_at
	})
};
var useUnreadNotifications = (uid) => useQuery(notificationQueries.unread(useClient(), uid));
var useLatestNotifications = (uid, enabled) => useQuery({
	...notificationQueries.latest(useClient(), uid),
	enabled
});
function useMarkRead() {
	const client = useClient();
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: ({ source, id }) => markRead(client, source, id),
		onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all })
	});
}
function useMarkAllRead() {
	const client = useClient();
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: () => markAllRead(client),
		onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all })
	});
}
function useBanner(uid) {
	const client = useClient();
	return useQuery({
		queryKey: notificationKeys.banner(uid),
		queryFn: () => fetchBanner(client)
	});
}
function useDismissBanner() {
	const client = useClient();
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: (id) => dismissBanner(client, id),
		onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all })
	});
}
/**
* Live: a new row for this member (Realtime checks RLS, so only their own notifications and the
* broadcasts that reached them arrive) makes the bell, the list and the banner fetch again.
*/
function useLiveNotifications(uid) {
	const client = useClient();
	const queryClient = useQueryClient();
	(0, import_react.useEffect)(() => {
		const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
		const channel = client.channel(`notifications:${uid}`).on("postgres_changes", {
			event: "*",
			schema: "public",
			table: "notifications",
			filter: `recipient_id=eq.${uid}`
		}, refresh).on("postgres_changes", {
			event: "INSERT",
			schema: "public",
			table: "broadcasts"
		}, refresh).subscribe();
		return () => void client.removeChannel(channel);
	}, [
		client,
		queryClient,
		uid
	]);
}
export { useMarkAllRead as a, Megaphone as c, useLiveNotifications as i, useDismissBanner as n, useMarkRead as o, useLatestNotifications as r, useUnreadNotifications as s, useBanner as t };
