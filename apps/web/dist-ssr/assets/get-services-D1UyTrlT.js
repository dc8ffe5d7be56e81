import { m as TAX_TYPES, p as SERVICE_TYPES } from "../entry-prerender.js";
import { i as apiRequest, t as ApiRequestError } from "./api-client-CsphRgZs.js";
import { c as requiredText, i as isRealCalendarDate, o as optionalText, t as ISO_DATE_PATTERN } from "./fields-DiDb7tc2.js";
import { r as toStrapiQuery } from "./data-table-toolbar-C9OLnrca.js";
import { z } from "zod";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
// ../../packages/shared/src/money.ts
/**
* Money is stored and summed in integer minor units (paisa, cents) so that totals are exact;
* the API speaks in major units with at most two decimals, as Strapi's `price_pkr` did.
*/
function toMinorUnits(amount) {
	return Math.round(amount * 100);
}
function fromMinorUnits(minor) {
	return minor / 100;
}
/** Whether a number has at most two decimals (the inline editors' step of 0.01). */
function hasAtMostTwoDecimals(amount) {
	return Math.abs(toMinorUnits(amount) - amount * 100) < 1e-6;
}
// ../../packages/shared/src/service.ts
/** The largest amount one price may hold, so that any invoice total stays exact in paisa. */
var MAX_AMOUNT_PKR = 1e10;
var REMARKS_MAX_LENGTH = 2e3;
var isBlankInput = (input) => input === void 0 || input === null || input === "";
var isBlankNumber = (input) => isBlankInput(input) || typeof input === "number" && Number.isNaN(input);
/** An amount in PKR: 0 or more, at most two decimals (the editors' step of 0.01). */
function amountField(label) {
	return z.number({ error: (issue) => isBlankNumber(issue.input) ? `${label} is required.` : `${label} must be a number.` }).min(0, {
		error: `${label} must be 0 or more.`,
		abort: true
	}).max(MAX_AMOUNT_PKR, {
		error: `${label} must be at most ${MAX_AMOUNT_PKR.toLocaleString("en-US")}.`,
		abort: true
	}).refine(hasAtMostTwoDecimals, { error: `${label} must have at most 2 decimals.` });
}
/** One of a fixed list; an empty select reads as missing rather than as a wrong choice. */
function choiceField(label, values) {
	return z.enum(values, { error: (issue) => isBlankInput(issue.input) ? `${label} is required.` : `${label} must be one of: ${values.join(", ")}.` });
}
/** A required calendar date; an empty date input reads as missing. */
function requiredDateField(label) {
	return z.string({ error: `${label} is required.` }).min(1, {
		error: `${label} is required.`,
		abort: true
	}).regex(ISO_DATE_PATTERN, {
		error: `${label} must be a date (YYYY-MM-DD).`,
		abort: true
	}).refine(isRealCalendarDate, { error: `${label} must be a real calendar date.` });
}
/** Free text that may be left out; blank text is stored as no remarks at all. */
var remarksField = optionalText("Remarks", REMARKS_MAX_LENGTH).nullable().transform((text) => text ? text : null);
/** Fields of a price-list entry (SPEC.md section 5: item, type, rate, price and date required). */
var serviceFields = {
	item: requiredText("Item", 200),
	type: choiceField("Type", SERVICE_TYPES),
	tax: z.union([
		z.literal(""),
		z.null(),
		choiceField("Tax", TAX_TYPES)
	], { error: `Tax must be one of: ${TAX_TYPES.join(", ")}.` }).transform((tax) => tax ? tax : null),
	rate: amountField("Rate"),
	price_pkr: amountField("Price (PKR)"),
	remarks: remarksField,
	date: requiredDateField("Date")
};
/** `POST /api/services` and the Add New Service dialog. */
var serviceCreateSchema = z.strictObject({
	...serviceFields,
	tax: serviceFields.tax.optional().transform((tax) => tax ?? null),
	remarks: serviceFields.remarks.optional().transform((remarks) => remarks ?? null)
});
/** `PUT /api/services/:id`: any subset of the fields (the inline editor sends the one it changed). */
var serviceUpdateSchema = z.strictObject(serviceFields).partial();
z.object({
	item: z.string(),
	type: z.enum(SERVICE_TYPES),
	tax: z.enum(TAX_TYPES).nullable(),
	rate: z.number(),
	price_pkr: z.number(),
	remarks: z.string().nullable(),
	date: z.string().describe("YYYY-MM-DD"),
	createdAt: z.string(),
	updatedAt: z.string()
});
// ../../packages/shared/src/invoice-math.ts
function splitIsoDate(isoDate) {
	if (!ISO_DATE_PATTERN.test(isoDate) || !isRealCalendarDate(isoDate)) throw new RangeError(`Not a calendar date (YYYY-MM-DD): ${isoDate}`);
	return isoDate.split("-");
}
/** The sum of line prices in paisa: exact, because integers are added. */
function sumMinorUnits(amountsMinor) {
	return amountsMinor.reduce((total, amount) => total + amount, 0);
}
var twoDecimals = new Intl.NumberFormat("en-US", {
	minimumFractionDigits: 2,
	maximumFractionDigits: 2
});
new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
/** `1,234,567.80` for 123456780 minor units. */
function formatAmount(minor) {
	return twoDecimals.format(fromMinorUnits(minor));
}
/** `DD/MM/YYYY` (en-GB, as the admin tables show dates), straight from the text: no time zone. */
function formatDayMonthYear(isoDate) {
	const [year, month, day] = splitIsoDate(isoDate);
	return `${day}/${month}/${year}`;
}
// src/features/services/describe-error.ts
/** The reason a call failed, in the server's words, to show under a failure message. */
function describeError(error) {
	if (error instanceof ApiRequestError) {
		const fieldMessages = [...new Set(Object.values(error.fieldErrors))];
		return fieldMessages.length > 0 ? fieldMessages.join(" ") : error.message;
	}
	return error instanceof Error ? error.message : void 0;
}
// src/features/services/api/service-keys.ts
/** Query keys of the price list; every key starts with `services` so one invalidation reaches them all. */
var serviceKeys = {
	all: ["services"],
	lists: () => [...serviceKeys.all, "list"],
	list: (params) => [...serviceKeys.lists(), params]
};
// src/features/services/api/get-services.ts
function getServices(params, signal) {
	const filters = {};
	if (params.item?.trim()) filters.item = { $containsi: params.item.trim() };
	if (params.type) filters.type = { $eq: params.type };
	const query = toStrapiQuery({
		filters,
		sort: params.sort,
		page: params.page,
		pageSize: params.pageSize
	});
	return apiRequest("/api/services", {
		query,
		signal
	});
}
/** One page of the price list; the previous page stays on screen while the next one loads. */
function useServices(params) {
	return useQuery({
		queryKey: serviceKeys.list(params),
		queryFn: ({ signal }) => getServices(params, signal),
		placeholderData: keepPreviousData
	});
}
export { formatDayMonthYear as a, choiceField as c, serviceCreateSchema as d, serviceUpdateSchema as f, formatAmount as i, remarksField as l, serviceKeys as n, sumMinorUnits as o, toMinorUnits as p, describeError as r, amountField as s, useServices as t, requiredDateField as u };

//# sourceMappingURL=get-services-D1UyTrlT.js.map