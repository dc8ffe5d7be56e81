import { X } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import * as RadixDialog from "@radix-ui/react-dialog";
// src/components/ui/dialog.tsx
/**
* A modal dialog: focus moves in and stays inside, Escape, the backdrop and the close
* button close it, and focus returns to what opened it.
*/
function Dialog({ open, onOpenChange, title, description, children, footer, size = "md", className }) {
	return /* @__PURE__ */ jsx(RadixDialog.Root, {
		open,
		onOpenChange,
		children: /* @__PURE__ */ jsxs(RadixDialog.Portal, { children: [/* @__PURE__ */ jsx(RadixDialog.Overlay, { className: "dialog__overlay" }), /* @__PURE__ */ jsxs(RadixDialog.Content, {
			className: [
				"dialog",
				`dialog--${size}`,
				className
			].filter(Boolean).join(" "),
			...description ? {} : { "aria-describedby": void 0 },
			children: [
				/* @__PURE__ */ jsxs("div", {
					className: "dialog__header",
					children: [/* @__PURE__ */ jsx(RadixDialog.Title, {
						className: "dialog__title",
						children: title
					}), /* @__PURE__ */ jsx(RadixDialog.Close, {
						className: "dialog__close",
						"aria-label": "Close",
						children: /* @__PURE__ */ jsx(X, {
							"aria-hidden": "true",
							size: 20
						})
					})]
				}),
				description ? /* @__PURE__ */ jsx(RadixDialog.Description, {
					className: "dialog__description",
					children: description
				}) : null,
				/* @__PURE__ */ jsx("div", {
					className: "dialog__body",
					children
				}),
				footer ? /* @__PURE__ */ jsx("div", {
					className: "dialog__footer",
					children: footer
				}) : null
			]
		})] })
	});
}
export { Dialog as t };

//# sourceMappingURL=dialog-D0MC5lP6.js.map