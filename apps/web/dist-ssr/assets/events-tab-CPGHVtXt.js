import { jsx } from "react/jsx-runtime";
// src/features/events-admin/components/events-tab.tsx
function EventsTab() {
	return /* @__PURE__ */ jsx("h2", { children: "Events" });
}
export { EventsTab as default };

//# sourceMappingURL=events-tab-CPGHVtXt.js.map