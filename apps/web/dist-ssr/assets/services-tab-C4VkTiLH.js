import { g as Button, m as TAX_TYPES, p as SERVICE_TYPES } from "../entry-prerender.js";
import { a as useTableUrlState, c as DataTable, i as useKeepPageInRange, n as DataTableSearchInput, o as Pagination, s as Select, t as DataTableToolbar } from "./data-table-toolbar-C9OLnrca.js";
import { t as FormField } from "./form-field-BhxgHKhJ.js";
import { a as formatDayMonthYear, d as serviceCreateSchema, f as serviceUpdateSchema, i as formatAmount, n as serviceKeys, p as toMinorUnits, r as describeError, t as useServices } from "./get-services-D1UyTrlT.js";
import { i as apiRequest, t as ApiRequestError } from "./api-client-CsphRgZs.js";
import { t as Dialog } from "./dialog-D0MC5lP6.js";
import { t as MESSAGES } from "./messages-7jiQ752O.js";
import { n as useConfirm } from "./admin-area-DKsogMzk.js";
import { createContext, useCallback, useContext, useMemo, useRef, useState } from "react";
import { Plus, Trash2 } from "lucide-react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { format } from "date-fns";
// src/features/services/api/create-service.ts
function createService(data) {
	return apiRequest("/api/services", {
		method: "POST",
		body: { data }
	});
}
function useCreateService() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: createService,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all })
	});
}
// src/features/services/service-columns.ts
var SERVICE_COLUMNS = {
	date: {
		label: "Date",
		editor: "date"
	},
	item: {
		label: "Item",
		editor: "text"
	},
	type: {
		label: "Type",
		editor: "select"
	},
	tax: {
		label: "Tax",
		editor: "select"
	},
	rate: {
		label: "Rate",
		editor: "number"
	},
	price_pkr: {
		label: "Price (PKR)",
		editor: "number"
	},
	remarks: {
		label: "Remarks",
		editor: "textarea"
	}
};
/** The editable columns in the order the table shows them (Actions follows). */
var SERVICE_FIELDS = [
	"date",
	"item",
	"type",
	"tax",
	"rate",
	"price_pkr",
	"remarks"
];
/** How a stored value reads in the table: dates day/month/year, amounts with separators. */
function formatServiceValue(field, value) {
	if (value === null || value === "") return "";
	if (field === "date") return formatDayMonthYear(String(value));
	if (typeof value === "number") return formatAmount(toMinorUnits(value));
	return value;
}
/** The stored value as an editor's text: plain numbers, ISO dates, empty text for nothing. */
function toEditorText(value) {
	return value === null ? "" : String(value);
}
/** An editor's text as the value the update schema reads; an emptied number reads as missing. */
function fromEditorText(field, text) {
	if (SERVICE_COLUMNS[field].editor !== "number") return text;
	return text.trim() === "" ? NaN : Number(text);
}
// src/features/services/service-messages.ts
/** What the Services tab tells a person; SPEC.md leaves these failures silent, DESIGN.md does not. */
var SERVICE_MESSAGES = {
	loadFailed: "Failed to load services.",
	addFailed: "Failed to add service.",
	updateFailed: "Failed to update service.",
	deleteFailed: "Failed to delete service.",
	added: "Service added.",
	deleted: "Service deleted.",
	noServices: "No services found."
};
// src/features/services/components/add-service-dialog.tsx
var FORM_ID = "add-service-form";
var FIELD_NAMES = [
	"item",
	"type",
	"tax",
	"rate",
	"price_pkr",
	"remarks",
	"date"
];
function emptyService() {
	return {
		item: "",
		tax: "",
		remarks: "",
		date: format(/* @__PURE__ */ new Date(), "yyyy-MM-dd")
	};
}
/** The `Add New Service` dialog: item, type, rate, price and date required; tax and remarks optional. */
function AddServiceDialog({ open, onOpenChange }) {
	const createService = useCreateService();
	const { register, handleSubmit, reset, setError, formState: { errors, isSubmitting } } = useForm({
		resolver: zodResolver(serviceCreateSchema),
		defaultValues: emptyService()
	});
	const close = () => {
		reset(emptyService());
		onOpenChange(false);
	};
	const onSubmit = handleSubmit(async (service) => {
		try {
			await createService.mutateAsync(service);
			toast.success(SERVICE_MESSAGES.added);
			close();
		} catch (error) {
			if (error instanceof ApiRequestError) {
				for (const [name, message] of Object.entries(error.fieldErrors)) if (FIELD_NAMES.includes(name)) setError(name, { message });
			}
			toast.error(SERVICE_MESSAGES.addFailed, { description: describeError(error) });
		}
	});
	return /* @__PURE__ */ jsx(Dialog, {
		open,
		onOpenChange: (next) => next ? onOpenChange(true) : close(),
		title: "Add New Service",
		footer: /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx(Button, {
			variant: "secondary",
			onClick: close,
			children: "Cancel"
		}), /* @__PURE__ */ jsx(Button, {
			type: "submit",
			form: FORM_ID,
			disabled: isSubmitting,
			children: isSubmitting ? "Submitting..." : "Add Service"
		})] }),
		children: /* @__PURE__ */ jsxs("form", {
			id: FORM_ID,
			className: "service-form",
			noValidate: true,
			onSubmit,
			children: [
				/* @__PURE__ */ jsx(FormField, {
					label: SERVICE_COLUMNS.item.label,
					error: errors.item?.message,
					required: true,
					className: "service-form__wide",
					children: /* @__PURE__ */ jsx("input", {
						className: "input",
						type: "text",
						autoComplete: "off",
						...register("item")
					})
				}),
				/* @__PURE__ */ jsx(FormField, {
					label: SERVICE_COLUMNS.type.label,
					error: errors.type?.message,
					required: true,
					children: /* @__PURE__ */ jsx(Select, {
						placeholder: "Select Type",
						options: SERVICE_TYPES,
						...register("type")
					})
				}),
				/* @__PURE__ */ jsx(FormField, {
					label: SERVICE_COLUMNS.tax.label,
					error: errors.tax?.message,
					children: /* @__PURE__ */ jsx(Select, {
						placeholder: "No tax",
						options: TAX_TYPES,
						...register("tax")
					})
				}),
				/* @__PURE__ */ jsx(FormField, {
					label: SERVICE_COLUMNS.rate.label,
					error: errors.rate?.message,
					required: true,
					children: /* @__PURE__ */ jsx("input", {
						className: "input",
						type: "number",
						step: "0.01",
						min: "0",
						inputMode: "decimal",
						...register("rate", { valueAsNumber: true })
					})
				}),
				/* @__PURE__ */ jsx(FormField, {
					label: SERVICE_COLUMNS.price_pkr.label,
					error: errors.price_pkr?.message,
					required: true,
					children: /* @__PURE__ */ jsx("input", {
						className: "input",
						type: "number",
						step: "0.01",
						min: "0",
						inputMode: "decimal",
						...register("price_pkr", { valueAsNumber: true })
					})
				}),
				/* @__PURE__ */ jsx(FormField, {
					label: SERVICE_COLUMNS.date.label,
					error: errors.date?.message,
					required: true,
					children: /* @__PURE__ */ jsx("input", {
						className: "input",
						type: "date",
						...register("date")
					})
				}),
				/* @__PURE__ */ jsx(FormField, {
					label: SERVICE_COLUMNS.remarks.label,
					error: errors.remarks?.message,
					className: "service-form__wide",
					children: /* @__PURE__ */ jsx("textarea", {
						className: "input",
						rows: 3,
						...register("remarks")
					})
				})
			]
		})
	});
}
// src/features/services/api/delete-service.ts
function deleteService(id) {
	return apiRequest(`/api/services/${id}`, { method: "DELETE" });
}
function useDeleteService() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: deleteService,
		onSuccess: () => queryClient.invalidateQueries({ queryKey: serviceKeys.all })
	});
}
// src/features/services/api/update-service.ts
function updateService({ id, data }) {
	return apiRequest(`/api/services/${id}`, {
		method: "PUT",
		body: { data }
	});
}
function useUpdateService() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateService,
		onSuccess: ({ data: saved }) => {
			queryClient.setQueriesData({ queryKey: serviceKeys.lists() }, (list) => list ? {
				...list,
				data: list.data.map((entry) => entry.id === saved.id ? saved : entry)
			} : list);
			return queryClient.invalidateQueries({ queryKey: serviceKeys.all });
		}
	});
}
// src/features/services/components/service-cell-editor.tsx
/**
* The inline editor SPEC.md names for each column: text for the item, a date input, selects for
* type and tax (saved as soon as a value is picked), numbers with step 0.01 for rate and price,
* and a textarea for remarks. Inputs save on blur or Enter, the textarea on blur or Ctrl+Enter;
* Escape leaves the cell without saving.
*/
function ServiceCellEditor({ field, initialValue, onCommit, onCancel }) {
	const finished = useRef(false);
	const column = SERVICE_COLUMNS[field];
	const finish = (action) => {
		if (finished.current) return;
		finished.current = true;
		action();
	};
	const commit = (element, fromKeyboard) => finish(() => onCommit(element.value, fromKeyboard));
	const cancel = (fromKeyboard) => finish(() => onCancel(fromKeyboard));
	const onKeyDown = (event) => {
		if (event.key === "Escape") {
			event.preventDefault();
			cancel(true);
		} else if (event.key === "Enter" && (column.editor !== "textarea" || event.ctrlKey || event.metaKey)) {
			event.preventDefault();
			commit(event.currentTarget, true);
		}
	};
	const focusOnMount = useCallback((element) => {
		element?.focus();
		if (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement && element.type !== "date") element.select();
	}, []);
	const editorClass = `input service-cell__editor service-cell__editor--${column.editor}`;
	const common = {
		"aria-label": column.label,
		defaultValue: initialValue,
		onKeyDown,
		ref: focusOnMount
	};
	switch (column.editor) {
		case "select": {
			const options = field === "type" ? SERVICE_TYPES : TAX_TYPES;
			return /* @__PURE__ */ jsx(Select, {
				...common,
				className: "service-cell__select",
				size: "sm",
				placeholder: initialValue === "" ? "Not set" : void 0,
				options,
				onChange: (event) => commit(event.currentTarget, true),
				onBlur: () => cancel(false)
			});
		}
		case "textarea": return /* @__PURE__ */ jsx("textarea", {
			...common,
			className: editorClass,
			rows: 3,
			onBlur: (event) => commit(event.currentTarget, false)
		});
		case "number": return /* @__PURE__ */ jsx("input", {
			...common,
			className: editorClass,
			type: "number",
			step: "0.01",
			min: "0",
			inputMode: "decimal",
			onBlur: (event) => commit(event.currentTarget, false)
		});
		default: return /* @__PURE__ */ jsx("input", {
			...common,
			className: editorClass,
			type: column.editor,
			onBlur: (event) => commit(event.currentTarget, false)
		});
	}
}
// src/features/services/components/service-editing-context.ts
/**
* Which cell of the price list is open. Held in context, not in the column definitions, so the
* columns stay the same objects and the table's cells are not remounted when a cell opens.
*/
var ServiceEditingContext = createContext({
	editing: null,
	setEditing: () => {}
});
function useServiceEditing() {
	return useContext(ServiceEditingContext);
}
// src/features/services/components/editable-service-cell.tsx
/**
* One cell of the price list: a button showing the stored value that turns into its editor.
* Only a changed, valid value is sent; while it saves the cell shows it, and on failure the
* cell falls back to the stored value and a toast says why.
*/
function EditableServiceCell({ service, field }) {
	const { editing: openCell, setEditing } = useServiceEditing();
	const editing = openCell?.id === service.id && openCell.field === field;
	const update = useUpdateService();
	const refocusButton = useRef(false);
	const focusIfReturning = useCallback((button) => {
		if (button && refocusButton.current) {
			refocusButton.current = false;
			button.focus();
		}
	}, []);
	const { label } = SERVICE_COLUMNS[field];
	const stored = service.attributes[field];
	const stopEditing = (fromKeyboard) => {
		refocusButton.current = fromKeyboard;
		setEditing(null);
	};
	const save = (text, fromKeyboard) => {
		stopEditing(fromKeyboard);
		const parsed = serviceUpdateSchema.safeParse({ [field]: fromEditorText(field, text) });
		if (!parsed.success) {
			toast.error(SERVICE_MESSAGES.updateFailed, { description: parsed.error.issues[0]?.message });
			return;
		}
		const value = parsed.data[field];
		if (value === void 0 || value === stored) return;
		update.mutate({
			id: service.id,
			data: { [field]: value }
		}, { onError: (error) => toast.error(SERVICE_MESSAGES.updateFailed, { description: describeError(error) }) });
	};
	if (editing) return /* @__PURE__ */ jsx(ServiceCellEditor, {
		field,
		initialValue: toEditorText(stored),
		onCommit: save,
		onCancel: stopEditing
	});
	const saving = update.isPending ? update.variables.data[field] : void 0;
	const shown = formatServiceValue(field, saving === void 0 ? stored : saving);
	return /* @__PURE__ */ jsxs("button", {
		ref: focusIfReturning,
		type: "button",
		className: `service-cell__button${saving === void 0 ? "" : " service-cell__button--saving"}`,
		onClick: () => setEditing({
			id: service.id,
			field
		}),
		"aria-busy": saving === void 0 ? void 0 : true,
		children: [/* @__PURE__ */ jsxs("span", {
			className: "visually-hidden",
			children: [
				"Edit ",
				label,
				": "
			]
		}), shown || /* @__PURE__ */ jsxs(Fragment$1, { children: [/* @__PURE__ */ jsx("span", {
			className: "service-cell__empty",
			"aria-hidden": "true",
			children: "—"
		}), /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: "empty"
		})] })]
	});
}
// src/features/services/components/services-table.tsx
/** Every column but Actions sorts on the server. */
var SERVICE_SORTABLE_FIELDS = SERVICE_FIELDS;
var NUMERIC_FIELDS = ["rate", "price_pkr"];
function serviceRowId(service) {
	return String(service.id);
}
function serviceRowLabel(service) {
	return service.attributes.item;
}
/** The price list: at most 500 px high with a sticky header; one cell is edited at a time. */
function ServicesTable({ services, isLoading, isFetching, isError, onRetry, sort, onSortChange }) {
	const [editing, setEditing] = useState(null);
	const editingContext = useMemo(() => ({
		editing,
		setEditing
	}), [editing]);
	const confirm = useConfirm();
	const { mutate: deleteService } = useDeleteService();
	const columns = useMemo(() => {
		const remove = async (service) => {
			if (!await confirm({
				title: "Delete service",
				message: MESSAGES.confirmDeleteService,
				confirmLabel: "Delete",
				tone: "danger"
			})) return;
			deleteService(service.id, {
				onSuccess: () => toast.success(SERVICE_MESSAGES.deleted),
				onError: (error) => toast.error(SERVICE_MESSAGES.deleteFailed, { description: describeError(error) })
			});
		};
		return [...SERVICE_FIELDS.map((field) => ({
			id: field,
			accessorFn: (service) => service.attributes[field],
			header: SERVICE_COLUMNS[field].label,
			enableSorting: true,
			meta: {
				align: NUMERIC_FIELDS.includes(field) ? "end" : "start",
				className: `service-cell service-cell--${field}`
			},
			cell: ({ row }) => /* @__PURE__ */ jsx(EditableServiceCell, {
				service: row.original,
				field
			})
		})), {
			id: "actions",
			header: "Actions",
			meta: { className: "service-cell--actions" },
			cell: ({ row }) => /* @__PURE__ */ jsxs(Button, {
				variant: "ghost",
				size: "sm",
				className: "service-delete",
				onClick: () => void remove(row.original),
				"aria-label": `Delete ${row.original.attributes.item}`,
				children: [/* @__PURE__ */ jsx(Trash2, {
					"aria-hidden": "true",
					size: 16
				}), "Delete"]
			})
		}];
	}, [confirm, deleteService]);
	return /* @__PURE__ */ jsx(ServiceEditingContext.Provider, {
		value: editingContext,
		children: /* @__PURE__ */ jsx(DataTable, {
			caption: "Services",
			columns,
			data: services,
			getRowId: serviceRowId,
			getRowLabel: serviceRowLabel,
			sort,
			onSortChange,
			isLoading,
			isFetching,
			errorMessage: isError ? SERVICE_MESSAGES.loadFailed : void 0,
			onRetry,
			emptyMessage: SERVICE_MESSAGES.noServices,
			stickyHeader: true,
			maxHeight: 500
		})
	});
}
// src/features/services/components/services-tab.tsx
var FILTER_KEYS = ["item", "type"];
var DEFAULT_SORT = {
	field: "date",
	direction: "desc"
};
/** The Services tab: the price list, filtered, sorted and paged on the server, edited in place. */
function ServicesTab() {
	const table = useTableUrlState({
		filterKeys: FILTER_KEYS,
		sortableFields: SERVICE_SORTABLE_FIELDS,
		defaultSort: DEFAULT_SORT
	});
	const [adding, setAdding] = useState(false);
	const services = useServices({
		item: table.filters.item,
		type: table.filters.type,
		sort: table.sort,
		page: table.page,
		pageSize: table.pageSize
	});
	const pagination = services.data?.meta.pagination;
	useKeepPageInRange(table.page, pagination?.pageCount, table.setPage);
	return /* @__PURE__ */ jsxs("section", {
		className: "services-tab",
		"aria-labelledby": "services-heading",
		children: [
			/* @__PURE__ */ jsx("header", {
				className: "admin-section__header",
				children: /* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("h2", {
					id: "services-heading",
					className: "admin-section__title",
					children: "Services"
				}), /* @__PURE__ */ jsx("p", {
					className: "admin-section__lead",
					children: "The price list invoices are built from. Click a cell to change it."
				})] })
			}),
			/* @__PURE__ */ jsxs(DataTableToolbar, {
				label: "Filter services",
				onClear: table.clearFilters,
				canClear: table.hasFilters,
				actions: /* @__PURE__ */ jsxs(Button, {
					onClick: () => setAdding(true),
					children: [/* @__PURE__ */ jsx(Plus, {
						"aria-hidden": "true",
						size: 18
					}), "Add Service"]
				}),
				children: [/* @__PURE__ */ jsx(FormField, {
					label: "Item",
					children: /* @__PURE__ */ jsx(DataTableSearchInput, {
						placeholder: "Filter by item",
						value: table.filters.item,
						onValueChange: (item) => table.setFilter("item", item)
					})
				}), /* @__PURE__ */ jsx(FormField, {
					label: "Type",
					children: /* @__PURE__ */ jsx(Select, {
						placeholder: "All Types",
						options: SERVICE_TYPES,
						value: table.filters.type,
						onChange: (event) => table.setFilter("type", event.target.value)
					})
				})]
			}),
			/* @__PURE__ */ jsx(ServicesTable, {
				services: services.data?.data,
				isLoading: services.isPending,
				isFetching: services.isFetching,
				isError: services.isError,
				onRetry: () => void services.refetch(),
				sort: table.sort,
				onSortChange: table.setSort
			}),
			pagination ? /* @__PURE__ */ jsx(Pagination, {
				page: table.page,
				pageSize: table.pageSize,
				pageCount: pagination.pageCount,
				total: pagination.total,
				onPageChange: table.setPage,
				onPageSizeChange: table.setPageSize,
				itemLabel: "services",
				label: "Services pages"
			}) : null,
			/* @__PURE__ */ jsx(AddServiceDialog, {
				open: adding,
				onOpenChange: setAdding
			})
		]
	});
}
export { ServicesTab as default };

//# sourceMappingURL=services-tab-C4VkTiLH.js.map