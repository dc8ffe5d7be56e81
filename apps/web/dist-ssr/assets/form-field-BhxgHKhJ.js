import { cloneElement, isValidElement, useId } from "react";
import { jsx, jsxs } from "react/jsx-runtime";
// src/components/ui/form-field.tsx
/** A label tied to its control, with a hint and an error message that screen readers announce. */
function FormField({ label, children, error, hint, required, className }) {
	const id = useId();
	const hintId = hint ? `${id}-hint` : void 0;
	const errorId = error ? `${id}-error` : void 0;
	const describedBy = [hintId, errorId].filter(Boolean).join(" ") || void 0;
	const control = isValidElement(children) ? cloneElement(children, {
		id,
		"aria-invalid": error ? true : void 0,
		"aria-describedby": describedBy,
		"aria-required": required || void 0
	}) : children;
	return /* @__PURE__ */ jsxs("div", {
		className: [
			"form-field",
			error ? "form-field--invalid" : "",
			className
		].filter(Boolean).join(" "),
		children: [
			/* @__PURE__ */ jsxs("label", {
				className: "form-field__label",
				htmlFor: id,
				children: [label, required ? /* @__PURE__ */ jsxs("span", {
					className: "form-field__required",
					"aria-hidden": "true",
					children: [" ", "*"]
				}) : null]
			}),
			control,
			hint ? /* @__PURE__ */ jsx("p", {
				className: "form-field__hint",
				id: hintId,
				children: hint
			}) : null,
			error ? /* @__PURE__ */ jsx("p", {
				className: "form-field__error",
				id: errorId,
				role: "alert",
				children: error
			}) : null
		]
	});
}
export { FormField as t };

//# sourceMappingURL=form-field-BhxgHKhJ.js.map