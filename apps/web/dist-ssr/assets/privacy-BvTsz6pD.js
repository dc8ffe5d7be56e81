import { r as privacyPolicy, t as LegalSections } from "./legal-sections-D89y5lyz.js";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/privacy.tsx
function PrivacyPage() {
	return /* @__PURE__ */ jsxs("article", {
		className: "legal container",
		"aria-labelledby": "privacy-title",
		children: [/* @__PURE__ */ jsxs("header", {
			className: "legal__header",
			children: [
				/* @__PURE__ */ jsx("p", {
					className: "eyebrow",
					children: "Legal"
				}),
				/* @__PURE__ */ jsx("h1", {
					id: "privacy-title",
					children: privacyPolicy.title
				}),
				/* @__PURE__ */ jsxs("p", { children: ["Last updated: ", privacyPolicy.lastUpdated] })
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "legal__layout",
			children: [/* @__PURE__ */ jsxs("nav", {
				className: "legal__toc",
				"aria-labelledby": "privacy-toc-title",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "privacy-toc-title",
					children: "Contents"
				}), /* @__PURE__ */ jsx("ol", { children: privacyPolicy.sections.map((section, index) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsx("a", {
					href: `#section-${index + 1}`,
					children: section.title
				}) }, section.title)) })]
			}), /* @__PURE__ */ jsxs("div", {
				className: "legal__body",
				children: [/* @__PURE__ */ jsx("p", { children: privacyPolicy.intro }), /* @__PURE__ */ jsx(LegalSections, {
					sections: privacyPolicy.sections,
					numbered: true
				})]
			})]
		})]
	});
}
export { PrivacyPage as default };

//# sourceMappingURL=privacy-BvTsz6pD.js.map