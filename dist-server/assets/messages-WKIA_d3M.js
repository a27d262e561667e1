/** Titles of the destructive toasts; their description is the server's message. */
var MESSAGING_ERROR_TITLES = {
	fetchConversations: "Error fetching conversations",
	fetchMessages: "Error fetching messages",
	fetchConversation: "Error fetching conversation",
	send: "Message not sent",
	deleteMessage: "Error deleting message",
	block: "Error blocking member",
	unblock: "Error unblocking member",
	report: "Error sending report",
	fetchReports: "Error fetching reports",
	closeReport: "Error closing report"
};
/** Words of the messaging screens: labels, states and notices. */
var MESSAGING_TEXT = {
	title: "Messages",
	subtitle: "Conversations with your connections.",
	loadingList: "Loading conversations...",
	listError: "Your conversations could not be loaded.",
	emptyList: "No conversations yet.",
	emptyListHint: "Start one from My Connections or a connected member’s profile.",
	findConnections: "Go to My Connections",
	pickConversation: "Select a conversation to read it here.",
	loadingHistory: "Loading messages...",
	historyError: "These messages could not be loaded.",
	emptyHistory: "No messages yet. Say hello!",
	loadOlder: "Load older messages",
	loadingOlder: "Loading...",
	composerLabel: "Write a message",
	composerPlaceholder: "Write a message… (Enter to send, Shift+Enter for a new line)",
	send: "Send",
	sending: "Sending...",
	sendFailed: "Not sent. Your message is still in the box.",
	retry: "Retry",
	tooLong: (max) => `Messages are at most ${max} characters.`,
	deleted: "Message deleted",
	you: "You",
	sent: "Sent",
	read: "Read",
	typing: (name) => `${name} is typing…`,
	online: "Online",
	offline: "Offline",
	deleteMessage: "Delete message",
	deleteConfirmTitle: "Delete this message?",
	deleteConfirmText: "Both of you will see “Message deleted” instead.",
	notConnected: "You can message members once you are connected.",
	blockedByMe: "You blocked this member. Unblock them to write again.",
	blockedMe: "You can no longer message this member.",
	notFound: "This member does not exist or is not a member of the network.",
	back: "All conversations",
	block: "Block member",
	unblock: "Unblock member",
	blockConfirmTitle: (name) => `Block ${name}?`,
	blockConfirmText: "Neither of you will be able to message the other or send connection requests.",
	report: "Report conversation",
	reportTitle: "Report this conversation",
	reportText: "Administrators will read the last 20 messages of this conversation and your note.",
	reportReason: "Reason",
	reportNote: "Note (optional)",
	reportSubmit: "Send report",
	reportNoteTooLong: "The note is at most 1000 characters.",
	options: "Conversation options",
	unreadBadge: (n) => n === 1 ? "1 unread message" : `${n} unread messages`,
	noMessagesPreview: "No messages yet"
};
/** Words of the bell, /notifications and the notification settings. */
var NOTIFICATION_TEXT = {
	title: "Notifications",
	bellLabel: (unread) => unread > 0 ? `Notifications, ${unread} unread` : "Notifications",
	markAllRead: "Mark all as read",
	markRead: "Mark as read",
	viewAll: "View all notifications",
	all: "All",
	unread: "Unread",
	loading: "Loading notifications...",
	error: "Could not load your notifications.",
	empty: "You are all caught up.",
	emptyUnread: "No unread notifications.",
	loadMore: "Load more",
	settingsTitle: "Notifications",
	settingsDescription: "Choose what the bell tells you about.",
	line: {
		connection_request: (actor) => `${actor} sent you a connection request`,
		connection_accepted: (actor) => `${actor} accepted your connection request`,
		message: (actor) => `New message from ${actor}`,
		application_received: (actor) => `${actor} applied to your job`,
		application_status: (actor) => `${actor} updated the status of your application`,
		review_received: (actor) => `${actor} reviewed you`,
		review_answered: (actor) => `${actor} answered your review`,
		broadcast: (title) => title
	},
	kinds: {
		connection_request: "Connection requests",
		connection_accepted: "Accepted requests",
		message: "New messages",
		application_received: "Applications to my jobs",
		application_status: "Status of my applications",
		review_received: "Reviews of me",
		review_answered: "Answers to my reviews",
		broadcast: "Announcements from HR Connect"
	},
	someone: "A member",
	dismiss: "Dismiss announcement"
};
var NOTIFICATION_MESSAGES = {
	allRead: {
		title: "All caught up",
		description: "Every notification is marked as read."
	},
	settingSaved: {
		title: "Notification settings saved",
		description: "The bell follows your choice from now on."
	},
	errors: {
		markRead: "Error updating notifications",
		settings: "Error saving notification settings",
		dismiss: "Error dismissing announcement"
	}
};
/** The theme switch in the account menu, the phone menu and the admin sidebar. */
var THEME_TEXT = {
	label: "Theme",
	choices: {
		system: "System",
		light: "Light",
		dark: "Dark"
	}
};
export { THEME_TEXT as a, NOTIFICATION_TEXT as i, MESSAGING_TEXT as n, NOTIFICATION_MESSAGES as r, MESSAGING_ERROR_TITLES as t };
