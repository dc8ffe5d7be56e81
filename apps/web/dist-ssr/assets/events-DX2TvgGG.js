import { n as SectionHeading, t as Section } from "./section-D7kOLtTr.js";
import { i as apiRequest } from "./api-client-CsphRgZs.js";
import { t as Alert } from "./alert-vseVwJwa.js";
import { g as Button } from "../entry-prerender.js";
import { t as MESSAGES } from "./messages-7jiQ752O.js";
import { t as Carousel } from "./carousel-BupSggrH.js";
import { t as Dialog } from "./dialog-D0MC5lP6.js";
import { useCallback, useRef, useState } from "react";
import { CalendarDays, Images, PartyPopper, RotateCw } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { QueryClient, QueryClientProvider, queryOptions, useQuery } from "@tanstack/react-query";
// src/content/culture.ts
/** Texts of the Culture page; the testimonials and events themselves come from the API. */
var cultureIntro = {
	eyebrow: "Culture",
	title: "Life at Ravi Software",
	paragraphs: ["Good software comes from people who enjoy their work and trust each other. We keep teams small, share what we learn every Friday and celebrate every launch together.", "Hackathons, team dinners, iftars during Ramadan, cricket on the weekend: here is a look at what our people say and the moments we share."]
};
var employeesSection = {
	title: "What Our Employees Say",
	empty: "No testimonials yet.",
	loadFailed: "The testimonials could not be loaded. Please try again."
};
var eventsSection = {
	title: "Our Events",
	empty: "No events yet. Check back soon.",
	loadFailed: "The events could not be loaded. Please try again."
};
// src/features/culture/api/get-employees.ts
/** `GET /api/employees?populate=*`: the testimonials of What Our Employees Say. */
var employeesQuery = queryOptions({
	queryKey: ["employees", "public"],
	queryFn: ({ signal }) => apiRequest("/api/employees", {
		query: { populate: "*" },
		signal
	})
});
function useEmployees() {
	return useQuery(employeesQuery);
}
// src/features/culture/components/load-failed.tsx
/** What a section shows when its data could not be loaded, with a way to try again. */
function LoadFailed({ message, onRetry }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "load-failed",
		children: [/* @__PURE__ */ jsx(Alert, {
			tone: "error",
			children: message
		}), /* @__PURE__ */ jsxs(Button, {
			variant: "secondary",
			onClick: onRetry,
			children: [/* @__PURE__ */ jsx(RotateCw, {
				"aria-hidden": "true",
				size: 16
			}), "Try again"]
		})]
	});
}
/** Grey placeholder cards while a section loads. */
function LoadingCards({ label, count, className }) {
	return /* @__PURE__ */ jsx("div", {
		role: "status",
		"aria-label": label,
		className,
		children: Array.from({ length: count }, (_, index) => /* @__PURE__ */ jsxs("div", {
			className: "skeleton-card",
			"aria-hidden": "true",
			children: [
				/* @__PURE__ */ jsx("span", { className: "skeleton skeleton--media" }),
				/* @__PURE__ */ jsx("span", { className: "skeleton skeleton--line" }),
				/* @__PURE__ */ jsx("span", { className: "skeleton skeleton--line skeleton--short" })
			]
		}, index))
	});
}
// src/features/culture/components/employees-say.tsx
function EmployeesSay() {
	const employees = useEmployees();
	return /* @__PURE__ */ jsxs(Section, {
		labelledBy: "employees-title",
		tone: "muted",
		children: [/* @__PURE__ */ jsx(SectionHeading, {
			id: "employees-title",
			eyebrow: "Voices",
			title: employeesSection.title
		}), employees.isPending ? /* @__PURE__ */ jsx(LoadingCards, {
			label: "Loading testimonials",
			count: 3,
			className: "employee-grid"
		}) : employees.isError ? /* @__PURE__ */ jsx(LoadFailed, {
			message: employeesSection.loadFailed,
			onRetry: () => void employees.refetch()
		}) : employees.data.data.length === 0 ? /* @__PURE__ */ jsx("p", {
			className: "culture-empty",
			children: employeesSection.empty
		}) : /* @__PURE__ */ jsx("ul", {
			className: "employee-grid",
			children: employees.data.data.map((employee) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(EmployeeCard, { employee: employee.attributes }) }, employee.id))
		})]
	});
}
var PHOTO_SIZE = 64;
function EmployeeCard({ employee }) {
	const photo = employee.photo?.data?.attributes;
	const photoUrl = photo ? (photo.formats?.thumbnail ?? photo.formats?.small ?? photo)?.url : null;
	const initials = employee.name.split(/\s+/).map((part) => part[0]).join("").slice(0, 2).toUpperCase();
	return /* @__PURE__ */ jsxs("figure", {
		className: "employee",
		children: [/* @__PURE__ */ jsx("blockquote", {
			className: "employee__message",
			children: /* @__PURE__ */ jsxs("p", { children: [
				"“",
				employee.message,
				"”"
			] })
		}), /* @__PURE__ */ jsxs("figcaption", {
			className: "employee__author",
			children: [photoUrl ? /* @__PURE__ */ jsx("img", {
				className: "employee__photo",
				src: photoUrl,
				alt: "",
				width: PHOTO_SIZE,
				height: PHOTO_SIZE,
				loading: "lazy",
				decoding: "async"
			}) : /* @__PURE__ */ jsx("span", {
				className: "employee__photo employee__photo--initials",
				"aria-hidden": "true",
				children: initials
			}), /* @__PURE__ */ jsx("span", {
				className: "employee__name",
				children: employee.name
			})]
		})]
	});
}
// src/features/culture/api/get-events.ts
/** `GET /api/events?populate=*`, newest first. */
var eventsQuery = queryOptions({
	queryKey: ["events", "public"],
	queryFn: ({ signal }) => apiRequest("/api/events", {
		query: {
			populate: "*",
			sort: "date:desc"
		},
		signal
	})
});
function useEvents() {
	return useQuery(eventsQuery);
}
// src/features/culture/api/media.ts
var VIDEO_EXTENSIONS = [".mp4", ".webm"];
function isVideo(media) {
	const { ext, mime, url } = media.attributes;
	if (mime?.startsWith("video/")) return true;
	const extension = (ext ?? url.slice(url.lastIndexOf("."))).toLowerCase();
	return VIDEO_EXTENSIONS.includes(extension);
}
/** The small rendition of an image where one exists (SPEC.md: preferred), else the original. */
function previewOf(media) {
	const { formats, url, width, height } = media.attributes;
	return formats?.small ?? {
		url,
		width,
		height
	};
}
/** A list relation as Strapi sends it: `{data: [...]}`, or `{data: null}` when empty. */
function listOf(relation) {
	return relation?.data ?? [];
}
// src/features/culture/format-event-date.ts
/**
* An event's calendar date (`YYYY-MM-DD`) in the visitor's own format: year, short month, day.
* Built from its parts, so no time zone can move it to the day before.
*/
function formatEventDate(isoDate, locale) {
	const [year, month, day] = isoDate.split("-").map(Number);
	if (!year || !month || !day) return isoDate;
	return new Intl.DateTimeFormat(locale, {
		year: "numeric",
		month: "short",
		day: "numeric"
	}).format(new Date(year, month - 1, day));
}
// src/features/culture/components/event-card.tsx
function EventCard({ event, onOpenMedia }) {
	const images = listOf(event.images);
	const mediaCount = images.length + listOf(event.videos).length;
	const cover = images[0] ? previewOf(images[0]) : null;
	return /* @__PURE__ */ jsxs("article", {
		className: "event-card",
		children: [cover ? /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "event-card__cover",
			onClick: onOpenMedia,
			tabIndex: -1,
			"aria-hidden": "true",
			children: /* @__PURE__ */ jsx("img", {
				src: cover.url,
				alt: "",
				width: cover.width ?? void 0,
				height: cover.height ?? void 0,
				loading: "lazy",
				decoding: "async"
			})
		}) : /* @__PURE__ */ jsx("div", {
			className: "event-card__cover event-card__cover--empty",
			"aria-hidden": "true",
			children: /* @__PURE__ */ jsx(PartyPopper, { size: 40 })
		}), /* @__PURE__ */ jsxs("div", {
			className: "event-card__body",
			children: [
				/* @__PURE__ */ jsxs("p", {
					className: "event-card__date",
					children: [/* @__PURE__ */ jsx(CalendarDays, {
						"aria-hidden": "true",
						size: 16
					}), /* @__PURE__ */ jsx("time", {
						dateTime: event.date,
						children: formatEventDate(event.date)
					})]
				}),
				/* @__PURE__ */ jsx("h3", {
					className: "event-card__title",
					children: event.title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "event-card__description",
					children: event.description?.trim() || MESSAGES.noDescription
				}),
				mediaCount > 0 ? /* @__PURE__ */ jsxs(Button, {
					variant: "secondary",
					onClick: onOpenMedia,
					className: "event-card__action",
					children: [
						/* @__PURE__ */ jsx(Images, {
							"aria-hidden": "true",
							size: 16
						}),
						"View Media",
						/* @__PURE__ */ jsxs("span", {
							className: "visually-hidden",
							children: [": ", event.title]
						})
					]
				}) : null
			]
		})]
	});
}
// src/features/culture/components/event-media-dialog.tsx
/**
* The event's images and videos in a modal carousel. The dialog keeps focus inside and closes on
* Escape, the backdrop and its close button; a video stops when its slide leaves the view.
*/
function EventMediaDialog({ event, onClose }) {
	const media = [...listOf(event.images), ...listOf(event.videos)];
	const slidesRef = useRef(null);
	const pauseVideos = useCallback(() => {
		slidesRef.current?.querySelectorAll("video").forEach((video) => video.pause());
	}, []);
	return /* @__PURE__ */ jsx(Dialog, {
		open: true,
		onOpenChange: (open) => {
			if (!open) onClose();
		},
		title: event.title,
		size: "lg",
		className: "media-dialog",
		children: /* @__PURE__ */ jsx("div", {
			ref: slidesRef,
			children: /* @__PURE__ */ jsx(Carousel, {
				label: `Photos and videos of ${event.title}`,
				onSelectedIndexChange: pauseVideos,
				className: "media-carousel",
				children: media.map((item, index) => /* @__PURE__ */ jsx(MediaSlide, {
					media: item,
					label: `${event.title}, ${index + 1} of ${media.length}`
				}, item.id))
			})
		})
	});
}
function MediaSlide({ media, label }) {
	const { url, alternativeText, width, height, mime } = media.attributes;
	if (isVideo(media)) return /* @__PURE__ */ jsx("div", {
		className: "media-slide",
		children: /* @__PURE__ */ jsx("video", {
			className: "media-slide__video",
			controls: true,
			preload: "metadata",
			"aria-label": alternativeText || label,
			children: /* @__PURE__ */ jsx("source", {
				src: url,
				type: mime ?? void 0
			})
		})
	});
	return /* @__PURE__ */ jsx("div", {
		className: "media-slide",
		children: /* @__PURE__ */ jsx("img", {
			className: "media-slide__image",
			src: url,
			alt: alternativeText || label,
			width: width ?? void 0,
			height: height ?? void 0,
			decoding: "async"
		})
	});
}
// src/features/culture/components/our-events.tsx
function OurEvents() {
	const events = useEvents();
	const [openEvent, setOpenEvent] = useState(null);
	return /* @__PURE__ */ jsxs(Section, {
		labelledBy: "events-title",
		children: [
			/* @__PURE__ */ jsx(SectionHeading, {
				id: "events-title",
				eyebrow: "Together",
				title: eventsSection.title
			}),
			events.isPending ? /* @__PURE__ */ jsx(LoadingCards, {
				label: "Loading events",
				count: 3,
				className: "event-grid"
			}) : events.isError ? /* @__PURE__ */ jsx(LoadFailed, {
				message: eventsSection.loadFailed,
				onRetry: () => void events.refetch()
			}) : events.data.data.length === 0 ? /* @__PURE__ */ jsx("p", {
				className: "culture-empty",
				children: eventsSection.empty
			}) : /* @__PURE__ */ jsx("ul", {
				className: "event-grid",
				children: events.data.data.map((event) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx(EventCard, {
					event: event.attributes,
					onOpenMedia: () => setOpenEvent(event)
				}) }, event.id))
			}),
			openEvent ? /* @__PURE__ */ jsx(EventMediaDialog, {
				event: openEvent.attributes,
				onClose: () => setOpenEvent(null)
			}) : null
		]
	});
}
// src/app/routes/events.tsx
var ONE_MINUTE_MS = 6e4;
function CulturePage() {
	const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: {
		staleTime: ONE_MINUTE_MS,
		retry: 1
	} } }));
	return /* @__PURE__ */ jsxs(QueryClientProvider, {
		client: queryClient,
		children: [
			/* @__PURE__ */ jsxs(Section, {
				labelledBy: "culture-title",
				tone: "dark",
				className: "culture-hero",
				children: [/* @__PURE__ */ jsx(SectionHeading, {
					id: "culture-title",
					level: 1,
					eyebrow: cultureIntro.eyebrow,
					title: cultureIntro.title
				}), /* @__PURE__ */ jsx("div", {
					className: "culture-hero__text",
					children: cultureIntro.paragraphs.map((paragraph) => /* @__PURE__ */ jsx("p", { children: paragraph }, paragraph))
				})]
			}),
			/* @__PURE__ */ jsx(EmployeesSay, {}),
			/* @__PURE__ */ jsx(OurEvents, {})
		]
	});
}
export { CulturePage as default };

//# sourceMappingURL=events-DX2TvgGG.js.map