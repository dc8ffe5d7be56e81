import { PassThrough } from "node:stream";
import { StrictMode, Suspense, lazy, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { prerenderToNodeStream } from "react-dom/static";
import { Link, Route, Router, Switch, useLocation, useSearch } from "wouter";
import { Cookie, Info, Mail, MapPin, Menu, Phone, X } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/content/site.ts
/** Who the firm is and how to reach it: used by the layout, the contact page and the imprint. */
var company = {
	name: "Ravi Software",
	legalName: "Ravi Software GmbH",
	tagline: "Software engineering from Lahore for clients across Europe."
};
/** The Lahore office, where the team works and visitors are welcome. */
var office = {
	name: "Ravi Software – Lahore office",
	street: "Office 1204, Arfa Software Technology Park, 346-B Ferozepur Road",
	city: "Lahore",
	postalCode: "54000",
	country: "Pakistan",
	phone: "+92 42 3578 1290",
	email: "hello@ravisoftware.com",
	hours: "Monday to Friday, 9:00 to 18:00 (PKT)"
};
/** Turns a display phone number into a `tel:` link target. */
function telHref(phone) {
	return `tel:${phone.replace(/[^\d+]/g, "")}`;
}
/** The German company: the contract partner of European clients and the publisher of this site. */
var gmbh = {
	legalName: "Ravi Software GmbH",
	street: "Friedrichstraße 68",
	postalCode: "10117",
	city: "Berlin",
	country: "Germany",
	phone: "+49 30 2089 6410",
	email: "info@ravisoftware.de",
	managingDirectors: ["Anna Becker", "Usman Tariq"],
	registerCourt: "Amtsgericht Charlottenburg (Berlin)",
	registerNumber: "HRB 241873 B",
	vatId: "DE 341 872 905"
};
// src/content/page-meta.ts
/** The card shown when a page is shared, unless a page names its own. */
var SHARE_CARD = {
	image: "/images/og-card.jpg",
	imageAlt: `${company.name}: custom software, cloud and AI from Lahore`
};
var withShareCard = (pages) => Object.fromEntries(Object.entries(pages).map(([path, meta]) => [path, {
	...SHARE_CARD,
	...meta
}]));
/** Title, description and share card of every page, used for the prerendered head and on navigation. */
var PAGE_META = withShareCard({
	"/": {
		title: `${company.name} – Custom software, cloud and AI from Lahore`,
		description: "We design, build and run custom software, cloud platforms and AI solutions for businesses in Europe and beyond."
	},
	"/about": {
		title: `About us – ${company.name}`,
		description: "Who we are: a software company in Lahore with a German GmbH, our partners in seven countries, our values, our office, our technologies and our team."
	},
	"/events": {
		title: `Culture – ${company.name}`,
		description: "Life at our Lahore office: what our employees say about working here and the events, hackathons and celebrations we share."
	},
	"/career": {
		title: `Careers – ${company.name}`,
		description: "Open positions at Ravi Software in Lahore: full stack, frontend and backend developers, a UI/UX designer, a QA engineer and an internship."
	},
	"/contact": {
		title: `Contact us – ${company.name}`,
		description: "Tell us about your project or question, or visit our office in Lahore. We answer every message within one working day."
	},
	"/apply": {
		title: `Apply – ${company.name}`,
		description: "Apply for an open position with your details and a PDF resume."
	},
	"/imprint": {
		title: `Imprint – ${company.name}`,
		description: "Legal information about the company behind this website."
	},
	"/privacy": {
		title: `Privacy policy – ${company.name}`,
		description: "How we collect, use and protect your personal data."
	},
	"/login": {
		title: `Log in – ${company.name}`,
		description: "Staff sign-in."
	},
	"/signup": {
		title: `Sign up – ${company.name}`,
		description: "Create an account."
	},
	"/manage": {
		title: `Admin – ${company.name}`,
		description: "Staff back office."
	}
});
var NOT_FOUND_META = {
	...SHARE_CARD,
	title: `Page not found – ${company.name}`,
	description: "The page you were looking for does not exist."
};
function metaForPath(pathname) {
	const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
	if (path.startsWith("/manage/")) return PAGE_META["/manage"];
	return PAGE_META[path] ?? NOT_FOUND_META;
}
// src/components/ui/button.tsx
/** Class names for a button look, also used on links that act as calls to action. */
function buttonClass(variant = "primary", size = "md", extra) {
	return [
		"button",
		`button--${variant}`,
		`button--${size}`,
		extra
	].filter(Boolean).join(" ");
}
function Button({ variant = "primary", size = "md", className, type = "button", ...props }) {
	return /* @__PURE__ */ jsx("button", {
		type,
		className: buttonClass(variant, size, className),
		...props
	});
}
// ../../packages/shared/src/session-keys.ts
/** The browser's local-storage keys of SPEC.md section 3. */
var STORAGE_KEYS = {
	token: "jwt",
	email: "userEmail",
	role: "userRole",
	user: "user",
	cookieConsent: "cookieConsent"
};
var COOKIE_CHOICES = ["accepted", "declined"];
// src/features/cookie-consent/cookie-consent-store.ts
var listeners$1 = /* @__PURE__ */ new Set();
function readChoice() {
	const saved = localStorage.getItem(STORAGE_KEYS.cookieConsent);
	return COOKIE_CHOICES.includes(saved ?? "") ? saved : "undecided";
}
function subscribe$1(listener) {
	listeners$1.add(listener);
	const onStorage = (event) => {
		if (event.key === null || event.key === STORAGE_KEYS.cookieConsent) listener();
	};
	window.addEventListener("storage", onStorage);
	return () => {
		listeners$1.delete(listener);
		window.removeEventListener("storage", onStorage);
	};
}
/**
* The visitor's cookie choice. The server snapshot is 'unknown', so prerendered HTML never holds
* the banner and a returning visitor never sees it flash before the saved choice is read.
*/
function useCookieConsent() {
	return useSyncExternalStore(subscribe$1, readChoice, () => "unknown");
}
function saveCookieChoice(choice) {
	localStorage.setItem(STORAGE_KEYS.cookieConsent, choice);
	listeners$1.forEach((listener) => listener());
}
// src/features/cookie-consent/cookie-banner.tsx
/** Asks once for the cookie choice and remembers it; gone for good after Accept or Decline. */
function CookieBanner() {
	if (useCookieConsent() !== "undecided") return null;
	return /* @__PURE__ */ jsx("section", {
		className: "cookie-banner",
		"aria-labelledby": "cookie-banner-title",
		children: /* @__PURE__ */ jsxs("div", {
			className: "cookie-banner__inner",
			children: [
				/* @__PURE__ */ jsx(Cookie, {
					className: "cookie-banner__icon",
					"aria-hidden": "true",
					size: 28
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "cookie-banner__text",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "cookie-banner-title",
						className: "cookie-banner__title",
						children: "Cookies on this site"
					}), /* @__PURE__ */ jsxs("p", { children: [
						"We only store what the site needs to work and your choice here, no tracking. Read more in our",
						" ",
						/* @__PURE__ */ jsx(Link, {
							href: "/privacy",
							children: "privacy policy"
						}),
						"."
					] })]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "cookie-banner__actions",
					children: [/* @__PURE__ */ jsx(Button, {
						variant: "secondary",
						onClick: () => saveCookieChoice("declined"),
						children: "Decline"
					}), /* @__PURE__ */ jsx(Button, {
						variant: "primary",
						onClick: () => saveCookieChoice("accepted"),
						children: "Accept"
					})]
				})
			]
		})
	});
}
// src/content/navigation.ts
/** The main navigation of SPEC.md section 2, in its order and wording. */
var MAIN_NAV_LINKS = [
	{
		href: "/",
		label: "Home"
	},
	{
		href: "/about",
		label: "About us"
	},
	{
		href: "/events",
		label: "Culture"
	},
	{
		href: "/contact",
		label: "Contact us"
	},
	{
		href: "/career",
		label: "Careers"
	}
];
var FOOTER_LINKS = [
	{
		href: "/imprint",
		label: "Imprint"
	},
	{
		href: "/privacy",
		label: "Privacy"
	},
	{
		href: "/contact",
		label: "Contact"
	}
];
// src/components/layout/brand-logo.tsx
/** The firm's mark: the Ravi river as two currents in a rounded tile. Decorative next to the name. */
function BrandMark({ size = 36 }) {
	return /* @__PURE__ */ jsxs("svg", {
		className: "brand-mark",
		width: size,
		height: size,
		viewBox: "0 0 40 40",
		"aria-hidden": "true",
		focusable: "false",
		children: [
			/* @__PURE__ */ jsx("rect", {
				width: "40",
				height: "40",
				rx: "10",
				fill: "var(--color-brand-700)"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M7 16c4.5-5 9-5 13 0s8.5 5 13 0",
				fill: "none",
				stroke: "var(--color-accent-400)",
				strokeWidth: "3.4",
				strokeLinecap: "round"
			}),
			/* @__PURE__ */ jsx("path", {
				d: "M7 25c4.5-5 9-5 13 0s8.5 5 13 0",
				fill: "none",
				stroke: "var(--color-on-dark)",
				strokeWidth: "3.4",
				strokeLinecap: "round"
			})
		]
	});
}
// src/components/layout/site-footer.tsx
function SiteFooter() {
	return /* @__PURE__ */ jsxs("footer", {
		className: "site-footer",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "container site-footer__grid",
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "site-footer__about",
					children: [
						/* @__PURE__ */ jsxs("p", {
							className: "site-footer__brand",
							children: [/* @__PURE__ */ jsx(BrandMark, { size: 32 }), /* @__PURE__ */ jsx("span", { children: company.name })]
						}),
						/* @__PURE__ */ jsx("p", { children: company.tagline }),
						/* @__PURE__ */ jsxs("p", {
							className: "site-footer__small",
							children: [
								gmbh.legalName,
								" · ",
								gmbh.city,
								", ",
								gmbh.country
							]
						})
					]
				}),
				/* @__PURE__ */ jsxs("nav", {
					"aria-label": "Site",
					className: "site-footer__column",
					children: [/* @__PURE__ */ jsx("h2", {
						className: "site-footer__heading",
						children: "Explore"
					}), /* @__PURE__ */ jsx("ul", {
						className: "site-footer__list",
						children: MAIN_NAV_LINKS.filter((link) => link.href !== "/").map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							href: link.href,
							children: link.label
						}) }, link.href))
					})]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "site-footer__column",
					children: [/* @__PURE__ */ jsx("h2", {
						className: "site-footer__heading",
						children: "Lahore office"
					}), /* @__PURE__ */ jsxs("ul", {
						className: "site-footer__list site-footer__contact",
						children: [
							/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(MapPin, {
								"aria-hidden": "true",
								size: 16
							}), /* @__PURE__ */ jsxs("span", { children: [
								office.street,
								", ",
								office.city,
								" ",
								office.postalCode
							] })] }),
							/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Phone, {
								"aria-hidden": "true",
								size: 16
							}), /* @__PURE__ */ jsx("a", {
								href: telHref(office.phone),
								children: office.phone
							})] }),
							/* @__PURE__ */ jsxs("li", { children: [/* @__PURE__ */ jsx(Mail, {
								"aria-hidden": "true",
								size: 16
							}), /* @__PURE__ */ jsx("a", {
								href: `mailto:${office.email}`,
								children: office.email
							})] })
						]
					})]
				})
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "container site-footer__bottom",
			children: [/* @__PURE__ */ jsxs("p", {
				className: "site-footer__copyright",
				children: [
					"© ",
					(/* @__PURE__ */ new Date()).getFullYear(),
					" ",
					company.legalName,
					". All rights reserved."
				]
			}), /* @__PURE__ */ jsx("nav", {
				"aria-label": "Footer",
				children: /* @__PURE__ */ jsx("ul", {
					className: "site-footer__legal",
					children: FOOTER_LINKS.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
						href: link.href,
						children: link.label
					}) }, link.href))
				})
			})]
		})]
	});
}
// ../../packages/shared/src/options.ts
/** The option lists of SPEC.md section 3, in the order the forms offer them. */
var CONTACT_TOPICS = [
	"Business",
	"Job",
	"Inquiry",
	"Others"
];
var EXPERIENCE_LEVELS = [
	"Fresh Graduate (0-1 years)",
	"Junior (2-3 years)",
	"Mid-Level (4-10 years)",
	"Senior (11+ years)"
];
var POSITIONS = [
	"Senior Full Stack Developer",
	"Frontend Developer",
	"Backend Developer",
	"UI UX Designer",
	"QA Engineer",
	"Intern Fresh Graduate"
];
var APPLICATION_STATUSES = [
	"Pending",
	"Shortlisted",
	"Rejected",
	"Approved"
];
var SERVICE_TYPES = [
	"Office rent",
	"Salaries",
	"Electricity",
	"Internet",
	"Water",
	"Maintenance",
	"Cleaning",
	"Security",
	"Stationery",
	"Miscellaneous"
];
var TAX_TYPES = [
	"GST",
	"Income Tax",
	"Sales Tax",
	"Withholding Tax",
	"None"
];
var INVOICE_STATUSES = [
	"Paid",
	"Draft",
	"Cancelled",
	"Sent"
];
/** Only Draft is offered when an invoice is created. */
var INVOICE_CREATION_STATUSES = ["Draft"];
/** Roles that may enter the admin area. */
var ADMIN_AREA_ROLES = ["Staff", "Admin"];
function canUseAdminArea(role) {
	return ADMIN_AREA_ROLES.includes(role);
}
// src/lib/session.ts
var listeners = /* @__PURE__ */ new Set();
var cached = null;
function readSession() {
	const token = localStorage.getItem(STORAGE_KEYS.token);
	const rawUser = localStorage.getItem(STORAGE_KEYS.user);
	const raw = `${token}\u0000${rawUser}`;
	if (cached?.raw === raw) return cached.session;
	let user = null;
	try {
		user = rawUser ? JSON.parse(rawUser) : null;
	} catch {
		user = null;
	}
	const session = token ? {
		token,
		user
	} : null;
	cached = {
		raw,
		session
	};
	return session;
}
function notify() {
	listeners.forEach((listener) => listener());
}
function getSession() {
	return typeof localStorage === "undefined" ? null : readSession();
}
function saveSession(token, user) {
	localStorage.setItem(STORAGE_KEYS.token, token);
	if (user) {
		localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
		localStorage.setItem(STORAGE_KEYS.email, user.email);
		localStorage.setItem(STORAGE_KEYS.role, user.role);
	}
	notify();
}
function clearSession() {
	localStorage.removeItem(STORAGE_KEYS.token);
	localStorage.removeItem(STORAGE_KEYS.user);
	localStorage.removeItem(STORAGE_KEYS.email);
	localStorage.removeItem(STORAGE_KEYS.role);
	notify();
}
function subscribe(listener) {
	listeners.add(listener);
	const onStorage = (event) => {
		if (event.key === null || Object.values(STORAGE_KEYS).includes(event.key)) listener();
	};
	window.addEventListener("storage", onStorage);
	return () => {
		listeners.delete(listener);
		window.removeEventListener("storage", onStorage);
	};
}
/** The current session; null while prerendering and before hydration, so markup matches. */
function useSession() {
	return useSyncExternalStore(subscribe, readSession, () => null);
}
// src/components/layout/site-header.tsx
var MENU_ID = "main-menu";
function SiteHeader() {
	const [pathname] = useLocation();
	const session = useSession();
	const [menuOpen, setMenuOpen] = useState(false);
	const menuButtonRef = useRef(null);
	const menuRef = useRef(null);
	const [menuPath, setMenuPath] = useState(pathname);
	if (menuPath !== pathname) {
		setMenuPath(pathname);
		setMenuOpen(false);
	}
	useEffect(() => {
		if (!menuOpen) return;
		menuRef.current?.querySelector("a")?.focus();
		const closeOnOutsideClick = (event) => {
			const target = event.target;
			if (!menuRef.current?.contains(target) && !menuButtonRef.current?.contains(target)) setMenuOpen(false);
		};
		const closeOnEscape = (event) => {
			if (event.key !== "Escape") return;
			setMenuOpen(false);
			menuButtonRef.current?.focus();
		};
		document.addEventListener("pointerdown", closeOnOutsideClick);
		document.addEventListener("keydown", closeOnEscape);
		return () => {
			document.removeEventListener("pointerdown", closeOnOutsideClick);
			document.removeEventListener("keydown", closeOnEscape);
		};
	}, [menuOpen]);
	const showAdmin = Boolean(session && canUseAdminArea(session.user?.role));
	const linkProps = (href) => ({
		href,
		className: "site-nav__link",
		"aria-current": pathname === href ? "page" : void 0,
		onClick: () => setMenuOpen(false)
	});
	return /* @__PURE__ */ jsx("header", {
		className: "site-header",
		children: /* @__PURE__ */ jsxs("div", {
			className: "container site-header__inner",
			children: [/* @__PURE__ */ jsxs(Link, {
				href: "/",
				className: "site-header__brand",
				children: [/* @__PURE__ */ jsx(BrandMark, {}), /* @__PURE__ */ jsx("span", {
					className: "site-header__name",
					children: company.name
				})]
			}), /* @__PURE__ */ jsxs("nav", {
				"aria-label": "Main",
				className: "site-nav",
				children: [/* @__PURE__ */ jsxs("button", {
					ref: menuButtonRef,
					type: "button",
					className: "site-nav__toggle",
					"aria-expanded": menuOpen,
					"aria-controls": MENU_ID,
					onClick: () => setMenuOpen((open) => !open),
					children: [menuOpen ? /* @__PURE__ */ jsx(X, {
						"aria-hidden": "true",
						size: 22
					}) : /* @__PURE__ */ jsx(Menu, {
						"aria-hidden": "true",
						size: 22
					}), /* @__PURE__ */ jsx("span", { children: "Menu" })]
				}), /* @__PURE__ */ jsxs("ul", {
					id: MENU_ID,
					ref: menuRef,
					className: "site-nav__links",
					"data-open": menuOpen,
					children: [
						showAdmin ? /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							...linkProps("/manage"),
							children: "Admin"
						}) }) : null,
						MAIN_NAV_LINKS.map((link) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							...linkProps(link.href),
							children: link.label
						}) }, link.href)),
						session ? /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(Link, {
							href: "/login",
							className: "site-nav__link site-nav__link--logout",
							onClick: () => {
								setMenuOpen(false);
								clearSession();
							},
							children: "Logout"
						}) }) : null
					]
				})]
			})]
		})
	});
}
// src/components/layout/root-layout.tsx
function RootLayout({ children }) {
	const [pathname] = useLocation();
	const mainRef = useRef(null);
	const previousPath = useRef(pathname);
	useEffect(() => {
		const meta = metaForPath(pathname);
		document.title = meta.title;
		document.querySelector("meta[name=\"description\"]")?.setAttribute("content", meta.description);
		if (previousPath.current !== pathname) {
			previousPath.current = pathname;
			window.scrollTo(0, 0);
			mainRef.current?.focus({ preventScroll: true });
		}
	}, [pathname]);
	return /* @__PURE__ */ jsxs("div", {
		className: "layout",
		children: [
			/* @__PURE__ */ jsx("a", {
				className: "skip-link",
				href: "#main",
				children: "Skip to content"
			}),
			/* @__PURE__ */ jsx(SiteHeader, {}),
			/* @__PURE__ */ jsx("main", {
				id: "main",
				ref: mainRef,
				className: "layout__main",
				tabIndex: -1,
				children: /* @__PURE__ */ jsx(Suspense, {
					fallback: /* @__PURE__ */ jsx("div", {
						className: "page-loading",
						role: "status",
						"aria-label": "Loading page"
					}),
					children
				})
			}),
			/* @__PURE__ */ jsx(SiteFooter, {}),
			/* @__PURE__ */ jsx(CookieBanner, {})
		]
	});
}
// src/features/auth/account-notices.ts
/** The query flag that tells the home page to show a note about the signed-in account. */
var ACCOUNT_NOTICE_PARAM = "notice";
var ACCOUNT_NOTICES = {
	"pending-approval": {
		title: "Your account is waiting for approval.",
		text: "You are signed in. The admin area opens once an administrator has given your account staff access."
	},
	"account-created": {
		title: "Your account has been created.",
		text: "You are signed in. An administrator still has to approve your account before you can use the admin area."
	}
};
function accountNoticePath(kind) {
	return `/?${ACCOUNT_NOTICE_PARAM}=${kind}`;
}
// src/features/auth/components/account-notice.tsx
var subscribeToNothing = () => () => {};
/** False while prerendering and hydrating, true afterwards, so prerendered markup always matches. */
function useHydrated() {
	return useSyncExternalStore(subscribeToNothing, () => true, () => false);
}
function isNoticeKind(value) {
	return value !== null && Object.hasOwn(ACCOUNT_NOTICES, value);
}
/**
* A note about the signed-in account, shown when the address carries `?notice=...` (set after
* signing up, or after signing in with an account that has no staff access yet).
* Mounted once by the app, outside the admin area; dismissing it removes the flag.
*/
function AccountNotice() {
	const hydrated = useHydrated();
	const [pathname, navigate] = useLocation();
	const params = new URLSearchParams(useSearch());
	const kind = params.get(ACCOUNT_NOTICE_PARAM);
	if (!hydrated || !isNoticeKind(kind)) return null;
	const notice = ACCOUNT_NOTICES[kind];
	const dismiss = () => {
		params.delete(ACCOUNT_NOTICE_PARAM);
		const rest = params.toString();
		navigate(rest ? `${pathname}?${rest}` : pathname, { replace: true });
	};
	return /* @__PURE__ */ jsx("div", {
		className: "container account-notice-wrap",
		children: /* @__PURE__ */ jsxs("div", {
			className: "account-notice",
			role: "status",
			children: [
				/* @__PURE__ */ jsx(Info, {
					className: "account-notice__icon",
					"aria-hidden": "true",
					size: 20
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "account-notice__text",
					children: [
						/* @__PURE__ */ jsx("strong", { children: notice.title }),
						" ",
						notice.text
					]
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "account-notice__dismiss",
					"aria-label": "Dismiss",
					onClick: dismiss,
					children: /* @__PURE__ */ jsx(X, {
						"aria-hidden": "true",
						size: 18
					})
				})
			]
		})
	});
}
// src/app/routes.tsx
/** Each page is its own chunk: a visitor downloads only the page in front of them. */
var PAGES = {
	"/": lazy(() => import("./assets/home-C_HK2uiX.js").then((n) => n.t)),
	"/about": lazy(() => import("./assets/about-Bupnq5mR.js").then((n) => n.t)),
	"/events": lazy(() => import("./assets/events-DX2TvgGG.js")),
	"/career": lazy(() => import("./assets/career-DmuzabWw.js")),
	"/contact": lazy(() => import("./assets/contact-hXbksm13.js")),
	"/apply": lazy(() => import("./assets/apply-DzmlMsjM.js")),
	"/imprint": lazy(() => import("./assets/imprint-iUeF57Cu.js")),
	"/privacy": lazy(() => import("./assets/privacy-BvTsz6pD.js"))
};
var LoginPage = lazy(() => import("./assets/login-BzPk--qe.js"));
var SignupPage = lazy(() => import("./assets/signup-DecTBGqW.js"));
var AdminArea = lazy(() => import("./assets/admin-area-DKsogMzk.js").then((n) => n.t));
var NotFoundPage = lazy(() => import("./assets/not-found-C3b9E_de.js"));
function AppRoutes() {
	return /* @__PURE__ */ jsxs(Switch, { children: [
		Object.entries(PAGES).map(([path, Page]) => /* @__PURE__ */ jsx(Route, {
			path,
			component: Page
		}, path)),
		/* @__PURE__ */ jsx(Route, {
			path: "/login",
			component: LoginPage
		}),
		/* @__PURE__ */ jsx(Route, {
			path: "/signup",
			component: SignupPage
		}),
		/* @__PURE__ */ jsx(Route, {
			path: "/manage",
			nest: true,
			children: /* @__PURE__ */ jsx(AdminArea, {})
		}),
		/* @__PURE__ */ jsx(Route, { component: NotFoundPage })
	] });
}
// src/app/app.tsx
/** The whole app; `ssrPath` is set when prerendering, where there is no browser location. */
function App({ ssrPath }) {
	return /* @__PURE__ */ jsx(Router, {
		ssrPath,
		children: /* @__PURE__ */ jsxs(RootLayout, { children: [/* @__PURE__ */ jsx(AccountNotice, {}), /* @__PURE__ */ jsx(AppRoutes, {})] })
	});
}
// ../../packages/shared/src/site-routes.ts
/**
* The web app's routes, shared so that the server knows which paths are pages
* (answered 200 with HTML) and which are unknown (answered 404 with the not-found page).
*/
/** Public pages served as prerendered HTML. */
var PRERENDERED_PATHS = [
	"/",
	"/about",
	"/events",
	"/career",
	"/contact",
	"/apply",
	"/imprint",
	"/privacy"
];
/** Where the admin area lives; every path below it is a page too. */
var ADMIN_BASE_PATH = "/manage";
/** The file, relative to the web build, that holds a prerendered page. */
function prerenderedFileFor(path) {
	return path === "/" ? "index.html" : `${path.slice(1)}/index.html`;
}
var APP_SHELL_FILE = "app.html";
var NOT_FOUND_FILE = "404.html";
// src/entry-prerender.tsx
/** A path no page matches, rendered as the not-found page. */
var NOT_FOUND_SAMPLE_PATH = "/__not-found__";
function hasPage(pathname) {
	return pathname in PAGES;
}
var escapeHtml = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
/**
* React moves a large Suspense boundary's content to the end of the HTML and puts it in place
* with an inline script, which the Content-Security-Policy blocks. With no chunk-size limit the
* content stays in place, visible before any script runs.
*/
var KEEP_CONTENT_IN_PLACE = { progressiveChunkSize: Number.POSITIVE_INFINITY };
/**
* Renders one path to HTML for the build, waiting for every lazy page; the browser then hydrates
* it. `publicUrl`, when the build knows where the site will live, adds canonical and Open Graph URLs.
*/
async function render(pathname, publicUrl) {
	const { prelude } = await prerenderToNodeStream(/* @__PURE__ */ jsx(StrictMode, { children: /* @__PURE__ */ jsx(App, { ssrPath: pathname }) }), KEEP_CONTENT_IN_PLACE);
	const chunks = [];
	for await (const chunk of prelude.pipe(new PassThrough())) chunks.push(Buffer.from(chunk));
	const html = Buffer.concat(chunks).toString("utf8");
	const meta = metaForPath(pathname);
	const url = publicUrl ? new URL(pathname, publicUrl).toString() : null;
	const image = publicUrl ? new URL(meta.image, publicUrl).toString() : meta.image;
	return {
		html,
		head: [
			`<title>${escapeHtml(meta.title)}</title>`,
			`<meta name="description" content="${escapeHtml(meta.description)}" />`,
			`<meta property="og:type" content="website" />`,
			`<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
			`<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
			`<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
			`<meta property="og:image" content="${escapeHtml(image)}" />`,
			`<meta property="og:image:alt" content="${escapeHtml(meta.imageAlt)}" />`,
			`<meta name="twitter:card" content="summary_large_image" />`,
			...url ? [`<link rel="canonical" href="${escapeHtml(url)}" />`, `<meta property="og:url" content="${escapeHtml(url)}" />`] : []
		].join("\n    ")
	};
}
export { APP_SHELL_FILE, NOT_FOUND_FILE, NOT_FOUND_SAMPLE_PATH, PRERENDERED_PATHS, buttonClass as _, saveSession as a, telHref as b, CONTACT_TOPICS as c, INVOICE_STATUSES as d, POSITIONS as f, Button as g, canUseAdminArea as h, hasPage, getSession as i, EXPERIENCE_LEVELS as l, TAX_TYPES as m, accountNoticePath as n, useSession as o, SERVICE_TYPES as p, prerenderedFileFor, clearSession as r, render, APPLICATION_STATUSES as s, ADMIN_BASE_PATH as t, INVOICE_CREATION_STATUSES as u, gmbh as v, office as y };

//# sourceMappingURL=entry-prerender.js.map