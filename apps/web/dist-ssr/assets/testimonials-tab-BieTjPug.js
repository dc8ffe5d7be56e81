import { jsx } from "react/jsx-runtime";
// src/features/testimonials-admin/components/testimonials-tab.tsx
function TestimonialsTab() {
	return /* @__PURE__ */ jsx("h2", { children: "Testimonials" });
}
export { TestimonialsTab as default };

//# sourceMappingURL=testimonials-tab-BieTjPug.js.map