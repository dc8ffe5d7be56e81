import { forwardRef } from "react";
import { CircleAlert, CircleCheck } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/alert.tsx
/**
* A message banner. Success is announced politely (role status), an error at once (role alert).
* It can take focus, so a form can move the visitor to the outcome of a submission.
*/
var Alert = forwardRef(function Alert({ tone, children, className }, ref) {
	const Icon = tone === "success" ? CircleCheck : CircleAlert;
	return /* @__PURE__ */ jsxs("div", {
		ref,
		tabIndex: -1,
		role: tone === "success" ? "status" : "alert",
		className: [
			"alert",
			`alert--${tone}`,
			className
		].filter(Boolean).join(" "),
		children: [/* @__PURE__ */ jsx(Icon, {
			className: "alert__icon",
			"aria-hidden": "true",
			size: 20
		}), /* @__PURE__ */ jsx("div", {
			className: "alert__body",
			children
		})]
	});
});
export { Alert as t };

//# sourceMappingURL=alert-vseVwJwa.js.map