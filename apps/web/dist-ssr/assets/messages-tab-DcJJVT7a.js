import { t as MESSAGES } from "./messages-7jiQ752O.js";
import { a as useTableUrlState, c as DataTable, i as useKeepPageInRange, n as DataTableSearchInput, o as Pagination, r as toStrapiQuery, s as Select, t as DataTableToolbar } from "./data-table-toolbar-C9OLnrca.js";
import { i as localDayRange, r as formatTimestamp } from "./display-format-BkYWGB5l.js";
import { i as apiRequest } from "./api-client-CsphRgZs.js";
import { c as CONTACT_TOPICS } from "../entry-prerender.js";
import { t as FormField } from "./form-field-BhxgHKhJ.js";
import { jsx, jsxs } from "react/jsx-runtime";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { createColumnHelper } from "@tanstack/react-table";
// src/features/messages/api/get-messages.ts
/** The Messages tab's filters, by their query-string key. */
var MESSAGE_FILTER_KEYS = [
	"topic",
	"email",
	"sentOn"
];
/** Columns the API sorts messages by. */
var MESSAGE_SORT_FIELDS = [
	"firstName",
	"lastName",
	"email",
	"phone",
	"topic",
	"subject",
	"createdAt"
];
var DEFAULT_MESSAGE_SORT = {
	field: "createdAt",
	direction: "desc"
};
var messageKeys = {
	all: ["messages"],
	lists: () => [...messageKeys.all, "list"],
	list: (params) => [...messageKeys.lists(), params]
};
/**
* The tab's state as Strapi list parameters. "Sent on" is a day in the viewer's time zone, so it
* becomes the range from that day's first to its last millisecond.
*/
function toMessageListQuery({ filters, sort, page, pageSize }) {
	const day = filters.sentOn ? localDayRange(filters.sentOn) : null;
	return {
		filters: {
			...filters.topic ? { topic: { $eq: filters.topic } } : {},
			...filters.email.trim() ? { email: { $containsi: filters.email.trim() } } : {},
			...day ? { createdAt: {
				$gte: day.start,
				$lte: day.end
			} } : {}
		},
		sort,
		page,
		pageSize
	};
}
function getMessages(params, signal) {
	return apiRequest("/api/contacts", {
		query: toStrapiQuery(toMessageListQuery(params)),
		signal
	});
}
/** One page of contact messages; the previous page stays on screen while the next one loads. */
function useMessages(params) {
	return useQuery({
		queryKey: messageKeys.list(params),
		queryFn: ({ signal }) => getMessages(params, signal),
		placeholderData: keepPreviousData
	});
}
// src/features/messages/types.ts
function senderName(message) {
	return `${message.attributes.firstName} ${message.attributes.lastName}`.trim();
}
// src/features/messages/components/message-columns.tsx
var column = createColumnHelper();
/** The Messages table's columns; a sortable column's id is the API field it sorts by. */
var messageColumns = [
	column.accessor((m) => m.attributes.createdAt, {
		id: "createdAt",
		header: "Sent",
		enableSorting: true,
		meta: { className: "nowrap" },
		cell: ({ getValue }) => formatTimestamp(getValue(), { withTime: true })
	}),
	column.display({
		id: "firstName",
		header: "Name",
		enableSorting: true,
		meta: { className: "messages__name" },
		cell: ({ row }) => /* @__PURE__ */ jsxs("span", {
			className: "cell-stack__main",
			children: [
				row.original.attributes.firstName,
				" ",
				row.original.attributes.lastName
			]
		})
	}),
	column.accessor((m) => m.attributes.email, {
		id: "email",
		header: "Email",
		enableSorting: true,
		cell: ({ getValue }) => /* @__PURE__ */ jsx("a", {
			href: `mailto:${getValue()}`,
			children: getValue()
		})
	}),
	column.accessor((m) => m.attributes.phone, {
		id: "phone",
		header: "Phone",
		enableSorting: true,
		meta: { className: "nowrap" },
		cell: ({ getValue }) => /* @__PURE__ */ jsx("a", {
			href: `tel:${getValue().replace(/[^\d+]/g, "")}`,
			children: getValue()
		})
	}),
	column.accessor((m) => m.attributes.topic, {
		id: "topic",
		header: "Topic",
		enableSorting: true,
		cell: ({ getValue }) => /* @__PURE__ */ jsx("span", {
			className: "topic-badge",
			"data-topic": getValue(),
			children: getValue()
		})
	}),
	column.accessor((m) => m.attributes.subject, {
		id: "subject",
		header: "Subject",
		enableSorting: true,
		meta: { className: "messages__subject" }
	}),
	column.accessor((m) => m.attributes.message, {
		id: "message",
		header: "Message",
		meta: { className: "messages__message" },
		cell: ({ getValue }) => {
			const text = getValue()?.trim();
			return text ? /* @__PURE__ */ jsx("span", {
				className: "messages__preview",
				children: text
			}) : /* @__PURE__ */ jsx("span", {
				className: "muted-text",
				children: MESSAGES.noMessage
			});
		}
	})
];
// src/features/messages/components/message-details.tsx
/** The expanded part of a row: the whole message. */
function MessageDetails({ message }) {
	const text = message.attributes.message?.trim();
	return /* @__PURE__ */ jsxs("div", {
		className: "message-details",
		children: [/* @__PURE__ */ jsx("h3", { children: message.attributes.subject }), text ? /* @__PURE__ */ jsx("p", {
			className: "prewrap-text",
			children: text
		}) : /* @__PURE__ */ jsx("p", {
			className: "muted-text",
			children: MESSAGES.noMessage
		})]
	});
}
// src/features/messages/components/message-filters.tsx
/** Topic, email (contains, any case) and the day the message was sent. */
function MessageFilters({ table }) {
	const { filters, setFilter } = table;
	return /* @__PURE__ */ jsxs(DataTableToolbar, {
		label: "Filter messages",
		onClear: table.clearFilters,
		canClear: table.hasFilters,
		children: [
			/* @__PURE__ */ jsx(FormField, {
				label: "Topic",
				children: /* @__PURE__ */ jsx(Select, {
					placeholder: "All topics",
					options: CONTACT_TOPICS,
					value: filters.topic,
					onChange: (event) => setFilter("topic", event.target.value)
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: "Email",
				children: /* @__PURE__ */ jsx(DataTableSearchInput, {
					placeholder: "name@example.com",
					value: filters.email,
					onValueChange: (value) => setFilter("email", value)
				})
			}),
			/* @__PURE__ */ jsx(FormField, {
				label: "Sent on",
				children: /* @__PURE__ */ jsx("input", {
					className: "input",
					type: "date",
					value: filters.sentOn,
					onChange: (event) => setFilter("sentOn", event.target.value)
				})
			})
		]
	});
}
// src/features/messages/components/messages-tab.tsx
var count = new Intl.NumberFormat("en-US");
var rowId = (message) => String(message.id);
var messageLabel = (message) => `the message from ${senderName(message)}`;
var renderDetails = (message) => /* @__PURE__ */ jsx(MessageDetails, { message });
/** Contact messages: filter by topic, email and day sent; sorted and paged on the server. */
function MessagesTab() {
	const table = useTableUrlState({
		filterKeys: MESSAGE_FILTER_KEYS,
		sortableFields: MESSAGE_SORT_FIELDS,
		defaultSort: DEFAULT_MESSAGE_SORT
	});
	const { filters, sort, page, pageSize } = table;
	const query = useMessages({
		filters,
		sort,
		page,
		pageSize
	});
	const pagination = query.data?.meta.pagination;
	useKeepPageInRange(page, pagination?.pageCount, table.setPage);
	return /* @__PURE__ */ jsxs("section", {
		"aria-labelledby": "messages-title",
		children: [
			/* @__PURE__ */ jsxs("div", {
				className: "admin-section__header",
				children: [/* @__PURE__ */ jsx("h2", {
					id: "messages-title",
					className: "admin-section__title",
					children: "Messages"
				}), pagination ? /* @__PURE__ */ jsxs("p", {
					className: "admin-section__lead",
					children: [
						count.format(pagination.total),
						" ",
						pagination.total === 1 ? "message" : "messages",
						table.hasFilters ? " match the filters" : ""
					]
				}) : null]
			}),
			/* @__PURE__ */ jsx(MessageFilters, { table }),
			/* @__PURE__ */ jsx(DataTable, {
				caption: "Contact messages",
				columns: messageColumns,
				data: query.data?.data,
				getRowId: rowId,
				getRowLabel: messageLabel,
				sort,
				onSortChange: table.setSort,
				isLoading: query.isPending,
				isFetching: query.isPlaceholderData,
				errorMessage: query.isError ? MESSAGES.loadMessagesFailed : void 0,
				onRetry: () => void query.refetch(),
				emptyMessage: table.hasFilters ? "No messages match these filters." : "No messages yet.",
				renderDetail: renderDetails,
				footer: pagination && pagination.total > 0 ? /* @__PURE__ */ jsx(Pagination, {
					label: "Messages pages",
					itemLabel: "messages",
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
export { MessagesTab as default };

//# sourceMappingURL=messages-tab-DcJJVT7a.js.map