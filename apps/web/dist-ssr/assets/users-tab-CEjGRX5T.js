import { jsx } from "react/jsx-runtime";
// src/features/users-admin/components/users-tab.tsx
function UsersTab() {
	return /* @__PURE__ */ jsx("h2", { children: "Users" });
}
export { UsersTab as default };

//# sourceMappingURL=users-tab-CEjGRX5T.js.map