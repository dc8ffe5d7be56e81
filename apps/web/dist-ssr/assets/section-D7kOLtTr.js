import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/section.tsx
/** One band of a page: full-width background, content in the centred container. */
function Section({ labelledBy, tone = "plain", className, children }) {
	return /* @__PURE__ */ jsx("section", {
		"aria-labelledby": labelledBy,
		className: [
			"section",
			`section--${tone}`,
			className
		].filter(Boolean).join(" "),
		children: /* @__PURE__ */ jsx("div", {
			className: "container",
			children
		})
	});
}
/** Eyebrow, heading and lead paragraph, styled the same across every page. */
function SectionHeading({ id, eyebrow, title, lead, align = "start", level = 2 }) {
	const Heading = level === 1 ? "h1" : "h2";
	return /* @__PURE__ */ jsxs("header", {
		className: `section-heading section-heading--${align}`,
		children: [
			eyebrow ? /* @__PURE__ */ jsx("p", {
				className: "eyebrow",
				children: eyebrow
			}) : null,
			/* @__PURE__ */ jsx(Heading, {
				id,
				className: "section-heading__title",
				children: title
			}),
			lead ? /* @__PURE__ */ jsx("p", {
				className: "section-heading__lead",
				children: lead
			}) : null
		]
	});
}
export { SectionHeading as n, Section as t };

//# sourceMappingURL=section-D7kOLtTr.js.map