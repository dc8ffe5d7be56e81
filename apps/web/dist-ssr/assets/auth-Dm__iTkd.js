import { c as requiredText, n as emailField } from "./fields-DiDb7tc2.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { z } from "zod";
// src/features/auth/components/auth-card.tsx
/** The frame of the Log in and Sign up pages: a centred card with a heading. */
function AuthCard({ title, lead, children, footer }) {
	return /* @__PURE__ */ jsxs("section", {
		className: "auth-page",
		"aria-labelledby": "auth-title",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "auth-card",
			children: [
				/* @__PURE__ */ jsx("h1", {
					id: "auth-title",
					className: "auth-card__title",
					children: title
				}),
				/* @__PURE__ */ jsx("p", {
					className: "auth-card__lead",
					children: lead
				}),
				children
			]
		}), /* @__PURE__ */ jsx("p", {
			className: "auth-page__footer",
			children: footer
		})]
	});
}
// ../../packages/shared/src/auth.ts
var loginSchema = z.strictObject({
	identifier: requiredText("Email or username", 254),
	password: z.string({ error: "Password is required." }).min(1, { error: "Password is required." }).max(200, { error: "Password must be at most 200 characters." })
});
var registerSchema = z.strictObject({
	username: requiredText("Full name", 100),
	email: emailField,
	password: z.string({ error: "Password is required." }).min(8, { error: `Password must be at least 8 characters.` }).max(200, { error: "Password must be at most 200 characters." })
});
export { registerSchema as n, AuthCard as r, loginSchema as t };

//# sourceMappingURL=auth-Dm__iTkd.js.map