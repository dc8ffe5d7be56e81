import { Children, useCallback, useEffect, useMemo, useState, useSyncExternalStore } from "react";
import { ChevronLeft, ChevronRight, Pause, Play } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import useEmblaCarousel from "embla-carousel-react";
import Autoplay from "embla-carousel-autoplay";
// src/lib/use-reduced-motion.ts
var QUERY = "(prefers-reduced-motion: reduce)";
function subscribe(onChange) {
	const media = window.matchMedia(QUERY);
	media.addEventListener("change", onChange);
	return () => media.removeEventListener("change", onChange);
}
/**
* Whether the visitor asked the system for less motion. While prerendering and hydrating it
* answers true, so nothing starts moving before the browser's real preference is known.
*/
function usePrefersReducedMotion() {
	return useSyncExternalStore(subscribe, () => window.matchMedia(QUERY).matches, () => true);
}
// src/components/ui/carousel.tsx
/**
* A carousel on Embla: previous/next buttons, optional dots, and optional autoplay that pauses
* while the pointer is over it or focus is inside it, can be paused with a button, and never
* starts for visitors who prefer reduced motion. Slides out of view are inert, so keyboard and
* screen-reader users only meet the slide that is shown.
*/
function Carousel({ label, children, autoplayDelayMs, showDots = false, onSelectedIndexChange, className }) {
	const slides = Children.toArray(children);
	const reducedMotion = usePrefersReducedMotion();
	const canAutoplay = autoplayDelayMs !== void 0 && slides.length > 1;
	const plugins = useMemo(() => canAutoplay ? [Autoplay({
		delay: autoplayDelayMs,
		playOnInit: false,
		stopOnInteraction: false,
		stopOnMouseEnter: false,
		stopOnFocusIn: false
	})] : [], [canAutoplay, autoplayDelayMs]);
	const [viewportRef, embla] = useEmblaCarousel({
		loop: slides.length > 1,
		align: "start"
	}, plugins);
	const [selected, setSelected] = useState(0);
	const [hovered, setHovered] = useState(false);
	const [focusedWithin, setFocusedWithin] = useState(false);
	const [pausedByVisitor, setPausedByVisitor] = useState(false);
	useEffect(() => {
		if (!embla) return;
		const onSelect = () => {
			const index = embla.selectedScrollSnap();
			setSelected(index);
			onSelectedIndexChange?.(index);
		};
		embla.on("select", onSelect).on("reInit", onSelect);
		return () => {
			embla.off("select", onSelect).off("reInit", onSelect);
		};
	}, [embla, onSelectedIndexChange]);
	const playing = canAutoplay && !reducedMotion && !pausedByVisitor && !hovered && !focusedWithin;
	useEffect(() => {
		const autoplay = embla?.plugins().autoplay;
		if (!autoplay) return;
		if (playing) autoplay.play();
		else autoplay.stop();
	}, [embla, playing]);
	const scrollTo = useCallback((index) => {
		embla?.scrollTo(index, reducedMotion);
		embla?.plugins().autoplay?.reset();
	}, [embla, reducedMotion]);
	const previous = () => scrollTo((selected - 1 + slides.length) % slides.length);
	const next = () => scrollTo((selected + 1) % slides.length);
	return /* @__PURE__ */ jsxs("section", {
		className: ["carousel", className].filter(Boolean).join(" "),
		"aria-roledescription": "carousel",
		"aria-label": label,
		onMouseEnter: () => setHovered(true),
		onMouseLeave: () => setHovered(false),
		onFocus: () => setFocusedWithin(true),
		onBlur: (event) => {
			if (!event.currentTarget.contains(event.relatedTarget)) setFocusedWithin(false);
		},
		children: [/* @__PURE__ */ jsx("div", {
			className: "carousel__viewport",
			ref: viewportRef,
			children: /* @__PURE__ */ jsx("div", {
				className: "carousel__track",
				"aria-live": playing ? "off" : "polite",
				children: slides.map((slide, index) => /* @__PURE__ */ jsx("div", {
					className: "carousel__slide",
					role: "group",
					"aria-roledescription": "slide",
					"aria-label": `${index + 1} of ${slides.length}`,
					inert: index !== selected,
					children: slide
				}, index))
			})
		}), slides.length > 1 ? /* @__PURE__ */ jsxs("div", {
			className: "carousel__controls",
			children: [
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "carousel__button",
					onClick: previous,
					"aria-label": "Previous slide",
					children: /* @__PURE__ */ jsx(ChevronLeft, {
						"aria-hidden": "true",
						size: 20
					})
				}),
				showDots ? /* @__PURE__ */ jsx("div", {
					className: "carousel__dots",
					children: slides.map((_, index) => /* @__PURE__ */ jsx("button", {
						type: "button",
						className: "carousel__dot",
						"aria-label": `Show slide ${index + 1} of ${slides.length}`,
						"aria-current": index === selected ? "true" : void 0,
						onClick: () => scrollTo(index)
					}, index))
				}) : /* @__PURE__ */ jsxs("p", {
					className: "carousel__counter",
					"aria-hidden": "true",
					children: [
						selected + 1,
						" / ",
						slides.length
					]
				}),
				/* @__PURE__ */ jsx("button", {
					type: "button",
					className: "carousel__button",
					onClick: next,
					"aria-label": "Next slide",
					children: /* @__PURE__ */ jsx(ChevronRight, {
						"aria-hidden": "true",
						size: 20
					})
				}),
				canAutoplay && !reducedMotion ? /* @__PURE__ */ jsx("button", {
					type: "button",
					className: "carousel__button carousel__button--toggle",
					onClick: () => setPausedByVisitor((paused) => !paused),
					"aria-label": pausedByVisitor ? "Start automatic slide show" : "Stop automatic slide show",
					children: pausedByVisitor ? /* @__PURE__ */ jsx(Play, {
						"aria-hidden": "true",
						size: 16
					}) : /* @__PURE__ */ jsx(Pause, {
						"aria-hidden": "true",
						size: 16
					})
				}) : null
			]
		}) : null]
	});
}
export { Carousel as t };

//# sourceMappingURL=carousel-BupSggrH.js.map