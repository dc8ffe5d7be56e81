import { t as Carousel } from "./carousel-BupSggrH.js";
import { n as TestimonialCard, r as testimonials } from "./home-C_HK2uiX.js";
import { jsx } from "react/jsx-runtime";
// src/features/home/components/testimonial-carousel.tsx
var TESTIMONIAL_AUTOPLAY_MS = 7e3;
function TestimonialCarousel() {
	return /* @__PURE__ */ jsx(Carousel, {
		label: "Client testimonials",
		autoplayDelayMs: TESTIMONIAL_AUTOPLAY_MS,
		showDots: true,
		className: "testimonial-carousel",
		children: testimonials.map((testimonial) => /* @__PURE__ */ jsx(TestimonialCard, { testimonial }, testimonial.name))
	});
}
export { TestimonialCarousel as default };

//# sourceMappingURL=testimonial-carousel-Bgf9yzpo.js.map