import { i as apiRequest } from "./api-client-CsphRgZs.js";
import { a as saveSession, r as clearSession } from "../entry-prerender.js";
// src/features/auth/api/get-current-user.ts
function getCurrentUser(signal) {
	return apiRequest("/api/users/me", {
		query: { populate: "role" },
		signal
	});
}
function toSessionUser(user) {
	return {
		id: user.id,
		username: user.username,
		email: user.email,
		role: user.role?.name ?? ""
	};
}
/**
* Keeps a new token, asks the server who it belongs to and stores that profile (SPEC.md
* section 3 keys). If the server cannot say, nothing is kept.
*/
async function startSession(jwt) {
	saveSession(jwt, null);
	try {
		const user = toSessionUser(await getCurrentUser());
		saveSession(jwt, user);
		return user;
	} catch (error) {
		clearSession();
		throw error;
	}
}
export { startSession as n, toSessionUser as r, getCurrentUser as t };

//# sourceMappingURL=get-current-user-xoW5KpuA.js.map