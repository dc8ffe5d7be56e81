import { i as getSession, r as clearSession } from "../entry-prerender.js";
// src/lib/api-client.ts
/** A failed API call, carrying Strapi's error body (`{error:{status,name,message,details}}`). */
var ApiRequestError = class extends Error {
	status;
	errorName;
	details;
	constructor(status, message, errorName = "ApiRequestError", details = {}) {
		super(message);
		this.status = status;
		this.errorName = errorName;
		this.details = details;
	}
	/** Field messages of a 400 ValidationError, keyed by the field's name. */
	get fieldErrors() {
		const errors = this.details.errors ?? [];
		return Object.fromEntries(errors.filter((e) => e.path?.length && e.message).map((e) => [String(e.path[0]), e.message]));
	}
};
/** Fired when the server rejects the stored token: the app signs out and goes to /login. */
var SESSION_EXPIRED_EVENT = "session-expired";
function buildUrl(path, query) {
	const params = new URLSearchParams();
	for (const [key, value] of Object.entries(query ?? {})) if (value !== void 0 && value !== null && value !== "") params.append(key, String(value));
	const search = params.toString();
	return search ? `${path}?${search}` : path;
}
async function toError(response) {
	try {
		const body = await response.json();
		return new ApiRequestError(response.status, body.error?.message ?? response.statusText, body.error?.name, body.error?.details);
	} catch {
		return new ApiRequestError(response.status, response.statusText || "Request failed");
	}
}
async function send(path, init, query) {
	const session = getSession();
	const headers = new Headers(init.headers);
	if (session) headers.set("authorization", `Bearer ${session.token}`);
	const response = await fetch(buildUrl(path, query), {
		...init,
		headers
	});
	if (response.status === 401 && session) {
		clearSession();
		window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
	}
	if (!response.ok) throw await toError(response);
	return response;
}
/** Calls the JSON API with the stored bearer token. */
async function apiRequest(path, options = {}) {
	const init = {
		method: options.method ?? "GET",
		signal: options.signal
	};
	if (options.body !== void 0) {
		init.body = JSON.stringify(options.body);
		init.headers = { "content-type": "application/json" };
	}
	const response = await send(path, init, options.query);
	return response.status === 204 ? void 0 : await response.json();
}
/** Sends a multipart form (file uploads). */
async function apiUpload(path, form) {
	return await (await send(path, {
		method: "POST",
		body: form
	})).json();
}
/** Downloads a file (PDF, resume) and hands it to the browser under the server's file name. */
async function apiDownload(path, fallbackName) {
	const response = await send(path, { method: "GET" });
	const disposition = response.headers.get("content-disposition") ?? "";
	const name = /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? fallbackName;
	const url = URL.createObjectURL(await response.blob());
	const link = document.createElement("a");
	link.href = url;
	link.download = name;
	document.body.append(link);
	link.click();
	link.remove();
	setTimeout(() => URL.revokeObjectURL(url), 1e4);
}
export { apiUpload as a, apiRequest as i, SESSION_EXPIRED_EVENT as n, apiDownload as r, ApiRequestError as t };

//# sourceMappingURL=api-client-CsphRgZs.js.map