import { Link } from "wouter";
import { jsx, jsxs } from "react/jsx-runtime";
// src/app/routes/not-found.tsx
function NotFoundPage() {
	return /* @__PURE__ */ jsxs("section", {
		className: "container not-found",
		"aria-labelledby": "not-found-title",
		children: [
			/* @__PURE__ */ jsx("p", {
				className: "not-found__code",
				children: "404"
			}),
			/* @__PURE__ */ jsx("h1", {
				id: "not-found-title",
				children: "Page not found"
			}),
			/* @__PURE__ */ jsx("p", { children: "The page you were looking for does not exist or has moved." }),
			/* @__PURE__ */ jsx(Link, {
				href: "/",
				className: "button button--primary",
				children: "Back to the home page"
			})
		]
	});
}
export { NotFoundPage as default };

//# sourceMappingURL=not-found-C3b9E_de.js.map