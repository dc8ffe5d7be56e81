import { t as MESSAGES } from "./messages-7jiQ752O.js";
import { z } from "zod";
// ../../packages/shared/src/fields.ts
/** Text, @, text, dot, text: the simple pattern of SPEC.md section 5. */
var EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits, plus, hyphen, parentheses or spaces; the length is checked separately. */
var PHONE_PATTERN = /^[0-9+\-() ]+$/;
var ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
function requiredText(label, maxLength) {
	return z.string({ error: `${label} is required.` }).trim().min(1, { error: `${label} is required.` }).max(maxLength, { error: `${label} must be at most ${maxLength} characters.` });
}
function optionalText(label, maxLength) {
	return z.string({ error: `${label} must be text.` }).trim().max(maxLength, { error: `${label} must be at most ${maxLength} characters.` });
}
var emailField = z.string({ error: MESSAGES.invalidEmail }).trim().max(254, { error: MESSAGES.invalidEmail }).regex(EMAIL_PATTERN, { error: MESSAGES.invalidEmail });
var phoneField = z.string({ error: MESSAGES.invalidPhone }).trim().min(7, { error: MESSAGES.invalidPhone }).max(20, { error: MESSAGES.invalidPhone }).regex(PHONE_PATTERN, { error: MESSAGES.invalidPhone });
/** A calendar date as `YYYY-MM-DD`, kept as text so no time zone can shift it. */
function isoDateField(label) {
	return z.string({ error: `${label} is required.` }).regex(ISO_DATE_PATTERN, {
		error: `${label} must be a date (YYYY-MM-DD).`,
		abort: true
	}).refine(isRealCalendarDate, { error: `${label} must be a real calendar date.` });
}
function isRealCalendarDate(value) {
	const [year, month, day] = value.split("-").map(Number);
	const date = new Date(Date.UTC(year, month - 1, day));
	return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}
function enumField(label, values) {
	return z.enum(values, { error: `${label} must be one of: ${values.join(", ")}.` });
}
export { isoDateField as a, requiredText as c, isRealCalendarDate as i, emailField as n, optionalText as o, enumField as r, phoneField as s, ISO_DATE_PATTERN as t };

//# sourceMappingURL=fields-DiDb7tc2.js.map