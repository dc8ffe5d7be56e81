import { n as imprint, t as LegalSections } from "./legal-sections-D89y5lyz.js";
import { Link } from "wouter";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/imprint.tsx
function ImprintPage() {
	return /* @__PURE__ */ jsxs("article", {
		className: "legal container",
		"aria-labelledby": "imprint-title",
		children: [/* @__PURE__ */ jsxs("header", {
			className: "legal__header",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "eyebrow",
					children: "Legal"
				}),
				/* @__PURE__ */ jsx("h1", {
					id: "imprint-title",
					children: imprint.title
				}),
				/* @__PURE__ */ jsx("p", { children: imprint.lead })
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "legal__body",
			children: [
				/* @__PURE__ */ jsxs("section", {
					"aria-labelledby": "company-details-title",
					children: [/* @__PURE__ */ jsx("h2", {
						id: "company-details-title",
						className: "visually-hidden",
						children: "Company details"
					}), /* @__PURE__ */ jsx("dl", {
						className: "legal__details",
						children: imprint.details.map((detail) => /* @__PURE__ */ jsxs("div", {
							className: "legal__detail",
							children: [/* @__PURE__ */ jsx("dt", { children: detail.term }), /* @__PURE__ */ jsx("dd", { children: detail.value })]
						}, detail.term))
					})]
				}),
				/* @__PURE__ */ jsx(LegalSections, { sections: imprint.sections }),
				/* @__PURE__ */ jsxs("p", { children: [
					"How we handle personal data is described in our ",
					/* @__PURE__ */ jsx(Link, {
						href: "/privacy",
						children: "privacy policy"
					}),
					"."
				] })
			]
		})]
	});
}
export { ImprintPage as default };

//# sourceMappingURL=imprint-iUeF57Cu.js.map