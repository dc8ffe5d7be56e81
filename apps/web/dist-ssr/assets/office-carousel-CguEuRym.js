import { t as OFFICE_CAROUSEL_INTERVAL_MS } from "./constants-DNC7EN4_.js";
import { t as Carousel } from "./carousel-BupSggrH.js";
import { n as OfficePhoto, r as officePhotos } from "./about-Bupnq5mR.js";
import { jsx } from "react/jsx-runtime";
// src/features/about/components/office-carousel.tsx
function OfficeCarousel() {
	return /* @__PURE__ */ jsx(Carousel, {
		label: "Photos of our office in Lahore",
		autoplayDelayMs: OFFICE_CAROUSEL_INTERVAL_MS,
		showDots: true,
		className: "office__carousel",
		children: officePhotos.map((photo) => /* @__PURE__ */ jsx(OfficePhoto, { photo }, photo.src))
	});
}
export { OfficeCarousel as default };

//# sourceMappingURL=office-carousel-CguEuRym.js.map