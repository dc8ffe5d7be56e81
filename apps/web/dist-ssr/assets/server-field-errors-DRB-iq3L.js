import { t as ApiRequestError } from "./api-client-CsphRgZs.js";
// src/lib/server-field-errors.ts
/**
* Shows the server's validation messages on the fields they belong to; answers whether any of
* the error's fields is one of the form's.
*/
function applyServerFieldErrors(error, fields, setError) {
	if (!(error instanceof ApiRequestError)) return false;
	let shown = false;
	for (const [field, message] of Object.entries(error.fieldErrors)) {
		if (!fields.includes(field)) continue;
		setError(field, {
			type: "server",
			message
		}, { shouldFocus: !shown });
		shown = true;
	}
	return shown;
}
export { applyServerFieldErrors as t };

//# sourceMappingURL=server-field-errors-DRB-iq3L.js.map