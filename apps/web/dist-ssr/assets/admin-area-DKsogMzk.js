import { t as __exportAll } from "./rolldown-runtime-D8jQpDG7.js";
import { a as saveSession, g as Button, h as canUseAdminArea, n as accountNoticePath, o as useSession, t as ADMIN_BASE_PATH } from "../entry-prerender.js";
import { t as Dialog } from "./dialog-D0MC5lP6.js";
import { r as TOAST_AUTO_HIDE_MS } from "./constants-DNC7EN4_.js";
import { n as SESSION_EXPIRED_EVENT, t as ApiRequestError } from "./api-client-CsphRgZs.js";
import { a as loginPathFor } from "./admin-paths-CvDXRyvJ.js";
import { r as toSessionUser, t as getCurrentUser } from "./get-current-user-xoW5KpuA.js";
import { Suspense, createContext, lazy, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { Link, Redirect, Route, Switch, useLocation, useSearch } from "wouter";
import { Briefcase, CalendarDays, Mail, Quote, Receipt, Tags, Users } from "lucide-react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { QueryClient, QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Toaster } from "sonner";
// src/components/ui/confirm.tsx
var ConfirmContext = createContext(null);
/**
* Hosts the one confirmation dialog of an area. Inside it, `useConfirm()` gives a function that
* opens the dialog and resolves to true (confirmed) or false (cancelled, Escape, backdrop, close).
*/
function ConfirmProvider({ children }) {
	const [pending, setPending] = useState(null);
	const pendingRef = useRef(null);
	const settle = useCallback((answer) => {
		pendingRef.current?.resolve(answer);
		pendingRef.current = null;
		setPending(null);
	}, []);
	const confirm = useCallback((options) => new Promise((resolve) => {
		pendingRef.current?.resolve(false);
		pendingRef.current = {
			options,
			resolve
		};
		setPending(pendingRef.current);
	}), []);
	const options = pending?.options;
	return /* @__PURE__ */ jsxs(ConfirmContext.Provider, {
		value: confirm,
		children: [children, /* @__PURE__ */ jsx(Dialog, {
			open: pending !== null,
			onOpenChange: (open) => {
				if (!open) settle(false);
			},
			size: "sm",
			title: options?.title ?? "Please confirm",
			description: options?.message,
			footer: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				onClick: () => settle(false),
				children: options?.cancelLabel ?? "Cancel"
			}), /* @__PURE__ */ jsx(Button, {
				variant: options?.tone === "danger" ? "danger" : "primary",
				onClick: () => settle(true),
				children: options?.confirmLabel ?? "OK"
			})] }),
			children: null
		})]
	});
}
/** `const confirm = useConfirm(); if (await confirm({ message })) ...` (needs a ConfirmProvider above). */
function useConfirm() {
	const confirm = useContext(ConfirmContext);
	if (!confirm) throw new Error("useConfirm() is used outside a ConfirmProvider");
	return confirm;
}
// src/components/ui/toaster.tsx
/**
* The admin area's toasts, bottom right, hiding after TOAST_AUTO_HIDE_MS or on close.
* Show one with `toast.success(text)` / `toast.error(text)` from `sonner`.
* Sonner's stylesheet is imported as a file because the site's Content-Security-Policy
* does not allow the `<style>` element sonner would otherwise insert.
*/
function Toaster$1() {
	return /* @__PURE__ */ jsx(Toaster, {
		position: "bottom-right",
		richColors: true,
		closeButton: true,
		duration: TOAST_AUTO_HIDE_MS,
		containerAriaLabel: "Notifications",
		toastOptions: { className: "toast" }
	});
}
// src/features/auth/components/require-admin-role.tsx
var AdminUserContext = createContext(null);
/** The signed-in user inside the admin area, with the role the server confirmed. */
function useAdminUser() {
	const user = useContext(AdminUserContext);
	if (!user) throw new Error("useAdminUser() is used outside RequireAdminRole");
	return user;
}
var CHECKING_ACCESS_MESSAGE = "Checking your access…";
var ACCESS_CHECK_FAILED_MESSAGE = "Your access could not be checked. Please try again.";
function sameUser(a, b) {
	return a !== null && a.id === b.id && a.username === b.username && a.email === b.email && a.role === b.role;
}
/**
* Lets only Staff and Admins into its children (the admin area, mounted under `/manage`).
* Without a token: to /login (remembering the page). The stored role is only a hint: the server
* is asked who the token belongs to, and a user without staff access goes to / with a note.
* When any call is answered 401, the session is gone: back to /login, saying why.
*/
function RequireAdminRole({ children }) {
	const session = useSession();
	const [location, navigate] = useLocation();
	const search = useSearch();
	const returnTo = `${ADMIN_BASE_PATH}${location === "/" ? "" : location}${search ? `?${search}` : ""}`;
	const token = session?.token ?? null;
	useEffect(() => {
		const onExpired = () => navigate(`~${loginPathFor(returnTo, { expired: true })}`, { replace: true });
		window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
		return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
	}, [navigate, returnTo]);
	const me = useQuery({
		queryKey: [
			"auth",
			"me",
			token
		],
		queryFn: ({ signal }) => getCurrentUser(signal),
		enabled: token !== null,
		retry: false,
		staleTime: Infinity
	});
	const confirmed = useMemo(() => me.data ? toSessionUser(me.data) : null, [me.data]);
	useEffect(() => {
		if (token && confirmed && canUseAdminArea(confirmed.role) && !sameUser(session?.user ?? null, confirmed)) saveSession(token, confirmed);
	}, [
		token,
		confirmed,
		session
	]);
	if (token === null) return /* @__PURE__ */ jsx(Redirect, {
		to: `~${loginPathFor(returnTo)}`,
		replace: true
	});
	if (confirmed) {
		if (!canUseAdminArea(confirmed.role)) return /* @__PURE__ */ jsx(Redirect, {
			to: `~${accountNoticePath("pending-approval")}`,
			replace: true
		});
		return /* @__PURE__ */ jsx(AdminUserContext.Provider, {
			value: confirmed,
			children
		});
	}
	if (me.isError) return /* @__PURE__ */ jsxs("div", {
		className: "access-check",
		role: "alert",
		children: [/* @__PURE__ */ jsx("p", { children: ACCESS_CHECK_FAILED_MESSAGE }), /* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: () => void me.refetch(),
			children: "Retry"
		})]
	});
	return /* @__PURE__ */ jsxs("div", {
		className: "access-check",
		role: "status",
		children: [/* @__PURE__ */ jsx("span", {
			className: "access-check__spinner",
			"aria-hidden": "true"
		}), /* @__PURE__ */ jsx("p", { children: CHECKING_ACCESS_MESSAGE })]
	});
}
// src/features/admin/query-client.ts
var MAX_RETRIES = 2;
/**
* The admin area's cache. A request the server refused (4xx) is not retried: asking again gives
* the same answer. Network trouble and 5xx get two more tries before the tab shows its error.
*/
function createAdminQueryClient() {
	return new QueryClient({ defaultOptions: {
		queries: {
			staleTime: 15e3,
			refetchOnWindowFocus: false,
			retry: (failureCount, error) => !(error instanceof ApiRequestError && error.status < 500) && failureCount < MAX_RETRIES
		},
		mutations: { retry: false }
	} });
}
// src/features/admin/admin-tabs.ts
/** The admin area's tabs, in the order they are shown; the first is where /manage starts. */
var ADMIN_TABS = [
	{
		path: "/applications",
		pattern: "/applications",
		label: "Applications",
		icon: Briefcase,
		role: "Staff",
		component: lazy(() => import("./applications-tab-B-cMVJY3.js"))
	},
	{
		path: "/messages",
		pattern: "/messages",
		label: "Messages",
		icon: Mail,
		role: "Staff",
		component: lazy(() => import("./messages-tab-DcJJVT7a.js"))
	},
	{
		path: "/services",
		pattern: "/services",
		label: "Services",
		icon: Tags,
		role: "Staff",
		component: lazy(() => import("./services-tab-C4VkTiLH.js"))
	},
	{
		path: "/invoices",
		pattern: "/invoices/*?",
		label: "Invoices",
		icon: Receipt,
		role: "Staff",
		component: lazy(() => import("./invoices-tab-UnNBb_c9.js"))
	},
	{
		path: "/events",
		pattern: "/events",
		label: "Events",
		icon: CalendarDays,
		role: "Staff",
		component: lazy(() => import("./events-tab-CPGHVtXt.js"))
	},
	{
		path: "/testimonials",
		pattern: "/testimonials",
		label: "Testimonials",
		icon: Quote,
		role: "Staff",
		component: lazy(() => import("./testimonials-tab-BieTjPug.js"))
	},
	{
		path: "/users",
		pattern: "/users",
		label: "Users",
		icon: Users,
		role: "Admin",
		component: lazy(() => import("./users-tab-CEjGRX5T.js"))
	}
];
var DEFAULT_ADMIN_TAB = ADMIN_TABS[0];
function canSeeTab(tab, role) {
	return tab.role === "Admin" ? role === "Admin" : canUseAdminArea(role);
}
/** Whether a location below /manage belongs to the tab (its own page or one of its sub-pages). */
function isInTab(tab, location) {
	return location === tab.path || location.startsWith(`${tab.path}/`);
}
// src/features/admin/components/admin-tabs-nav.tsx
/**
* The tab bar: links (each tab has its own URL), the open one marked with aria-current.
* Coming back to a tab returns to where it was left (its sub-page, filters and page).
*/
function AdminTabs({ tabs }) {
	const [location] = useLocation();
	const search = useSearch();
	const [lastPlace, setLastPlace] = useState({});
	const current = tabs.find((tab) => isInTab(tab, location));
	const place = `${location}${search ? `?${search}` : ""}`;
	if (current && lastPlace[current.path] !== place) setLastPlace({
		...lastPlace,
		[current.path]: place
	});
	return /* @__PURE__ */ jsx("nav", {
		className: "admin-tabs",
		"aria-label": "Admin sections",
		children: /* @__PURE__ */ jsx("ul", {
			className: "admin-tabs__list",
			children: tabs.map((tab) => {
				const Icon = tab.icon;
				const active = tab === current;
				return /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Link, {
					href: active ? tab.path : lastPlace[tab.path] ?? tab.path,
					className: "admin-tabs__link",
					"aria-current": active ? "page" : void 0,
					children: [/* @__PURE__ */ jsx(Icon, {
						"aria-hidden": "true",
						size: 17
					}), tab.label]
				}) }, tab.path);
			})
		})
	});
}
// src/features/admin/components/admin-shell.tsx
var NO_ACCESS_MESSAGE = "Only administrators can open this page.";
var UNKNOWN_ADMIN_PAGE_MESSAGE = "This admin page does not exist.";
function TabLoading() {
	return /* @__PURE__ */ jsx("div", {
		className: "admin__tab-loading",
		role: "status",
		children: /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: "Loading…"
		})
	});
}
function AdminMessage({ text }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "admin__message",
		children: [/* @__PURE__ */ jsx("p", { children: text }), /* @__PURE__ */ jsxs(Link, {
			href: DEFAULT_ADMIN_TAB.path,
			children: ["Go to ", DEFAULT_ADMIN_TAB.label]
		})]
	});
}
/**
* Heading, the signed-in user, the tab bar and the open tab (paths relative to /manage).
* Logging out is the site header's Logout link.
*/
function AdminShell() {
	const user = useAdminUser();
	const tabs = ADMIN_TABS.filter((tab) => canSeeTab(tab, user.role));
	const hiddenTabs = ADMIN_TABS.filter((tab) => !canSeeTab(tab, user.role));
	return /* @__PURE__ */ jsxs("div", {
		className: "admin",
		children: [
			/* @__PURE__ */ jsxs("header", {
				className: "admin__header",
				children: [/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("p", {
					className: "admin__eyebrow",
					children: "Back office"
				}), /* @__PURE__ */ jsx("h1", {
					className: "admin__title",
					children: "Admin"
				})] }), /* @__PURE__ */ jsxs("div", {
					className: "admin__user",
					children: [/* @__PURE__ */ jsx("span", {
						className: "admin__avatar",
						"aria-hidden": "true",
						children: user.username.trim().charAt(0).toUpperCase() || "?"
					}), /* @__PURE__ */ jsxs("span", {
						className: "admin__user-text",
						children: [/* @__PURE__ */ jsx("span", {
							className: "admin__user-name",
							children: user.username
						}), /* @__PURE__ */ jsx("span", {
							className: "admin__user-role",
							children: user.role
						})]
					})]
				})]
			}),
			/* @__PURE__ */ jsx(AdminTabs, { tabs }),
			/* @__PURE__ */ jsx("div", {
				className: "admin__panel",
				children: /* @__PURE__ */ jsx(Suspense, {
					fallback: /* @__PURE__ */ jsx(TabLoading, {}),
					children: /* @__PURE__ */ jsxs(Switch, { children: [
						/* @__PURE__ */ jsx(Route, {
							path: "/",
							children: /* @__PURE__ */ jsx(Redirect, {
								to: DEFAULT_ADMIN_TAB.path,
								replace: true
							})
						}),
						tabs.map((tab) => /* @__PURE__ */ jsx(Route, {
							path: tab.pattern,
							component: tab.component
						}, tab.path)),
						hiddenTabs.map((tab) => /* @__PURE__ */ jsx(Route, {
							path: tab.pattern,
							children: /* @__PURE__ */ jsx(AdminMessage, { text: NO_ACCESS_MESSAGE })
						}, tab.path)),
						/* @__PURE__ */ jsx(Route, { children: /* @__PURE__ */ jsx(AdminMessage, { text: UNKNOWN_ADMIN_PAGE_MESSAGE }) })
					] })
				})
			})
		]
	});
}
// src/features/admin/admin-area.tsx
var admin_area_exports = /* @__PURE__ */ __exportAll({ default: () => AdminArea });
/**
* The admin area at /manage, loaded as its own chunk so that React Query, the tables and the
* tabs never reach the public pages. It owns the data cache, the toasts and the confirm dialog;
* the guard lets only Staff and Admins in.
*/
function AdminArea() {
	const [queryClient] = useState(createAdminQueryClient);
	return /* @__PURE__ */ jsxs(QueryClientProvider, {
		client: queryClient,
		children: [/* @__PURE__ */ jsx(ConfirmProvider, { children: /* @__PURE__ */ jsx(RequireAdminRole, { children: /* @__PURE__ */ jsx(AdminShell, {}) }) }), /* @__PURE__ */ jsx(Toaster$1, {})]
	});
}
export { AdminArea as default, useConfirm as n, admin_area_exports as t };

//# sourceMappingURL=admin-area-DKsogMzk.js.map