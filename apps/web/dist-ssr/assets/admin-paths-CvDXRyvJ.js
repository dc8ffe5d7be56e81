import { t as ADMIN_BASE_PATH } from "../entry-prerender.js";
// src/features/auth/admin-paths.ts
/** The query key that carries where to go back to after signing in. */
var NEXT_PARAM = "next";
/** The query flag the login page reads to explain why the user is back there. */
var SESSION_EXPIRED_PARAM = "reason";
var SESSION_EXPIRED_VALUE = "expired";
/**
* Where to go after signing in: the admin page the user came from, or the admin area's start.
* Only paths inside the admin area are accepted, so a crafted link cannot send anyone elsewhere.
*/
function adminReturnPath(next) {
	if (next && new RegExp(`^/manage(?:[/?#]|$)`).test(next) && !next.includes("//")) return next;
	return ADMIN_BASE_PATH;
}
/** The login page's address, remembering the admin page to come back to. */
function loginPathFor(returnTo, options = {}) {
	const params = new URLSearchParams();
	if (options.expired) params.set(SESSION_EXPIRED_PARAM, SESSION_EXPIRED_VALUE);
	if (returnTo !== "/manage") params.set(NEXT_PARAM, returnTo);
	const search = params.toString();
	return search ? `/login?${search}` : "/login";
}
export { loginPathFor as a, adminReturnPath as i, SESSION_EXPIRED_PARAM as n, SESSION_EXPIRED_VALUE as r, NEXT_PARAM as t };

//# sourceMappingURL=admin-paths-CvDXRyvJ.js.map