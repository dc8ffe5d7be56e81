import { t as MESSAGES } from "./messages-7jiQ752O.js";
import { a as useTableUrlState, c as DataTable, i as useKeepPageInRange, n as DataTableSearchInput, o as Pagination, r as toStrapiQuery, s as Select, t as DataTableToolbar } from "./data-table-toolbar-C9OLnrca.js";
import { i as apiRequest, r as apiDownload } from "./api-client-CsphRgZs.js";
import { n as formatRupees, r as formatTimestamp, t as formatCalendarDate } from "./display-format-BkYWGB5l.js";
import { f as POSITIONS, g as Button, s as APPLICATION_STATUSES } from "../entry-prerender.js";
import { t as Dialog } from "./dialog-D0MC5lP6.js";
import { t as FormField } from "./form-field-BhxgHKhJ.js";
import { useState } from "react";
import { Download, Pencil } from "lucide-react";
import { jsx, jsxs } from "react/jsx-runtime";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "sonner";
import { createColumnHelper } from "@tanstack/react-table";
// src/features/applications/api/get-applications.ts
/** The Applications tab's filters, by their query-string key. */
var APPLICATION_FILTER_KEYS = [
	"name",
	"position",
	"startDate",
	"status"
];
/** Columns the API sorts applications by. */
var APPLICATION_SORT_FIELDS = [
	"firstName",
	"lastName",
	"email",
	"phone",
	"position",
	"experience",
	"startDate",
	"salaryExpect",
	"applicationStatus",
	"interviewTime",
	"createdAt"
];
var DEFAULT_APPLICATION_SORT = {
	field: "createdAt",
	direction: "desc"
};
var applicationKeys = {
	all: ["applications"],
	lists: () => [...applicationKeys.all, "list"],
	list: (params) => [...applicationKeys.lists(), params]
};
/** The tab's state as Strapi list parameters; the name search matches first OR last name. */
function toApplicationListQuery({ filters, sort, page, pageSize }) {
	const name = filters.name.trim();
	return {
		filters: {
			...filters.position ? { position: { $eq: filters.position } } : {},
			...filters.startDate ? { startDate: { $eq: filters.startDate } } : {},
			...filters.status ? { applicationStatus: { $eq: filters.status } } : {}
		},
		anyOf: name ? [{ firstName: { $containsi: name } }, { lastName: { $containsi: name } }] : void 0,
		sort,
		page,
		pageSize,
		populate: "*"
	};
}
function getApplications(params, signal) {
	return apiRequest("/api/carrers", {
		query: toStrapiQuery(toApplicationListQuery(params)),
		signal
	});
}
/** One page of applications; the previous page stays on screen while the next one loads. */
function useApplications(params) {
	return useQuery({
		queryKey: applicationKeys.list(params),
		queryFn: ({ signal }) => getApplications(params, signal),
		placeholderData: keepPreviousData
	});
}
// src/features/applications/types.ts
function applicantName(application) {
	return `${application.attributes.firstName} ${application.attributes.lastName}`.trim();
}
// src/features/applications/api/update-application.ts
function updateApplication({ id, data }) {
	return apiRequest(`/api/carrers/${id}`, {
		method: "PUT",
		body: { data }
	});
}
/** SPEC.md section 8's message for a failed change of this field. */
function updateFailedMessage(data) {
	if ("applicationStatus" in data) return MESSAGES.updateStatusFailed;
	if ("interviewTime" in data) return MESSAGES.updateInterviewTimeFailed;
	return MESSAGES.updateRemarksFailed;
}
function updateSavedMessage(data) {
	if ("applicationStatus" in data) return `Status set to ${data.applicationStatus}.`;
	if ("interviewTime" in data) return "Interview time saved.";
	return "Remarks saved.";
}
/**
* Saves a change. The tables show it at once; if the server refuses, the stored value comes back
* and a toast says what failed. The lists are reloaded afterwards either way.
*/
function useUpdateApplication() {
	const queryClient = useQueryClient();
	return useMutation({
		mutationFn: updateApplication,
		onMutate: async ({ id, data }) => {
			await queryClient.cancelQueries({ queryKey: applicationKeys.lists() });
			const snapshot = queryClient.getQueriesData({ queryKey: applicationKeys.lists() });
			queryClient.setQueriesData({ queryKey: applicationKeys.lists() }, (list) => list ? {
				...list,
				data: list.data.map((row) => row.id === id ? {
					...row,
					attributes: {
						...row.attributes,
						...data
					}
				} : row)
			} : list);
			return { snapshot };
		},
		onError: (_error, { data }, context) => {
			context?.snapshot.forEach(([key, list]) => queryClient.setQueryData(key, list));
			toast.error(updateFailedMessage(data));
		},
		onSuccess: (_answer, { data }) => {
			toast.success(updateSavedMessage(data));
		},
		onSettled: () => queryClient.invalidateQueries({ queryKey: applicationKeys.lists() })
	});
}
// src/features/applications/components/application-status-select.tsx
/** The status dropdown of a row: a choice is saved at once. */
function ApplicationStatusSelect({ application }) {
	const update = useUpdateApplication();
	const status = application.attributes.applicationStatus;
	return /* @__PURE__ */ jsx(Select, {
		size: "sm",
		className: "status-select",
		"data-status": status,
		"aria-label": `Status of ${applicantName(application)}`,
		options: APPLICATION_STATUSES,
		value: status,
		onChange: (event) => update.mutate({
			id: application.id,
			data: { applicationStatus: event.target.value }
		})
	});
}
/**
* Interview time as free text in the row, saved when the field loses focus (Enter does that too).
* An unchanged value is not sent; Escape puts the stored value back.
*/
function InterviewTimeInput({ application }) {
	const stored = application.attributes.interviewTime ?? "";
	const [draft, setDraft] = useState(stored);
	const [shown, setShown] = useState(stored);
	if (stored !== shown) {
		setShown(stored);
		setDraft(stored);
	}
	const update = useUpdateApplication();
	const save = () => {
		const next = draft.trim();
		if (next === stored.trim()) {
			setDraft(stored);
			return;
		}
		update.mutate({
			id: application.id,
			data: { interviewTime: next }
		}, { onError: () => setDraft(stored) });
	};
	return /* @__PURE__ */ jsx("input", {
		className: "input input--inline interview-time",
		type: "text",
		"aria-label": `Interview time for ${applicantName(application)}`,
		placeholder: "Not scheduled",
		maxLength: 200,
		value: draft,
		onChange: (event) => setDraft(event.target.value),
		onBlur: save,
		onKeyDown: (event) => {
			if (event.key === "Enter") event.currentTarget.blur();
			if (event.key === "Escape") setDraft(stored);
		}
	});
}
// src/features/applications/components/remarks-cell.tsx
var REMARKS_MAX_LENGTH = 5e3;
function RemarksForm({ application, onDone }) {
	const stored = application.attributes.remarks ?? "";
	const [text, setText] = useState(stored);
	const update = useUpdateApplication();
	const save = async () => {
		if (text.trim() === stored.trim()) {
			onDone();
			return;
		}
		try {
			await update.mutateAsync({
				id: application.id,
				data: { remarks: text.trim() }
			});
			onDone();
		} catch {}
	};
	return /* @__PURE__ */ jsxs("form", {
		id: `remarks-form-${application.id}`,
		onSubmit: (event) => {
			event.preventDefault();
			save();
		},
		children: [/* @__PURE__ */ jsx(FormField, {
			label: "Remarks",
			children: /* @__PURE__ */ jsx("textarea", {
				className: "input",
				rows: 6,
				maxLength: REMARKS_MAX_LENGTH,
				value: text,
				onChange: (event) => setText(event.target.value)
			})
		}), /* @__PURE__ */ jsxs("div", {
			className: "dialog__footer",
			children: [/* @__PURE__ */ jsx(Button, {
				variant: "secondary",
				onClick: onDone,
				children: "Cancel"
			}), /* @__PURE__ */ jsx(Button, {
				type: "submit",
				disabled: update.isPending,
				children: update.isPending ? "Saving..." : "Save"
			})]
		})]
	});
}
/** The remarks of a row (shortened) and a button that edits them in a dialog with Save. */
function RemarksCell({ application }) {
	const [open, setOpen] = useState(false);
	const remarks = application.attributes.remarks?.trim();
	const name = applicantName(application);
	return /* @__PURE__ */ jsxs("div", {
		className: "remarks-cell",
		children: [
			remarks ? /* @__PURE__ */ jsx("span", {
				className: "remarks-cell__text",
				title: remarks,
				children: remarks
			}) : /* @__PURE__ */ jsx("span", {
				className: "remarks-cell__empty",
				children: "No remarks"
			}),
			/* @__PURE__ */ jsx(Button, {
				variant: "ghost",
				size: "sm",
				className: "remarks-cell__edit",
				"aria-label": `Edit remarks for ${name}`,
				title: "Edit remarks",
				onClick: () => setOpen(true),
				children: /* @__PURE__ */ jsx(Pencil, {
					"aria-hidden": "true",
					size: 15
				})
			}),
			/* @__PURE__ */ jsx(Dialog, {
				open,
				onOpenChange: setOpen,
				title: "Edit remarks",
				description: `${name} · ${application.attributes.position}`,
				children: /* @__PURE__ */ jsx(RemarksForm, {
					application,
					onDone: () => setOpen(false)
				})
			})
		]
	});
}
// src/features/applications/api/download-resume.ts
/** Downloads a resume through its Staff-only address (`/api/files/{id}/download`). */
function downloadResume(file) {
	return apiDownload(file.attributes.url, file.attributes.name);
}
// src/features/applications/components/resume-files.tsx
var DOWNLOAD_FAILED_MESSAGE = "Failed to download the file.";
/** The application's resume files, each with a download button, or `No files.`. */
function ResumeFiles({ application }) {
	const files = application.attributes.resume?.data ?? [];
	if (files.length === 0) return /* @__PURE__ */ jsx("span", {
		className: "muted-text",
		children: MESSAGES.noFiles
	});
	return /* @__PURE__ */ jsx("ul", {
		className: "resume-files",
		children: files.map((file) => /* @__PURE__ */ jsx("li", { children: /* @__PURE__ */ jsxs(Button, {
			variant: "secondary",
			size: "sm",
			className: "resume-files__button",
			title: file.attributes.name,
			"aria-label": `Download ${file.attributes.name}`,
			onClick: () => downloadResume(file).catch(() => toast.error(DOWNLOAD_FAILED_MESSAGE)),
			children: [/* @__PURE__ */ jsx(Download, {
				"aria-hidden": "true",
				size: 14
			}), "Download"]
		}) }, file.id))
	});
}
var column = createColumnHelper();
/** The Applications table's columns; a sortable column's id is the API field it sorts by. */
var applicationColumns = [
	column.display({
		id: "firstName",
		header: "Name",
		enableSorting: true,
		meta: { className: "applications__name" },
		cell: ({ row }) => {
			const { firstName, lastName, email } = row.original.attributes;
			return /* @__PURE__ */ jsxs("div", {
				className: "cell-stack",
				children: [/* @__PURE__ */ jsxs("span", {
					className: "cell-stack__main",
					children: [
						firstName,
						" ",
						lastName
					]
				}), /* @__PURE__ */ jsx("a", {
					className: "cell-stack__sub cell-stack__sub--truncate",
					href: `mailto:${email}`,
					title: email,
					children: email
				})]
			});
		}
	}),
	column.display({
		id: "position",
		header: "Position",
		enableSorting: true,
		meta: { className: "applications__position" },
		cell: ({ row }) => /* @__PURE__ */ jsxs("div", {
			className: "cell-stack",
			children: [/* @__PURE__ */ jsx("span", { children: row.original.attributes.position }), /* @__PURE__ */ jsx("span", {
				className: "cell-stack__sub",
				children: row.original.attributes.experience || "N/A"
			})]
		})
	}),
	column.accessor((a) => a.attributes.startDate, {
		id: "startDate",
		header: "Start date",
		enableSorting: true,
		meta: { className: "nowrap" },
		cell: ({ getValue }) => formatCalendarDate(getValue())
	}),
	column.accessor((a) => a.attributes.salaryExpect, {
		id: "salaryExpect",
		header: "Salary",
		enableSorting: true,
		meta: {
			align: "end",
			className: "nowrap"
		},
		cell: ({ getValue }) => formatRupees(getValue()) || /* @__PURE__ */ jsx("span", {
			className: "muted-text",
			children: "N/A"
		})
	}),
	column.display({
		id: "applicationStatus",
		header: "Status",
		enableSorting: true,
		meta: { className: "applications__status" },
		cell: ({ row }) => /* @__PURE__ */ jsx(ApplicationStatusSelect, { application: row.original })
	}),
	column.display({
		id: "interviewTime",
		header: "Interview time",
		enableSorting: true,
		meta: { className: "applications__interview" },
		cell: ({ row }) => /* @__PURE__ */ jsx(InterviewTimeInput, { application: row.original })
	}),
	column.display({
		id: "remarks",
		header: "Remarks",
		meta: { className: "applications__remarks" },
		cell: ({ row }) => /* @__PURE__ */ jsx(RemarksCell, { application: row.original })
	}),
	column.display({
		id: "resume",
		header: "Resume",
		cell: ({ row }) => /* @__PURE__ */ jsx(ResumeFiles, { application: row.original })
	}),
	column.accessor((a) => a.attributes.createdAt, {
		id: "createdAt",
		header: "Applied",
		enableSorting: true,
		meta: { className: "nowrap" },
		cell: ({ getValue }) => formatTimestamp(getValue())
	})
];
// src/features/applications/components/application-details.tsx
/** The expanded part of a row: contact details and the cover letter. */
function ApplicationDetails({ application }) {
	const a = application.attributes;
	const coverLetter = a.coverLetter?.trim();
	return /* @__PURE__ */ jsxs("div", {
		className: "application-details",
		children: [/* @__PURE__ */ jsxs("dl", {
			className: "application-details__facts",
			children: [
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Email" }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("a", {
					href: `mailto:${a.email}`,
					children: a.email
				}) })] }),
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Phone" }), /* @__PURE__ */ jsx("dd", { children: /* @__PURE__ */ jsx("a", {
					href: `tel:${a.phone.replace(/[^\d+]/g, "")}`,
					children: a.phone
				}) })] }),
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Address" }), /* @__PURE__ */ jsx("dd", { children: a.address })] }),
				/* @__PURE__ */ jsxs("div", { children: [/* @__PURE__ */ jsx("dt", { children: "Applied" }), /* @__PURE__ */ jsx("dd", { children: formatTimestamp(a.createdAt, { withTime: true }) })] })
			]
		}), /* @__PURE__ */ jsxs("div", {
			className: "application-details__letter",
			children: [/* @__PURE__ */ jsx("h3", { children: "Cover letter" }), coverLetter ? /* @__PURE__ */ jsx("p", {
				className: "prewrap-text",
				children: coverLetter
			}) : /* @__PURE__ */ jsx("p", {
				className: "muted-text",
				children: MESSAGES.noCoverLetter
			})]
		})]
	});
}
// src/features/applications/components/application-filters.tsx
/** Name search (first or last name), position, start date and status. */
function ApplicationFilters({ table }) {
	const { filters, setFilter } = table;
	return /* @__PURE__ */ jsxs(DataTableToolbar, {
		label: "Filter applications",
		onClear: table.clearFilters,
		canClear: table.hasFilters,
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: "Search by name",
				children: /* @__PURE__ */ jsx(DataTableSearchInput, {
					placeholder: "First or last name",
					value: filters.name,
					onValueChange: (value) => setFilter("name", value)
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: "Position",
				children: /* @__PURE__ */ jsx(Select, {
					placeholder: "All positions",
					options: POSITIONS,
					value: filters.position,
					onChange: (event) => setFilter("position", event.target.value)
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: "Start date",
				children: /* @__PURE__ */ jsx("input", {
					className: "input",
					type: "date",
					value: filters.startDate,
					onChange: (event) => setFilter("startDate", event.target.value)
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: "Status",
				children: /* @__PURE__ */ jsx(Select, {
					placeholder: "All statuses",
					options: APPLICATION_STATUSES,
					value: filters.status,
					onChange: (event) => setFilter("status", event.target.value)
				})
			})
		]
	});
}
// src/features/applications/components/applications-tab.tsx
var count = new Intl.NumberFormat("en-US");
var rowId = (application) => String(application.id);
var renderDetails = (application) => /* @__PURE__ */ jsx(ApplicationDetails, { application });
/** Job applications: filter, sort and page on the server; status, interview time and remarks edited in place. */
function ApplicationsTab() {
	const table = useTableUrlState({
		filterKeys: APPLICATION_FILTER_KEYS,
		sortableFields: APPLICATION_SORT_FIELDS,
		defaultSort: DEFAULT_APPLICATION_SORT
	});
	const { filters, sort, page, pageSize } = table;
	const query = useApplications({
		filters,
		sort,
		page,
		pageSize
	});
	const pagination = query.data?.meta.pagination;
	useKeepPageInRange(page, pagination?.pageCount, table.setPage);
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "applications-title",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "admin-section__header",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "applications-title",
					className: "admin-section__title",
					children: "Applications"
				}), pagination ? /* @__PURE__ */ jsxs("p", {
					className: "admin-section__lead",
					children: [
						count.format(pagination.total),
						" ",
						pagination.total === 1 ? "application" : "applications",
						table.hasFilters ? " match the filters" : ""
					]
				}) : null]
			}),
			/* @__PURE__ */ jsx(ApplicationFilters, { table }),
			/* @__PURE__ */ jsx(DataTable, {
				caption: "Job applications",
				columns: applicationColumns,
				data: query.data?.data,
				getRowId: rowId,
				getRowLabel: applicantName,
				sort,
				onSortChange: table.setSort,
				isLoading: query.isPending,
				isFetching: query.isPlaceholderData,
				errorMessage: query.isError ? MESSAGES.loadApplicationsFailed : void 0,
				onRetry: () => void query.refetch(),
				emptyMessage: table.hasFilters ? "No applications match these filters." : "No applications yet.",
				renderDetail: renderDetails,
				footer: pagination && pagination.total > 0 ? /* @__PURE__ */ jsx(Pagination, {
					label: "Applications pages",
					itemLabel: "applications",
					page,
					pageSize,
					pageCount: pagination.pageCount,
					total: pagination.total,
					onPageChange: table.setPage,
					onPageSizeChange: table.setPageSize
				}) : null
			})
		]
	});
}
export { ApplicationsTab as default };

//# sourceMappingURL=applications-tab-B-cMVJY3.js.map