import { c as requiredText } from "./fields-DiDb7tc2.js";
import { n as invoiceCreatedMessage, t as MESSAGES } from "./messages-7jiQ752O.js";
import { _ as buttonClass, d as INVOICE_STATUSES, g as Button, u as INVOICE_CREATION_STATUSES } from "../entry-prerender.js";
import { a as formatDayMonthYear, c as choiceField, i as formatAmount, l as remarksField, o as sumMinorUnits, p as toMinorUnits, r as describeError, s as amountField, t as useServices, u as requiredDateField } from "./get-services-D1UyTrlT.js";
import { t as FormField } from "./form-field-BhxgHKhJ.js";
import { a as useTableUrlState, c as DataTable, i as useKeepPageInRange, n as DataTableSearchInput, o as Pagination, r as toStrapiQuery, s as Select, t as DataTableToolbar } from "./data-table-toolbar-C9OLnrca.js";
import { i as apiRequest, r as apiDownload, t as ApiRequestError } from "./api-client-CsphRgZs.js";
import { n as useConfirm } from "./admin-area-DKsogMzk.js";
import { t as Dialog } from "./dialog-D0MC5lP6.js";
import { Fragment, createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useRoute } from "wouter";
import { CheckCircle2, ChevronDown, FileDown, FilePen, FilePlus2, List, MoreHorizontal, Plus, Send, Trash2, X, XCircle } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { format } from "date-fns";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import * as ContextMenu from "@radix-ui/react-context-menu";
/** How many invoices one bulk action may touch. */
var MAX_BULK_IDS = 1e3;
/** Ids are 32-bit integers in the database (the largest PostgreSQL's `integer` holds). */
var MAX_RECORD_ID = 2147483647;
var recordId = (label) => z.number({ error: `${label} must be a whole number.` }).int({ error: `${label} must be a whole number.` }).positive({ error: `${label} must be a whole number.` }).max(MAX_RECORD_ID, { error: `${label} must be a whole number.` });
var optionalLineDate = z.union([
	z.literal(""),
	z.null(),
	requiredDateField("Date")
], { error: "Date must be a date (YYYY-MM-DD)." }).transform((date) => date ? date : null);
/**
* One invoice line. `{id}` copies item, price, date and remarks from that price-list service;
* without `id`, item and price are given here. Fields given beside an `id` replace the copied ones
* (the edit dialog's price input). A bare number is read as `{id}`, as the original client sent it.
*/
var invoiceLineInputSchema = z.preprocess((value) => typeof value === "number" ? { id: value } : value, z.strictObject({
	id: recordId("Service id").optional(),
	item: z.string({ error: MESSAGES.serviceNameEmpty }).trim().min(1, { error: MESSAGES.serviceNameEmpty }).max(200, { error: `Item must be at most 200 characters.` }),
	price_pkr: amountField("Price (PKR)"),
	date: optionalLineDate,
	remarks: remarksField
}, { error: (issue) => issue.code === "invalid_type" ? "Each service must be a service id or an item with a price." : void 0 }).partial().superRefine((line, context) => {
	if (line.id !== void 0) return;
	if (line.item === void 0) context.addIssue({
		code: "custom",
		path: ["item"],
		message: MESSAGES.serviceNameEmpty
	});
	if (line.price_pkr === void 0) context.addIssue({
		code: "custom",
		path: ["price_pkr"],
		message: "Price (PKR) is required."
	});
}));
var invoiceLinesField = z.array(invoiceLineInputSchema, { error: "Services must be a list." }).max(500, { error: `An invoice can hold at most 500 services.` });
var customerNameField = requiredText("Customer name", 200);
var invoiceDateField = requiredDateField("Invoice date");
/** The server assigns the number and computes the total: values sent for them are ignored. */
var serverAssigned = {
	invoice_number: z.unknown().optional().describe("Ignored: the server assigns the number"),
	total_price: z.unknown().optional().describe("Ignored: the server sums the lines")
};
/** A manual exchange rate in PKR per EUR; null clears it so the next PDF uses the current rate. */
var eurRateField = z.number({ error: "EUR rate must be a number greater than 0." }).positive({ error: "EUR rate must be a number greater than 0." }).max(1e6, { error: "EUR rate must be at most 1,000,000." }).nullable();
z.strictObject({
	customer_name: customerNameField,
	invoice_date: invoiceDateField,
	status: choiceField("Status", INVOICE_CREATION_STATUSES),
	services: invoiceLinesField.default([]),
	...serverAssigned
}).transform(({ invoice_number: _number, total_price: _total, ...invoice }) => invoice);
/** `PUT /api/invoices/:id`: any subset; `services` replaces every line. */
var invoiceUpdateSchema = z.strictObject({
	customer_name: customerNameField.optional(),
	invoice_date: invoiceDateField.optional(),
	status: choiceField("Status", INVOICE_STATUSES).optional(),
	eur_rate: eurRateField.optional(),
	services: invoiceLinesField.optional(),
	...serverAssigned
}).transform(({ invoice_number: _number, total_price: _total, ...invoice }) => invoice);
var bulkIdsField = z.array(recordId("Invoice id"), { error: "Select at least one invoice." }).min(1, { error: "Select at least one invoice." }).max(MAX_BULK_IDS, { error: `Select at most ${MAX_BULK_IDS} invoices at once.` });
z.discriminatedUnion("action", [z.strictObject({
	action: z.literal("status"),
	ids: bulkIdsField,
	status: choiceField("Status", INVOICE_STATUSES)
}), z.strictObject({
	action: z.literal("delete"),
	ids: bulkIdsField
})], { error: "Action must be status or delete." });
/** One line of an invoice as the API answers it (`services.data[]`); its `id` is the line's own id. */
var invoiceLineAttributesSchema = z.object({
	item: z.string(),
	price_pkr: z.number(),
	date: z.string().nullable(),
	remarks: z.string().nullable(),
	service: z.number().int().nullable().describe("The price-list service the line was copied from; null once deleted")
});
z.object({
	invoice_number: z.string(),
	customer_name: z.string(),
	invoice_date: z.string().describe("YYYY-MM-DD"),
	status: z.enum(INVOICE_STATUSES),
	total_price: z.number(),
	eur_rate: z.number().nullable().describe("PKR per EUR used by the PDF; null until the first PDF or a manual rate"),
	createdAt: z.string(),
	updatedAt: z.string(),
	services: z.object({ data: z.array(z.object({
		id: z.number().int(),
		attributes: invoiceLineAttributesSchema
	})) }).optional().describe("With populate=services")
});
z.object({
	rate: z.number().nullable(),
	fetchedAt: z.string().nullable(),
	source: z.enum([
		"live",
		"cached",
		"none"
	])
});
// src/features/invoices/api/invoice-keys.ts
/** Query keys of invoices; every key starts with `invoices` so one invalidation reaches them all. */
var invoiceKeys = {
	all: ["invoices"],
	lists: () => [...invoiceKeys.all, "list"],
	list: (params) => [...invoiceKeys.lists(), params]
};
// src/features/invoices/api/create-invoice.ts
/** The server assigns the invoice number and computes the total from the services' prices. */
function createInvoice(data) {
	return apiRequest("/api/invoices", {
		method: "POST",
		body: { data }
	});
}
function useCreateInvoice() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createInvoice,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
	});
}
// src/features/invoices/invoice-messages.ts
/**
* What the Invoices tab says beyond SPEC.md's own messages (those live in `@app/shared/messages`):
* SPEC.md leaves these failures silent, DESIGN.md has every failure told.
*/
var INVOICE_MESSAGES = {
	loadFailed: "Failed to load invoices.",
	loadServicesFailed: "Failed to load services.",
	statusFailed: "Failed to update invoice status.",
	deleteFailed: "Failed to delete invoice.",
	deleted: "Invoice deleted.",
	saved: "Invoice saved.",
	rateFailed: "Failed to save the EUR rate."
};
function statusChangedMessage(count, status) {
	return count === 1 ? `Invoice marked as ${status}.` : `${count} invoices marked as ${status}.`;
}
function invoicesDeletedMessage(count) {
	return count === 1 ? INVOICE_MESSAGES.deleted : `${count} invoices deleted.`;
}
function confirmDeleteInvoicesMessage(count) {
	return `Are you sure you want to delete these ${count} invoices?`;
}
// src/features/invoices/components/service-picker.tsx
/** `Item · 1,234.00 PKR`: two entries with one name still read apart. */
function serviceOptionLabel(service) {
	return `${service.attributes.item} · ${formatAmount(toMinorUnits(service.attributes.price_pkr))} PKR`;
}
/**
* The `Add Service` select with its Add button. A price list can be long, so a search box in
* front narrows the choices on the server; the select lists the first matches by name.
*/
function ServicePicker({ excludedIds, onAdd }) {
	const id = useId();
	const [search, setSearch] = useState("");
	const [chosenId, setChosenId] = useState("");
	const services = useServices({
		item: search,
		sort: {
			field: "item",
			direction: "asc"
		},
		pageSize: 100
	});
	const listed = services.data?.data ?? [];
	const choices = listed.filter((service) => !excludedIds.has(service.id));
	const total = services.data?.meta.pagination.total ?? 0;
	const chosen = choices.find((service) => String(service.id) === chosenId);
	const add = () => {
		if (!chosen) return;
		onAdd(chosen);
		setChosenId("");
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "service-picker",
		children: [/* @__PURE__ */ jsxs("div", {
			className: "service-picker__search",
			children: [/* @__PURE__ */ jsx("label", {
				className: "form-field__label",
				htmlFor: `${id}-search`,
				children: "Search services"
			}), /* @__PURE__ */ jsx(DataTableSearchInput, {
				id: `${id}-search`,
				placeholder: "Filter by item",
				value: search,
				onValueChange: setSearch
			})]
		}), /* @__PURE__ */ jsxs("div", {
			className: "service-picker__choose",
			children: [
				/* @__PURE__ */ jsx("label", {
					className: "form-field__label",
					htmlFor: `${id}-select`,
					children: "Add Service"
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "service-picker__row",
					children: [/* @__PURE__ */ jsx(Select, {
						id: `${id}-select`,
						placeholder: services.isPending ? "Loading services…" : "Select a service",
						options: choices.map((service) => ({
							value: String(service.id),
							label: serviceOptionLabel(service)
						})),
						value: chosen ? chosenId : "",
						onChange: (event) => setChosenId(event.target.value),
						"aria-describedby": `${id}-hint`
					}), /* @__PURE__ */ jsx(Button, {
						variant: "secondary",
						onClick: add,
						disabled: !chosen,
						children: "Add"
					})]
				}),
				services.isError ? /* @__PURE__ */ jsx("p", {
					id: `${id}-hint`,
					className: "form-field__error",
					role: "alert",
					children: INVOICE_MESSAGES.loadServicesFailed
				}) : /* @__PURE__ */ jsx("p", {
					id: `${id}-hint`,
					className: "form-field__hint",
					children: total > listed.length ? `Showing the first ${listed.length} of ${total} services: search to narrow the list.` : `${choices.length} ${choices.length === 1 ? "service" : "services"} to choose from.`
				})
			]
		})]
	});
}
// src/features/invoices/components/create-invoice-form.tsx
/** The form's own fields; the services are picked beside it (SPEC.md: name, date, status required). */
var invoiceHeaderSchema = z.object({
	customer_name: customerNameField,
	invoice_date: invoiceDateField,
	status: choiceField("Status", INVOICE_CREATION_STATUSES)
});
var HEADER_FIELDS = [
	"customer_name",
	"invoice_date",
	"status"
];
/** The status select starts on its empty `Select Status` choice, which the schema refuses. */
var NO_STATUS = "";
/** A blank form dated today. */
function emptyHeader() {
	return {
		customer_name: "",
		invoice_date: format(/* @__PURE__ */ new Date(), "yyyy-MM-dd"),
		status: NO_STATUS
	};
}
/** Create Invoice: the server numbers the invoice and copies each picked service onto it. */
function CreateInvoiceForm() {
	const headingId = useId();
	const createInvoice = useCreateInvoice();
	const [picked, setPicked] = useState([]);
	const pickedIds = useMemo(() => new Set(picked.map((service) => service.id)), [picked]);
	const totalMinor = sumMinorUnits(picked.map((service) => toMinorUnits(service.attributes.price_pkr)));
	const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm({
		resolver: zodResolver(invoiceHeaderSchema),
		defaultValues: emptyHeader()
	});
	const onSubmit = handleSubmit(async (header) => {
		try {
			const { data: invoice } = await createInvoice.mutateAsync({
				...header,
				services: picked.map((service) => ({ id: service.id }))
			});
			reset(emptyHeader());
			setPicked([]);
			toast.success(invoiceCreatedMessage(invoice.attributes.invoice_number));
		} catch (error) {
			if (error instanceof ApiRequestError) {
				for (const [name, message] of Object.entries(error.fieldErrors)) if (HEADER_FIELDS.includes(name)) setError(name, { message });
			}
			toast.error(MESSAGES.createInvoiceFailed, { description: describeError(error) });
		}
	});
	return /* @__PURE__ */ jsxs("form", {
		className: "invoice-form",
		noValidate: true,
		onSubmit,
		"aria-labelledby": headingId,
		children: [
			/* @__PURE__ */ jsx("h2", {
				id: headingId,
				className: "invoice-form__title",
				children: "Create Invoice"
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "invoice-form__grid",
				children: [
					/* @__PURE__ */ jsx(FormField, {
						label: "Customer Name",
						error: errors.customer_name?.message,
						required: true,
						className: "invoice-form__wide",
						children: /* @__PURE__ */ jsx("input", {
							className: "input",
							type: "text",
							autoComplete: "organization",
							...register("customer_name")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: "Invoice Date",
						error: errors.invoice_date?.message,
						required: true,
						children: /* @__PURE__ */ jsx("input", {
							className: "input",
							type: "date",
							...register("invoice_date")
						})
					}),
					/* @__PURE__ */ jsx(FormField, {
						label: "Status",
						error: errors.status?.message,
						required: true,
						children: /* @__PURE__ */ jsx(Select, {
							placeholder: "Select Status",
							options: INVOICE_CREATION_STATUSES,
							...register("status")
						})
					})
				]
			}),
			/* @__PURE__ */ jsx(ServicePicker, {
				excludedIds: pickedIds,
				onAdd: (service) => setPicked((current) => [...current, service])
			}),
			/* @__PURE__ */ jsxs("section", {
				className: "selected-services",
				"aria-labelledby": `${headingId}-selected`,
				children: [/* @__PURE__ */ jsx("h3", {
					id: `${headingId}-selected`,
					className: "selected-services__title",
					children: "Selected Services"
				}), picked.length === 0 ? /* @__PURE__ */ jsx("p", {
					className: "selected-services__empty",
					children: MESSAGES.noServicesSelected
				}) : /* @__PURE__ */ jsx("ul", {
					className: "selected-services__list",
					children: picked.map((service) => /* @__PURE__ */ jsxs("li", {
						className: "selected-services__line",
						children: [
							/* @__PURE__ */ jsx("span", {
								className: "selected-services__item",
								children: service.attributes.item
							}),
							/* @__PURE__ */ jsxs("span", {
								className: "selected-services__meta",
								children: [
									service.attributes.type,
									" · ",
									formatDayMonthYear(service.attributes.date)
								]
							}),
							/* @__PURE__ */ jsxs("span", {
								className: "selected-services__price",
								children: [formatAmount(toMinorUnits(service.attributes.price_pkr)), " PKR"]
							}),
							/* @__PURE__ */ jsxs(Button, {
								variant: "ghost",
								size: "sm",
								onClick: () => setPicked((current) => current.filter((line) => line.id !== service.id)),
								"aria-label": `Remove ${service.attributes.item}`,
								children: [/* @__PURE__ */ jsx(X, {
									"aria-hidden": "true",
									size: 16
								}), "Remove"]
							})
						]
					}, service.id))
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "invoice-form__footer",
				children: [/* @__PURE__ */ jsx(FormField, {
					label: "Total Price (PKR)",
					className: "invoice-form__total",
					children: /* @__PURE__ */ jsx("input", {
						className: "input",
						type: "text",
						readOnly: true,
						value: formatAmount(totalMinor)
					})
				}), /* @__PURE__ */ jsx(Button, {
					type: "submit",
					size: "lg",
					disabled: isSubmitting,
					children: isSubmitting ? "Submitting..." : "Save Invoice"
				})]
			})
		]
	});
}
// src/features/invoices/api/get-invoices.ts
function getInvoices(params, signal) {
	const filters = {};
	if (params.number?.trim()) filters.invoice_number = { $containsi: params.number.trim() };
	if (params.date) filters.invoice_date = { $eq: params.date };
	const query = toStrapiQuery({
		filters,
		sort: params.sort,
		page: params.page,
		pageSize: params.pageSize,
		populate: "services"
	});
	return apiRequest("/api/invoices", {
		query,
		signal
	});
}
/** One page of invoices with their lines; the previous page stays on screen while the next loads. */
function useInvoices(params) {
	return useQuery({
		queryKey: invoiceKeys.list(params),
		queryFn: ({ signal }) => getInvoices(params, signal),
		placeholderData: keepPreviousData
	});
}
// src/features/invoices/api/delete-invoice.ts
function deleteInvoice(id) {
	return apiRequest(`/api/invoices/${id}`, { method: "DELETE" });
}
function useDeleteInvoice() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: deleteInvoice,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
	});
}
// src/features/invoices/api/update-invoice-status.ts
function updateInvoiceStatus({ id, status }) {
	return apiRequest(`/api/invoices/${id}`, {
		method: "PUT",
		body: { data: { status } }
	});
}
function useUpdateInvoiceStatus() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateInvoiceStatus,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
	});
}
// src/features/invoices/api/download-invoice-pdf.ts
/** The server renders the PDF; the browser saves it as `Invoice-{number}.pdf`. */
function downloadInvoicePdf(invoice) {
	return apiDownload(`/api/invoices/${invoice.id}/pdf`, `Invoice-${invoice.attributes.invoice_number}.pdf`);
}
// src/features/invoices/api/update-invoice.ts
/** Saves the edit dialog (customer, date, lines) or a manual EUR rate; `services` replaces every line. */
function updateInvoice({ id, data }) {
	return apiRequest(`/api/invoices/${id}`, {
		method: "PUT",
		body: { data }
	});
}
function useUpdateInvoice() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateInvoice,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
	});
}
// src/features/invoices/components/eur-rate-dialog.tsx
/** Asks for the EUR rate by hand when the server knows none, and stores it on the invoice. */
function EurRateDialog({ request, onDone }) {
	return /* @__PURE__ */ jsx(Dialog, {
		open: request !== null,
		onOpenChange: (open) => open ? void 0 : onDone(false),
		title: "Enter the EUR rate",
		description: request?.reason,
		size: "sm",
		children: request ? /* @__PURE__ */ jsx(EurRateForm, {
			invoice: request.invoice,
			onDone
		}, request.invoice.id) : null
	});
}
function EurRateForm({ invoice, onDone }) {
	const formId = useId();
	const updateInvoice = useUpdateInvoice();
	const [rate, setRate] = useState("");
	const [error, setError] = useState();
	const save = async (event) => {
		event.preventDefault();
		const parsed = eurRateField.safeParse(rate.trim() === "" ? NaN : Number(rate));
		if (!parsed.success || parsed.data === null) {
			setError(parsed.success ? void 0 : parsed.error.issues[0]?.message);
			return;
		}
		try {
			await updateInvoice.mutateAsync({
				id: invoice.id,
				data: { eur_rate: parsed.data }
			});
			onDone(true);
		} catch (failure) {
			const notFound = failure instanceof ApiRequestError && failure.status === 404;
			setError(notFound ? MESSAGES.invoiceNotFound : `${INVOICE_MESSAGES.rateFailed} ${describeError(failure) ?? ""}`.trim());
		}
	};
	return /* @__PURE__ */ jsxs("form", {
		id: formId,
		noValidate: true,
		onSubmit: save,
		children: [/* @__PURE__ */ jsx(FormField, {
			label: "PKR per 1 EUR",
			error,
			required: true,
			hint: `Used for invoice ${invoice.attributes.invoice_number} from now on, so its PDF stays the same.`,
			children: /* @__PURE__ */ jsx("input", {
				className: "input",
				type: "number",
				step: "0.01",
				min: "0",
				inputMode: "decimal",
				value: rate,
				onChange: (event) => setRate(event.target.value)
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "dialog__footer",
			children: [/* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				onClick: () => onDone(false),
				children: "Cancel"
			}), /* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: updateInvoice.isPending,
				children: updateInvoice.isPending ? "Saving..." : "Save rate and download"
			})]
		})]
	});
}
// src/features/invoices/hooks/use-invoice-pdf.tsx
var NO_RATE_STATUS = 503;
var NOT_FOUND_STATUS = 404;
/**
* PDF downloads with every failure told: the server's message when it knows no EUR rate (with a
* dialog to enter one, after which the download is tried again), `Invoice data not found.` when
* the invoice is gone, `Failed to generate PDF.` otherwise.
*/
function useInvoicePdf() {
	const [request, setRequest] = useState(null);
	const answer = useRef(null);
	const askForRate = useCallback((invoice, reason) => new Promise((resolve) => {
		answer.current = resolve;
		setRequest({
			invoice,
			reason
		});
	}), []);
	const onDone = useCallback((saved) => {
		answer.current?.(saved);
		answer.current = null;
		setRequest(null);
	}, []);
	return {
		download: useCallback(async (invoice) => {
			for (;;) try {
				await downloadInvoicePdf(invoice);
				return;
			} catch (error) {
				const failure = error instanceof ApiRequestError ? error : null;
				if (failure?.status === NO_RATE_STATUS && failure.message === "No EUR exchange rate is available. Enter the rate by hand on the invoice and try again.") {
					if (await askForRate(invoice, failure.message)) continue;
					return;
				}
				toast.error(failure?.status === NOT_FOUND_STATUS ? MESSAGES.invoiceNotFound : MESSAGES.generatePdfFailed);
				return;
			}
		}, [askForRate]),
		rateDialog: /* @__PURE__ */ jsx(EurRateDialog, {
			request,
			onDone
		})
	};
}
// src/features/invoices/hooks/use-invoice-actions.tsx
/** What a row's menus do: download the PDF, set a status, or delete after confirmation. */
function useInvoiceActions() {
	const confirm = useConfirm();
	const pdf = useInvoicePdf();
	const { mutate: updateStatus } = useUpdateInvoiceStatus();
	const { mutate: deleteInvoice } = useDeleteInvoice();
	const { download } = pdf;
	return {
		run: useCallback(async (action, invoice) => {
			if (action.kind === "pdf") return download(invoice);
			if (action.kind === "status") {
				updateStatus({
					id: invoice.id,
					status: action.status
				}, {
					onSuccess: () => toast.success(statusChangedMessage(1, action.status)),
					onError: (error) => toast.error(INVOICE_MESSAGES.statusFailed, { description: describeError(error) })
				});
				return;
			}
			if (!await confirm({
				title: "Delete invoice",
				message: MESSAGES.confirmDeleteInvoice,
				confirmLabel: "Delete",
				tone: "danger"
			})) return;
			deleteInvoice(invoice.id, {
				onSuccess: () => toast.success(INVOICE_MESSAGES.deleted),
				onError: (error) => toast.error(INVOICE_MESSAGES.deleteFailed, { description: describeError(error) })
			});
		}, [
			confirm,
			download,
			updateStatus,
			deleteInvoice
		]),
		downloadPdf: download,
		rateDialog: pdf.rateDialog
	};
}
// src/features/invoices/invoice-draft.ts
var lineCounter = 0;
function nextLineKey() {
	lineCounter += 1;
	return `line-${lineCounter}`;
}
function toDraft(invoice) {
	return {
		customer_name: invoice.attributes.customer_name,
		invoice_date: invoice.attributes.invoice_date,
		lines: (invoice.attributes.services?.data ?? []).map(({ attributes: line }) => ({
			key: nextLineKey(),
			serviceId: line.service,
			item: line.item,
			price: String(line.price_pkr),
			date: line.date,
			remarks: line.remarks
		}))
	};
}
/** The row `Add Service` adds: nothing chosen yet. */
function emptyLine() {
	return {
		key: nextLineKey(),
		serviceId: null,
		item: "",
		price: "",
		date: null,
		remarks: null
	};
}
/** A line becomes a copy of the price-list service picked in its select. */
function lineFromService(key, service) {
	const { item, price_pkr, date, remarks } = service.attributes;
	return {
		key,
		serviceId: service.id,
		item,
		price: String(price_pkr),
		date,
		remarks
	};
}
function priceOf(line) {
	return line.price.trim() === "" ? NaN : Number(line.price);
}
/** The live total of the dialog, in paisa; a line without a valid price adds nothing. */
function draftTotalMinor(draft) {
	return sumMinorUnits(draft.lines.map((line) => Number.isFinite(priceOf(line)) ? toMinorUnits(priceOf(line)) : 0));
}
/**
* The `PUT /api/invoices/:id` body. Every line is sent with its own item, price, date and remarks,
* so a line keeps what the invoice was issued with even when the price list has changed since.
*/
function toUpdatePayload(draft) {
	return {
		customer_name: draft.customer_name,
		invoice_date: draft.invoice_date,
		services: draft.lines.map((line) => ({
			...line.serviceId === null ? {} : { id: line.serviceId },
			item: line.item,
			price_pkr: priceOf(line),
			date: line.date,
			remarks: line.remarks
		}))
	};
}
/** Places validation issues (from the shared schema or the server's 400) on their field or line. */
function toDraftErrors(draft, issues) {
	const errors = {
		fields: {},
		lines: {}
	};
	for (const { path = [], message = "" } of issues) {
		const [field, index, lineField] = path;
		const line = typeof index === "number" ? draft.lines[index] : void 0;
		if (field === "services" && line && (lineField === "item" || lineField === "price_pkr")) errors.lines[line.key] = {
			...errors.lines[line.key],
			[lineField]: message
		};
		else if (field === "customer_name" || field === "invoice_date" || field === "services") errors.fields[field] ??= message;
	}
	return errors;
}
function hasDraftErrors(errors) {
	return Object.keys(errors.fields).length > 0 || Object.keys(errors.lines).length > 0;
}
// src/features/invoices/components/edit-invoice-dialog.tsx
var NO_ERRORS = {
	fields: {},
	lines: {}
};
var CURRENT_ITEM = "current";
/** The Edit Invoice dialog: customer, date and lines, saved together; the list reloads after. */
function EditInvoiceDialog({ invoice, onClose }) {
	return /* @__PURE__ */ jsx(Dialog, {
		open: invoice !== null,
		onOpenChange: (open) => open ? void 0 : onClose(),
		title: invoice ? `Edit Invoice #${invoice.attributes.invoice_number}` : "",
		size: "lg",
		children: invoice ? /* @__PURE__ */ jsx(EditInvoiceForm, {
			invoice,
			onClose
		}, invoice.id) : null
	});
}
function EditInvoiceForm({ invoice, onClose }) {
	const id = useId();
	const updateInvoice = useUpdateInvoice();
	const services = useServices({
		sort: {
			field: "item",
			direction: "asc"
		},
		pageSize: 100
	}).data?.data ?? [];
	const [draft, setDraft] = useState(() => toDraft(invoice));
	const [errors, setErrors] = useState(NO_ERRORS);
	/** Set when a save failed: the server's reason when it is not shown on a field already. */
	const [failure, setFailure] = useState(null);
	const setLine = (key, change) => setDraft((current) => ({
		...current,
		lines: current.lines.map((line) => line.key === key ? change(line) : line)
	}));
	const fail = (nextErrors, reason) => {
		setErrors(nextErrors);
		setFailure({ reason });
	};
	const save = async (event) => {
		event.preventDefault();
		const payload = toUpdatePayload(draft);
		const parsed = invoiceUpdateSchema.safeParse(payload);
		if (!parsed.success) return fail(toDraftErrors(draft, parsed.error.issues));
		setErrors(NO_ERRORS);
		setFailure(null);
		try {
			await updateInvoice.mutateAsync({
				id: invoice.id,
				data: payload
			});
			toast.success(INVOICE_MESSAGES.saved);
			onClose();
		} catch (error) {
			const serverIssues = error instanceof ApiRequestError ? error.details.errors ?? [] : [];
			const placed = toDraftErrors(draft, serverIssues);
			if (hasDraftErrors(placed)) fail(placed);
			else fail(NO_ERRORS, describeError(error));
		}
	};
	return /* @__PURE__ */ jsxs("form", {
		className: "edit-invoice",
		noValidate: true,
		onSubmit: save,
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "edit-invoice__fields",
				children: [/* @__PURE__ */ jsx(FormField, {
					label: "Customer",
					error: errors.fields.customer_name,
					required: true,
					children: /* @__PURE__ */ jsx("input", {
						className: "input",
						type: "text",
						value: draft.customer_name,
						onChange: (event) => setDraft({
							...draft,
							customer_name: event.target.value
						})
					})
				}), /* @__PURE__ */ jsx(FormField, {
					label: "Invoice Date",
					error: errors.fields.invoice_date,
					required: true,
					children: /* @__PURE__ */ jsx("input", {
						className: "input",
						type: "date",
						value: draft.invoice_date,
						onChange: (event) => setDraft({
							...draft,
							invoice_date: event.target.value
						})
					})
				})]
			}),
			/* @__PURE__ */ jsxs("div", {
				className: "edit-invoice__table-wrap",
				children: [/* @__PURE__ */ jsxs("table", {
					className: "edit-invoice__table",
					"aria-labelledby": `${id}-services`,
					children: [
						/* @__PURE__ */ jsx("caption", {
							id: `${id}-services`,
							className: "edit-invoice__caption",
							children: "Services"
						}),
						/* @__PURE__ */ jsx("thead", { children: /* @__PURE__ */ jsxs("tr", { children: [
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								children: "Item"
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								className: "numeric",
								children: "Price (PKR)"
							}),
							/* @__PURE__ */ jsx("th", {
								scope: "col",
								children: /* @__PURE__ */ jsx("span", {
									className: "visually-hidden",
									children: "Actions"
								})
							})
						] }) }),
						/* @__PURE__ */ jsx("tbody", { children: draft.lines.map((line, index) => /* @__PURE__ */ jsx(EditInvoiceLine, {
							line,
							position: index + 1,
							services,
							errors: errors.lines[line.key],
							onPick: (service) => setLine(line.key, () => lineFromService(line.key, service)),
							onPrice: (price) => setLine(line.key, (current) => ({
								...current,
								price
							})),
							onRemove: () => setDraft({
								...draft,
								lines: draft.lines.filter((other) => other.key !== line.key)
							})
						}, line.key)) })
					]
				}), draft.lines.length === 0 ? /* @__PURE__ */ jsx("p", {
					className: "edit-invoice__empty",
					children: MESSAGES.noServicesSelected
				}) : null]
			}),
			errors.fields.services ? /* @__PURE__ */ jsx("p", {
				className: "form-field__error",
				role: "alert",
				children: errors.fields.services
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "edit-invoice__summary",
				children: [/* @__PURE__ */ jsxs(Button, {
					variant: "secondary",
					size: "sm",
					onClick: () => setDraft({
						...draft,
						lines: [...draft.lines, emptyLine()]
					}),
					children: [/* @__PURE__ */ jsx(Plus, {
						"aria-hidden": "true",
						size: 16
					}), "Add Service"]
				}), /* @__PURE__ */ jsxs("p", {
					className: "edit-invoice__total",
					"aria-live": "polite",
					children: [
						"Total Price: ",
						formatAmount(draftTotalMinor(draft)),
						" PKR"
					]
				})]
			}),
			failure ? /* @__PURE__ */ jsxs("div", {
				className: "edit-invoice__alert",
				role: "alert",
				children: [/* @__PURE__ */ jsx("p", { children: MESSAGES.saveInvoiceFailed }), failure.reason ? /* @__PURE__ */ jsx("p", {
					className: "edit-invoice__alert-reason",
					children: failure.reason
				}) : null]
			}) : null,
			/* @__PURE__ */ jsxs("div", {
				className: "dialog__footer",
				children: [/* @__PURE__ */ jsx(Button, {
					variant: "secondary",
					onClick: onClose,
					children: "Cancel"
				}), /* @__PURE__ */ jsx(Button, {
					type: "submit",
					disabled: updateInvoice.isPending,
					children: updateInvoice.isPending ? "Saving..." : "Save"
				})]
			})
		]
	});
}
/** One row: the item select (the price list plus the line's own item), its price and Remove. */
function EditInvoiceLine({ line, position, services, errors, onPick, onPrice, onRemove }) {
	const id = useId();
	const itemLabel = `Item of service ${position}`;
	return /* @__PURE__ */ jsxs("tr", { children: [
		/* @__PURE__ */ jsxs("td", { children: [/* @__PURE__ */ jsx(Select, {
			"aria-label": itemLabel,
			"aria-invalid": errors?.item ? true : void 0,
			"aria-describedby": errors?.item ? `${id}-item-error` : void 0,
			placeholder: line.item ? void 0 : "Select a service",
			options: [...line.item ? [{
				value: CURRENT_ITEM,
				label: line.item
			}] : [], ...services.map((service) => ({
				value: String(service.id),
				label: serviceOptionLabel(service)
			}))],
			value: line.item ? CURRENT_ITEM : "",
			onChange: (event) => {
				const service = services.find((entry) => String(entry.id) === event.target.value);
				if (service) onPick(service);
			}
		}), errors?.item ? /* @__PURE__ */ jsx("p", {
			id: `${id}-item-error`,
			className: "form-field__error",
			role: "alert",
			children: errors.item
		}) : null] }),
		/* @__PURE__ */ jsxs("td", {
			className: "numeric",
			children: [/* @__PURE__ */ jsx("input", {
				className: "input edit-invoice__price",
				type: "number",
				step: "0.01",
				min: "0",
				inputMode: "decimal",
				"aria-label": `Price (PKR) of service ${position}`,
				"aria-invalid": errors?.price_pkr ? true : void 0,
				"aria-describedby": errors?.price_pkr ? `${id}-price-error` : void 0,
				value: line.price,
				onChange: (event) => onPrice(event.target.value)
			}), errors?.price_pkr ? /* @__PURE__ */ jsx("p", {
				id: `${id}-price-error`,
				className: "form-field__error",
				role: "alert",
				children: errors.price_pkr
			}) : null]
		}),
		/* @__PURE__ */ jsx("td", {
			className: "edit-invoice__remove",
			children: /* @__PURE__ */ jsxs(Button, {
				variant: "ghost",
				size: "sm",
				onClick: onRemove,
				"aria-label": `Remove service ${position}`,
				children: [/* @__PURE__ */ jsx(Trash2, {
					"aria-hidden": "true",
					size: 16
				}), "Remove"]
			})
		})
	] });
}
// src/features/invoices/api/bulk-invoice-action.ts
/** Sets one status on, or deletes, many invoices in one request. */
function runBulkInvoiceAction(action) {
	return apiRequest("/api/invoices/bulk", {
		method: "POST",
		body: { data: action }
	});
}
function useBulkInvoiceAction() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: runBulkInvoiceAction,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
	});
}
// src/features/invoices/components/invoice-bulk-bar.tsx
/** Actions on the selected rows: one status for all, delete all (one confirmation), their PDFs. */
function InvoiceBulkBar({ selected, onClearSelection, downloadPdf }) {
	const confirm = useConfirm();
	const bulk = useBulkInvoiceAction();
	const [downloading, setDownloading] = useState(false);
	const ids = selected.map((invoice) => invoice.id);
	const busy = bulk.isPending || downloading;
	const setStatus = (status) => bulk.mutate({
		action: "status",
		ids,
		status
	}, {
		onSuccess: ({ data }) => {
			toast.success(statusChangedMessage(data.count, status));
			onClearSelection();
		},
		onError: (error) => toast.error(INVOICE_MESSAGES.statusFailed, { description: describeError(error) })
	});
	const remove = async () => {
		const message = ids.length === 1 ? MESSAGES.confirmDeleteInvoice : confirmDeleteInvoicesMessage(ids.length);
		if (!await confirm({
			title: "Delete invoices",
			message,
			confirmLabel: "Delete",
			tone: "danger"
		})) return;
		bulk.mutate({
			action: "delete",
			ids
		}, {
			onSuccess: ({ data }) => {
				toast.success(invoicesDeletedMessage(data.count));
				onClearSelection();
			},
			onError: (error) => toast.error(INVOICE_MESSAGES.deleteFailed, { description: describeError(error) })
		});
	};
	const downloadAll = async () => {
		setDownloading(true);
		try {
			for (const invoice of selected) await downloadPdf(invoice);
		} finally {
			setDownloading(false);
		}
	};
	return /* @__PURE__ */ jsxs("div", {
		className: "bulk-bar",
		role: "region",
		"aria-label": "Selected invoices",
		children: [/* @__PURE__ */ jsxs("p", {
			className: "bulk-bar__count",
			"aria-live": "polite",
			children: [/* @__PURE__ */ jsx("strong", { children: selected.length }), " selected"]
		}), /* @__PURE__ */ jsxs("div", {
			className: "bulk-bar__actions",
			children: [
				/* @__PURE__ */ jsxs(DropdownMenu.Root, {
					modal: false,
					children: [/* @__PURE__ */ jsxs(DropdownMenu.Trigger, {
						className: buttonClass("secondary", "sm"),
						disabled: busy,
						children: ["Change status", /* @__PURE__ */ jsx(ChevronDown, {
							"aria-hidden": "true",
							size: 16
						})]
					}), /* @__PURE__ */ jsx(DropdownMenu.Portal, { children: /* @__PURE__ */ jsx(DropdownMenu.Content, {
						className: "row-menu",
						align: "start",
						sideOffset: 4,
						children: INVOICE_STATUSES.map((status) => /* @__PURE__ */ jsxs(DropdownMenu.Item, {
							className: "row-menu__item",
							onSelect: () => setStatus(status),
							children: ["Mark as ", status]
						}, status))
					}) })]
				}),
				/* @__PURE__ */ jsxs(Button, {
					variant: "secondary",
					size: "sm",
					onClick: () => void downloadAll(),
					disabled: busy,
					children: [/* @__PURE__ */ jsx(FileDown, {
						"aria-hidden": "true",
						size: 16
					}), downloading ? "Downloading..." : "Download PDFs"]
				}),
				/* @__PURE__ */ jsxs(Button, {
					variant: "danger",
					size: "sm",
					onClick: () => void remove(),
					disabled: busy,
					children: [/* @__PURE__ */ jsx(Trash2, {
						"aria-hidden": "true",
						size: 16
					}), "Delete"]
				}),
				/* @__PURE__ */ jsxs(Button, {
					variant: "ghost",
					size: "sm",
					onClick: onClearSelection,
					children: [/* @__PURE__ */ jsx(X, {
						"aria-hidden": "true",
						size: 16
					}), "Clear selection"]
				})
			]
		})]
	});
}
// src/features/invoices/invoice-actions.ts
var INVOICE_MENU_ENTRIES = [
	{
		action: { kind: "pdf" },
		label: "Download PDF"
	},
	...INVOICE_STATUSES.map((status) => ({
		action: {
			kind: "status",
			status
		},
		label: `Mark as ${status}`
	})),
	{
		action: { kind: "delete" },
		label: "Delete"
	}
];
// src/features/invoices/components/invoice-menu-items.tsx
var STATUS_ICONS = {
	Paid: CheckCircle2,
	Draft: FilePen,
	Cancelled: XCircle,
	Sent: Send
};
function iconOf(action) {
	if (action.kind === "pdf") return FileDown;
	if (action.kind === "delete") return Trash2;
	return STATUS_ICONS[action.status];
}
/** Download PDF | Mark as Paid, Draft, Cancelled, Sent | Delete, for either kind of menu. */
function InvoiceMenuItems({ parts: { Item, Separator }, currentStatus, onAction }) {
	return INVOICE_MENU_ENTRIES.map(({ action, label }, index) => {
		const Icon = iconOf(action);
		const previous = INVOICE_MENU_ENTRIES[index - 1];
		const startsGroup = previous !== void 0 && previous.action.kind !== action.kind;
		return /* @__PURE__ */ jsxs(Fragment, { children: [startsGroup ? /* @__PURE__ */ jsx(Separator, { className: "row-menu__separator" }) : null, /* @__PURE__ */ jsxs(Item, {
			className: `row-menu__item${action.kind === "delete" ? " row-menu__item--danger" : ""}`,
			disabled: action.kind === "status" && action.status === currentStatus,
			onSelect: () => onAction(action),
			children: [/* @__PURE__ */ jsx(Icon, {
				"aria-hidden": "true",
				size: 16
			}), label]
		})] }, label);
	});
}
// src/features/invoices/components/invoice-row-menus.tsx
var menuStyle = { minWidth: 150 };
/** A context-menu event inside an open menu must not open the row's context menu behind it. */
function keepInsideMenu(event) {
	event.preventDefault();
	event.stopPropagation();
}
/** The right-click menu of a row, kept at least 10 px inside the viewport. */
function InvoiceContextMenu({ invoice, onAction, children }) {
	return /* @__PURE__ */ jsxs(ContextMenu.Root, {
		modal: false,
		children: [/* @__PURE__ */ jsx(ContextMenu.Trigger, {
			asChild: true,
			children
		}), /* @__PURE__ */ jsx(ContextMenu.Portal, { children: /* @__PURE__ */ jsx(ContextMenu.Content, {
			className: "row-menu",
			style: menuStyle,
			collisionPadding: 10,
			"aria-label": `Actions for invoice ${invoice.attributes.invoice_number}`,
			onContextMenu: keepInsideMenu,
			children: /* @__PURE__ */ jsx(InvoiceMenuItems, {
				parts: ContextMenu,
				currentStatus: invoice.attributes.status,
				onAction: (action) => onAction(action, invoice)
			})
		}) })]
	});
}
/** The row's Actions button: the same menu for keyboard and touch (also opened by Shift+F10 on the row). */
function InvoiceActionsMenu({ invoice, open, openedByKey = false, onOpenChange, onAction }) {
	const content = useRef(null);
	useEffect(() => {
		if (open && openedByKey) content.current?.querySelector("[role=\"menuitem\"]:not([data-disabled])")?.focus();
	}, [open, openedByKey]);
	return /* @__PURE__ */ jsxs(DropdownMenu.Root, {
		open,
		onOpenChange,
		modal: false,
		children: [/* @__PURE__ */ jsx(DropdownMenu.Trigger, {
			className: "row-actions-button",
			"aria-label": `Actions for invoice ${invoice.attributes.invoice_number}`,
			children: /* @__PURE__ */ jsx(MoreHorizontal, {
				"aria-hidden": "true",
				size: 18
			})
		}), /* @__PURE__ */ jsx(DropdownMenu.Portal, { children: /* @__PURE__ */ jsx(DropdownMenu.Content, {
			ref: content,
			className: "row-menu",
			style: menuStyle,
			align: "end",
			sideOffset: 4,
			collisionPadding: 10,
			onContextMenu: keepInsideMenu,
			children: /* @__PURE__ */ jsx(InvoiceMenuItems, {
				parts: DropdownMenu,
				currentStatus: invoice.attributes.status,
				onAction: (action) => onAction(action, invoice)
			})
		}) })]
	});
}
// src/features/invoices/components/invoice-status-badge.tsx
/** Paid green, Cancelled red, Sent blue, anything else grey (SPEC.md, Invoice List). */
function statusTone(status) {
	return {
		Paid: "success",
		Cancelled: "danger",
		Sent: "info"
	}[status] ?? "neutral";
}
function InvoiceStatusBadge({ status }) {
	return /* @__PURE__ */ jsx("span", {
		className: `status-badge status-badge--${statusTone(status)}`,
		children: status
	});
}
// src/features/invoices/components/invoice-list.tsx
var FILTER_KEYS = ["number", "date"];
var SORTABLE_FIELDS = [
	"invoice_number",
	"customer_name",
	"invoice_date",
	"status",
	"total_price"
];
/** Newest first: the invoice just created is at the top. */
var DEFAULT_SORT = {
	field: "createdAt",
	direction: "desc"
};
function invoiceRowId(invoice) {
	return String(invoice.id);
}
function invoiceRowLabel(invoice) {
	return `invoice ${invoice.attributes.invoice_number}`;
}
/**
* Held in context rather than in the column definitions, so that opening a menu does not give the
* table new columns (which would remount every cell).
*/
var RowMenuContext = createContext({
	openMenu: null,
	setOpenMenu: () => {}
});
function RowActionsCell({ invoice, onAction }) {
	const { openMenu, setOpenMenu } = useContext(RowMenuContext);
	const open = openMenu?.id === invoice.id;
	return /* @__PURE__ */ jsx(InvoiceActionsMenu, {
		invoice,
		open,
		openedByKey: open && openMenu.byKey,
		onOpenChange: (next) => setOpenMenu(next ? {
			id: invoice.id,
			byKey: false
		} : null),
		onAction: (action, target) => void onAction(action, target)
	});
}
/** Keys that open a focused row's menu: the context-menu key and Shift+F10. */
function isMenuKey(event) {
	return event.key === "ContextMenu" || event.shiftKey && event.key === "F10";
}
/** Double-clicks and Enter on the row's own controls (checkbox, Actions) do what those controls do. */
function isOnControl(event) {
	return event.target instanceof Element && event.target.closest("button, input, a, select") !== null;
}
/**
* The Invoice List: filters, sort and page live in the URL; the server filters, sorts and pages,
* so it stays fast at 100,000 invoices. Rows open the Edit dialog on double-click or Enter and a
* menu on right-click, the context-menu key, Shift+F10 or their Actions button.
*/
function InvoiceList() {
	const table = useTableUrlState({
		filterKeys: FILTER_KEYS,
		sortableFields: SORTABLE_FIELDS,
		defaultSort: DEFAULT_SORT
	});
	const params = {
		number: table.filters.number,
		date: table.filters.date,
		sort: table.sort,
		page: table.page,
		pageSize: table.pageSize
	};
	const invoices = useInvoices(params);
	const rows = invoices.data?.data;
	const pagination = invoices.data?.meta.pagination;
	useKeepPageInRange(table.page, pagination?.pageCount, table.setPage);
	const viewKey = JSON.stringify(params);
	const [selection, setSelection] = useState({
		viewKey,
		rows: {}
	});
	const selectedRows = selection.viewKey === viewKey ? selection.rows : {};
	const selected = (rows ?? []).filter((invoice) => selectedRows[String(invoice.id)]);
	const clearSelection = () => setSelection({
		viewKey,
		rows: {}
	});
	const [editing, setEditing] = useState(null);
	const [openMenu, setOpenMenu] = useState(null);
	const rowMenu = useMemo(() => ({
		openMenu,
		setOpenMenu
	}), [openMenu]);
	const actions = useInvoiceActions();
	const { run } = actions;
	const columns = useMemo(() => [
		{
			id: "invoice_number",
			accessorFn: (invoice) => invoice.attributes.invoice_number,
			header: "Invoice #",
			enableSorting: true,
			meta: { className: "invoice-cell--number" },
			cell: ({ row }) => row.original.attributes.invoice_number
		},
		{
			id: "customer_name",
			accessorFn: (invoice) => invoice.attributes.customer_name,
			header: "Customer",
			enableSorting: true,
			cell: ({ row }) => row.original.attributes.customer_name
		},
		{
			id: "invoice_date",
			accessorFn: (invoice) => invoice.attributes.invoice_date,
			header: "Invoice Date",
			enableSorting: true,
			meta: { className: "invoice-cell--nowrap" },
			cell: ({ row }) => formatDayMonthYear(row.original.attributes.invoice_date)
		},
		{
			id: "status",
			accessorFn: (invoice) => invoice.attributes.status,
			header: "Status",
			enableSorting: true,
			cell: ({ row }) => /* @__PURE__ */ jsx(InvoiceStatusBadge, { status: row.original.attributes.status })
		},
		{
			id: "services",
			header: "Services",
			meta: { className: "invoice-cell--services" },
			cell: ({ row }) => (row.original.attributes.services?.data ?? []).map((line) => line.attributes.item).join(", ")
		},
		{
			id: "total_price",
			accessorFn: (invoice) => invoice.attributes.total_price,
			header: "Total Price (PKR)",
			enableSorting: true,
			meta: {
				align: "end",
				className: "invoice-cell--nowrap"
			},
			cell: ({ row }) => formatAmount(toMinorUnits(row.original.attributes.total_price))
		},
		{
			id: "actions",
			header: () => /* @__PURE__ */ jsx("span", {
				className: "visually-hidden",
				children: "Actions"
			}),
			meta: {
				align: "end",
				className: "data-table__control-cell"
			},
			cell: ({ row }) => /* @__PURE__ */ jsx(RowActionsCell, {
				invoice: row.original,
				onAction: run
			})
		}
	], [run]);
	return /* @__PURE__ */ jsx(RowMenuContext.Provider, {
		value: rowMenu,
		children: /* @__PURE__ */ jsxs("section", {
			className: "invoice-list",
			"aria-labelledby": "invoices-heading",
			children: [
				/* @__PURE__ */ jsx("header", {
					className: "admin-section__header",
					children: /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
						id: "invoices-heading",
						className: "admin-section__title",
						children: "Invoices"
					}), /* @__PURE__ */ jsx("p", {
						className: "admin-section__lead",
						children: "Double-click a row (or press Enter on it) to edit; right-click it (or press Shift+F10) for more."
					})] })
				}),
				/* @__PURE__ */ jsxs(DataTableToolbar, {
					label: "Filter invoices",
					onClear: table.clearFilters,
					canClear: table.hasFilters,
					children: [/* @__PURE__ */ jsx(FormField, {
						label: "Invoice number",
						children: /* @__PURE__ */ jsx(DataTableSearchInput, {
							placeholder: "e.g. 01-INV",
							value: table.filters.number,
							onValueChange: (number) => table.setFilter("number", number)
						})
					}), /* @__PURE__ */ jsx(FormField, {
						label: "Invoice date",
						children: /* @__PURE__ */ jsx("input", {
							className: "input",
							type: "date",
							value: table.filters.date,
							onChange: (event) => table.setFilter("date", event.target.value)
						})
					})]
				}),
				selected.length > 0 ? /* @__PURE__ */ jsx(InvoiceBulkBar, {
					selected,
					onClearSelection: clearSelection,
					downloadPdf: actions.downloadPdf
				}) : null,
				/* @__PURE__ */ jsx(DataTable, {
					caption: "Invoices",
					columns,
					data: rows,
					getRowId: invoiceRowId,
					getRowLabel: invoiceRowLabel,
					sort: table.sort,
					onSortChange: table.setSort,
					isLoading: invoices.isPending,
					isFetching: invoices.isFetching,
					errorMessage: invoices.isError ? INVOICE_MESSAGES.loadFailed : void 0,
					onRetry: () => void invoices.refetch(),
					emptyMessage: MESSAGES.noInvoices,
					rowSelection: selectedRows,
					onRowSelectionChange: (next) => setSelection({
						viewKey,
						rows: next
					}),
					getRowProps: (invoice) => ({
						tabIndex: 0,
						className: "invoice-row",
						onDoubleClick: (event) => {
							if (!isOnControl(event)) setEditing(invoice);
						},
						onKeyDown: (event) => {
							if (isMenuKey(event)) {
								event.preventDefault();
								setOpenMenu({
									id: invoice.id,
									byKey: true
								});
							} else if (event.key === "Enter" && event.target === event.currentTarget) {
								event.preventDefault();
								setEditing(invoice);
							}
						}
					}),
					wrapRow: (invoice, rowElement) => /* @__PURE__ */ jsx(InvoiceContextMenu, {
						invoice,
						onAction: (action, target) => void run(action, target),
						children: rowElement
					})
				}),
				pagination ? /* @__PURE__ */ jsx(Pagination, {
					page: table.page,
					pageSize: table.pageSize,
					pageCount: pagination.pageCount,
					total: pagination.total,
					onPageChange: table.setPage,
					onPageSizeChange: table.setPageSize,
					itemLabel: "invoices",
					label: "Invoice pages"
				}) : null,
				/* @__PURE__ */ jsx(EditInvoiceDialog, {
					invoice: editing,
					onClose: () => setEditing(null)
				}),
				actions.rateDialog
			]
		})
	});
}
// src/features/invoices/components/invoices-tab.tsx
/** Where the sub-tabs live, relative to /manage (the admin area's base). */
var INVOICE_LIST_PATH = "/invoices";
var CREATE_INVOICE_PATH = "/invoices/new";
/** The Invoices tab: sub-tabs Invoice List (/manage/invoices) and Create Invoice (/manage/invoices/new). */
function InvoicesTab() {
	const [creating] = useRoute(CREATE_INVOICE_PATH);
	return /* @__PURE__ */ jsxs("div", {
		className: "invoices-tab",
		children: [/* @__PURE__ */ jsxs("nav", {
			className: "sub-tabs",
			"aria-label": "Invoices",
			children: [/* @__PURE__ */ jsxs(Link, {
				href: INVOICE_LIST_PATH,
				className: "sub-tabs__link",
				"aria-current": creating ? void 0 : "page",
				children: [/* @__PURE__ */ jsx(List, {
					"aria-hidden": "true",
					size: 16
				}), "Invoice List"]
			}), /* @__PURE__ */ jsxs(Link, {
				href: CREATE_INVOICE_PATH,
				className: "sub-tabs__link",
				"aria-current": creating ? "page" : void 0,
				children: [/* @__PURE__ */ jsx(FilePlus2, {
					"aria-hidden": "true",
					size: 16
				}), "Create Invoice"]
			})]
		}), creating ? /* @__PURE__ */ jsx(CreateInvoiceForm, {}) : /* @__PURE__ */ jsx(InvoiceList, {})]
	});
}
export { CREATE_INVOICE_PATH, INVOICE_LIST_PATH, InvoicesTab as default };

//# sourceMappingURL=invoices-tab-UnNBb_c9.js.map