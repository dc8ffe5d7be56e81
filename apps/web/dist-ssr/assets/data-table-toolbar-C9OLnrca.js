import { g as Button } from "../entry-prerender.js";
import { Fragment, useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useSearchParams } from "wouter";
import { AlertCircle, ArrowDown, ArrowUp, ArrowUpDown, ChevronDown, ChevronLeft, ChevronRight, Search, X } from "lucide-react";
import { Fragment as Fragment$1, jsx, jsxs } from "react/jsx-runtime";
import { flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
// src/components/ui/data-table.tsx
/** The next sort after a click on a column header: the sorted column flips, another starts ascending. */
function nextSort(current, field) {
	if (current?.field === field) return {
		field,
		direction: current.direction === "asc" ? "desc" : "asc"
	};
	return {
		field,
		direction: "asc"
	};
}
/** A checkbox that can also show the "some selected" state, which only exists as a DOM property. */
function IndeterminateCheckbox({ indeterminate, ...props }) {
	const ref = useRef(null);
	useEffect(() => {
		if (ref.current) ref.current.indeterminate = indeterminate;
	}, [indeterminate]);
	return /* @__PURE__ */ jsx("input", {
		ref,
		type: "checkbox",
		className: "data-table__checkbox",
		...props
	});
}
function selectionColumn(getRowLabel) {
	return {
		id: "__select",
		meta: { className: "data-table__control-cell" },
		header: ({ table }) => /* @__PURE__ */ jsx(IndeterminateCheckbox, {
			"aria-label": "Select all rows on this page",
			checked: table.getIsAllPageRowsSelected(),
			indeterminate: table.getIsSomePageRowsSelected(),
			onChange: () => table.toggleAllPageRowsSelected()
		}),
		cell: ({ row }) => /* @__PURE__ */ jsx(IndeterminateCheckbox, {
			"aria-label": `Select ${getRowLabel(row.original)}`,
			checked: row.getIsSelected(),
			indeterminate: false,
			onChange: () => row.toggleSelected()
		})
	};
}
function detailToggleColumn(getRowLabel) {
	return {
		id: "__details",
		meta: { className: "data-table__control-cell" },
		header: () => /* @__PURE__ */ jsx("span", {
			className: "visually-hidden",
			children: "Details"
		}),
		cell: ({ row }) => /* @__PURE__ */ jsx("button", {
			type: "button",
			className: "data-table__toggle",
			"aria-expanded": row.getIsExpanded(),
			"aria-label": `Details of ${getRowLabel(row.original)}`,
			onClick: () => row.toggleExpanded(),
			children: /* @__PURE__ */ jsx(ChevronRight, {
				"aria-hidden": "true",
				size: 18
			})
		})
	};
}
function alignClass(align) {
	return align && align !== "start" ? `data-table__cell--${align}` : void 0;
}
/**
* A table over one page of server data (TanStack Table in manual mode: the server filters,
* sorts and pages). Sortable headers are buttons with `aria-sort`; loading, empty and error
* states; optional row selection, expandable details, sticky header and scroll height.
* On narrow screens the table scrolls sideways inside its container.
*/
function DataTable({ caption, columns, data, getRowId, getRowLabel = getRowId, sort, onSortChange, isLoading = false, isFetching = false, errorMessage, onRetry, emptyMessage = "Nothing to show.", rowSelection, onRowSelectionChange, getRowProps, wrapRow, renderDetail, stickyHeader = false, maxHeight, skeletonRows = 5, footer }) {
	const [expanded, setExpanded] = useState({});
	const selectable = rowSelection !== void 0;
	const allColumns = useMemo(() => [
		...selectable ? [selectionColumn(getRowLabel)] : [],
		...renderDetail ? [detailToggleColumn(getRowLabel)] : [],
		...columns
	], [
		columns,
		selectable,
		renderDetail,
		getRowLabel
	]);
	const rows = useMemo(() => data ?? [], [data]);
	const table = useReactTable({
		data: rows,
		columns: allColumns,
		getRowId: (row) => getRowId(row),
		getCoreRowModel: getCoreRowModel(),
		manualSorting: true,
		manualPagination: true,
		manualFiltering: true,
		manualExpanding: true,
		autoResetExpanded: false,
		enableRowSelection: selectable,
		getRowCanExpand: () => Boolean(renderDetail),
		state: {
			rowSelection: rowSelection ?? {},
			expanded,
			sorting: sort ? [{
				id: sort.field,
				desc: sort.direction === "desc"
			}] : []
		},
		onRowSelectionChange: (updater) => {
			const next = typeof updater === "function" ? updater(rowSelection ?? {}) : updater;
			onRowSelectionChange?.(next);
		},
		onExpandedChange: setExpanded
	});
	const columnCount = table.getVisibleLeafColumns().length;
	const showSkeleton = isLoading && data === void 0 && !errorMessage;
	const busy = showSkeleton || isFetching;
	function renderBodyMessage(content, kind) {
		return /* @__PURE__ */ jsx("tr", {
			className: "data-table__message-row",
			children: /* @__PURE__ */ jsx("td", {
				colSpan: columnCount,
				children: /* @__PURE__ */ jsxs("div", {
					className: `data-table__message data-table__message--${kind}`,
					role: kind === "error" ? "alert" : void 0,
					children: [
						kind === "error" ? /* @__PURE__ */ jsx(AlertCircle, {
							"aria-hidden": "true",
							size: 20
						}) : null,
						/* @__PURE__ */ jsx("span", { children: content }),
						kind === "error" && onRetry ? /* @__PURE__ */ jsx(Button, {
							variant: "secondary",
							size: "sm",
							onClick: onRetry,
							children: "Retry"
						}) : null
					]
				})
			})
		});
	}
	function renderRow(row) {
		const extra = getRowProps?.(row.original) ?? {};
		const rowElement = /* @__PURE__ */ jsx("tr", {
			...extra,
			className: [
				"data-table__row",
				row.getIsSelected() ? "data-table__row--selected" : "",
				extra.className
			].filter(Boolean).join(" "),
			"data-state": row.getIsSelected() ? "selected" : void 0,
			children: row.getVisibleCells().map((cell) => {
				const meta = cell.column.columnDef.meta;
				return /* @__PURE__ */ jsx("td", {
					className: [alignClass(meta?.align), meta?.className].filter(Boolean).join(" ") || void 0,
					children: flexRender(cell.column.columnDef.cell, cell.getContext())
				}, cell.id);
			})
		});
		return /* @__PURE__ */ jsxs(Fragment, { children: [wrapRow ? wrapRow(row.original, rowElement) : rowElement, renderDetail && row.getIsExpanded() ? /* @__PURE__ */ jsx("tr", {
			className: "data-table__detail-row",
			children: /* @__PURE__ */ jsx("td", {
				colSpan: columnCount,
				children: /* @__PURE__ */ jsx("div", {
					className: "data-table__detail-content",
					children: renderDetail(row.original)
				})
			})
		}) : null] }, row.id);
	}
	function renderBody() {
		if (errorMessage) return renderBodyMessage(errorMessage, "error");
		if (showSkeleton) return Array.from({ length: skeletonRows }, (_, index) => /* @__PURE__ */ jsx("tr", {
			className: "data-table__skeleton-row",
			"aria-hidden": "true",
			children: Array.from({ length: columnCount }, (__, cellIndex) => /* @__PURE__ */ jsx("td", { children: /* @__PURE__ */ jsx("span", { className: "data-table__skeleton" }) }, cellIndex))
		}, index));
		const pageRows = table.getRowModel().rows;
		if (pageRows.length === 0) return renderBodyMessage(emptyMessage, "empty");
		return pageRows.map(renderRow);
	}
	return /* @__PURE__ */ jsxs("div", {
		className: [
			"data-table",
			stickyHeader ? "data-table--sticky" : "",
			isFetching && data ? "data-table--fetching" : ""
		].filter(Boolean).join(" "),
		children: [
			busy ? /* @__PURE__ */ jsx("p", {
				className: "visually-hidden",
				role: "status",
				children: "Loading…"
			}) : null,
			/* @__PURE__ */ jsx("div", {
				className: "data-table__scroll",
				style: maxHeight !== void 0 ? { maxHeight } : void 0,
				children: /* @__PURE__ */ jsxs("table", {
					className: "data-table__table",
					"aria-busy": busy || void 0,
					children: [
						/* @__PURE__ */ jsx("caption", {
							className: "visually-hidden",
							children: caption
						}),
						/* @__PURE__ */ jsx("thead", { children: table.getHeaderGroups().map((group) => /* @__PURE__ */ jsx("tr", { children: group.headers.map((header) => {
							const column = header.column;
							const meta = column.columnDef.meta;
							const sortable = column.columnDef.enableSorting === true && Boolean(onSortChange);
							const direction = sort?.field === column.id ? sort.direction : null;
							const label = header.isPlaceholder ? null : flexRender(column.columnDef.header, header.getContext());
							return /* @__PURE__ */ jsx("th", {
								scope: "col",
								colSpan: header.colSpan,
								className: [alignClass(meta?.align), meta?.className].filter(Boolean).join(" ") || void 0,
								"aria-sort": direction ? direction === "asc" ? "ascending" : "descending" : void 0,
								children: sortable ? /* @__PURE__ */ jsxs("button", {
									type: "button",
									className: ["data-table__sort", direction ? "data-table__sort--active" : ""].filter(Boolean).join(" "),
									onClick: () => onSortChange?.(nextSort(sort, column.id)),
									children: [/* @__PURE__ */ jsx("span", { children: label }), direction === "asc" ? /* @__PURE__ */ jsx(ArrowUp, {
										"aria-hidden": "true",
										size: 14
									}) : direction === "desc" ? /* @__PURE__ */ jsx(ArrowDown, {
										"aria-hidden": "true",
										size: 14
									}) : /* @__PURE__ */ jsx(ArrowUpDown, {
										"aria-hidden": "true",
										size: 14,
										className: "data-table__sort-idle"
									})]
								}) : label
							}, header.id);
						}) }, group.id)) }),
						/* @__PURE__ */ jsx("tbody", { children: renderBody() })
					]
				})
			}),
			footer ? /* @__PURE__ */ jsx("div", {
				className: "data-table__footer",
				children: footer
			}) : null
		]
	});
}
// src/components/ui/select.tsx
/**
* A native select in the site's look: keyboard and screen-reader behaviour come from the
* browser, and phones show their own picker. Works inside FormField and with react-hook-form.
*/
function Select({ options, placeholder, size = "md", className, ...props }) {
	return /* @__PURE__ */ jsxs("span", {
		className: [
			"select",
			`select--${size}`,
			className
		].filter(Boolean).join(" "),
		children: [/* @__PURE__ */ jsxs("select", {
			className: "input select__control",
			...props,
			children: [placeholder !== void 0 ? /* @__PURE__ */ jsx("option", {
				value: "",
				children: placeholder
			}) : null, options.map((option) => {
				const { value, label } = typeof option === "string" ? {
					value: option,
					label: option
				} : option;
				return /* @__PURE__ */ jsx("option", {
					value,
					children: label
				}, value);
			})]
		}), /* @__PURE__ */ jsx(ChevronDown, {
			className: "select__icon",
			"aria-hidden": "true",
			size: 16
		})]
	});
}
// src/components/ui/pagination.tsx
/** The page sizes a table offers. */
var PAGE_SIZE_OPTIONS = [
	10,
	25,
	50,
	100
];
var count = new Intl.NumberFormat("en-US");
/** Total count, "Page x of y", previous/next and a page-size choice (10, 25, 50, 100). */
function Pagination({ page, pageSize, pageCount, total, onPageChange, onPageSizeChange, itemLabel = "rows", label = "Pagination", disabled = false }) {
	const sizeId = useId();
	const lastPage = Math.max(pageCount, 1);
	const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
	const last = Math.min(page * pageSize, total);
	return /* @__PURE__ */ jsxs("nav", {
		className: "pagination",
		"aria-label": label,
		children: [/* @__PURE__ */ jsx("p", {
			className: "pagination__summary",
			children: total === 0 ? /* @__PURE__ */ jsxs(Fragment$1, { children: ["No ", itemLabel] }) : /* @__PURE__ */ jsxs(Fragment$1, { children: [
				/* @__PURE__ */ jsxs("span", {
					className: "pagination__range",
					children: [
						count.format(first),
						"–",
						count.format(last)
					]
				}),
				" ",
				"of ",
				/* @__PURE__ */ jsx("strong", { children: count.format(total) }),
				" ",
				itemLabel
			] })
		}), /* @__PURE__ */ jsxs("div", {
			className: "pagination__controls",
			children: [
				/* @__PURE__ */ jsxs("label", {
					className: "pagination__size",
					htmlFor: sizeId,
					children: [/* @__PURE__ */ jsx("span", { children: "Rows per page" }), /* @__PURE__ */ jsx(Select, {
						id: sizeId,
						size: "sm",
						value: String(pageSize),
						disabled,
						options: PAGE_SIZE_OPTIONS.map(String),
						onChange: (event) => onPageSizeChange(Number(event.target.value))
					})]
				}),
				/* @__PURE__ */ jsxs("p", {
					className: "pagination__status",
					"aria-live": "polite",
					children: [
						"Page ",
						count.format(Math.min(page, lastPage)),
						" of ",
						count.format(lastPage)
					]
				}),
				/* @__PURE__ */ jsxs("div", {
					className: "pagination__buttons",
					children: [/* @__PURE__ */ jsxs(Button, {
						variant: "secondary",
						size: "sm",
						"aria-label": "Previous page",
						disabled: disabled || page <= 1,
						onClick: () => onPageChange(page - 1),
						children: [/* @__PURE__ */ jsx(ChevronLeft, {
							"aria-hidden": "true",
							size: 16
						}), /* @__PURE__ */ jsx("span", {
							className: "pagination__button-text",
							children: "Previous"
						})]
					}), /* @__PURE__ */ jsxs(Button, {
						variant: "secondary",
						size: "sm",
						"aria-label": "Next page",
						disabled: disabled || page >= lastPage,
						onClick: () => onPageChange(page + 1),
						children: [/* @__PURE__ */ jsx("span", {
							className: "pagination__button-text",
							children: "Next"
						}), /* @__PURE__ */ jsx(ChevronRight, {
							"aria-hidden": "true",
							size: 16
						})]
					})]
				})
			]
		})]
	});
}
// src/components/ui/data-table-url-state.ts
var SORT_KEY = "sort";
var PAGE_KEY = "page";
var PAGE_SIZE_KEY = "pageSize";
function parseSort(raw, sortableFields, fallback) {
	const [field, direction] = (raw ?? "").split(":");
	if (field && sortableFields.includes(field) && (direction === "asc" || direction === "desc")) return {
		field,
		direction
	};
	return fallback;
}
function parsePositiveInt(raw) {
	if (!raw || !/^\d{1,9}$/.test(raw)) return null;
	const value = Number(raw);
	return value >= 1 ? value : null;
}
/**
* A server-side table's filters, sort, page and page size, kept in the URL's query string so that
* reload, Back and a shared link show the same rows. Defaults are left out of the URL; changes
* replace the history entry instead of adding one per keystroke. Changing a filter, the sort or
* the page size goes back to page 1.
*/
function useTableUrlState({ filterKeys, sortableFields, defaultSort }) {
	const [params, setParams] = useSearchParams();
	const state = useMemo(() => {
		const filters = Object.fromEntries(filterKeys.map((key) => [key, params.get(key)?.trim() ?? ""]));
		const size = parsePositiveInt(params.get(PAGE_SIZE_KEY));
		return {
			filters,
			hasFilters: Object.values(filters).some((value) => value !== ""),
			sort: parseSort(params.get(SORT_KEY), sortableFields, defaultSort),
			page: parsePositiveInt(params.get(PAGE_KEY)) ?? 1,
			pageSize: size !== null && PAGE_SIZE_OPTIONS.includes(size) ? size : 25
		};
	}, [
		params,
		filterKeys,
		sortableFields,
		defaultSort
	]);
	const update = useCallback((change) => {
		setParams((current) => {
			const next = new URLSearchParams(current);
			change(next);
			return next;
		}, { replace: true });
	}, [setParams]);
	const setFilter = useCallback((key, value) => update((next) => {
		if (value.trim()) next.set(key, value.trim());
		else next.delete(key);
		next.delete(PAGE_KEY);
	}), [update]);
	const clearFilters = useCallback(() => update((next) => {
		filterKeys.forEach((key) => next.delete(key));
		next.delete(PAGE_KEY);
	}), [update, filterKeys]);
	const setSort = useCallback((sort) => update((next) => {
		if (sort.field === defaultSort.field && sort.direction === defaultSort.direction) next.delete(SORT_KEY);
		else next.set(SORT_KEY, `${sort.field}:${sort.direction}`);
		next.delete(PAGE_KEY);
	}), [update, defaultSort]);
	const setPage = useCallback((page) => update((next) => {
		if (page > 1) next.set(PAGE_KEY, String(page));
		else next.delete(PAGE_KEY);
	}), [update]);
	const setPageSize = useCallback((pageSize) => update((next) => {
		if (pageSize === 25) next.delete(PAGE_SIZE_KEY);
		else next.set(PAGE_SIZE_KEY, String(pageSize));
		next.delete(PAGE_KEY);
	}), [update]);
	return {
		...state,
		setFilter,
		clearFilters,
		setSort,
		setPage,
		setPageSize
	};
}
/**
* Moves to the last page when the page in the URL is past it (rows were deleted, or an old link).
* `pageCount` is what the server reported, undefined while loading.
*/
function useKeepPageInRange(page, pageCount, setPage) {
	useEffect(() => {
		if (pageCount !== void 0 && pageCount > 0 && page > pageCount) setPage(pageCount);
	}, [
		page,
		pageCount,
		setPage
	]);
}
// src/lib/strapi.ts
/** Turns list parameters into Strapi's bracketed query keys. */
function toStrapiQuery(params) {
	const query = {};
	for (const [field, ops] of Object.entries(params.filters ?? {})) for (const [op, value] of Object.entries(ops)) query[`filters[${field}][${op}]`] = value;
	params.anyOf?.forEach((condition, index) => {
		for (const [field, ops] of Object.entries(condition)) for (const [op, value] of Object.entries(ops)) query[`filters[$or][${index}][${field}][${op}]`] = value;
	});
	if (params.sort) query.sort = `${params.sort.field}:${params.sort.direction}`;
	if (params.page) query["pagination[page]"] = params.page;
	if (params.pageSize) query["pagination[pageSize]"] = params.pageSize;
	if (params.populate) query.populate = params.populate;
	return query;
}
/**
* A search box for a table filter: the text shows at once while the (server) search waits for a
* pause in typing. Clearing the filter from outside clears the box.
*/
function DataTableSearchInput({ value, onValueChange, delayMs = 300, className, onKeyDown, ...props }) {
	const [draft, setDraft] = useState(value);
	const [committed, setCommitted] = useState(value);
	if (value !== committed) {
		setCommitted(value);
		setDraft(value);
	}
	useEffect(() => {
		if (draft.trim() === value.trim()) return;
		const timer = setTimeout(() => onValueChange(draft), delayMs);
		return () => clearTimeout(timer);
	}, [
		draft,
		value,
		delayMs,
		onValueChange
	]);
	return /* @__PURE__ */ jsxs("span", {
		className: "search-input",
		children: [/* @__PURE__ */ jsx(Search, {
			className: "search-input__icon",
			"aria-hidden": "true",
			size: 16
		}), /* @__PURE__ */ jsx("input", {
			...props,
			type: "search",
			className: [
				"input",
				"search-input__control",
				className
			].filter(Boolean).join(" "),
			value: draft,
			onChange: (event) => setDraft(event.target.value),
			onKeyDown: (event) => {
				if (event.key === "Enter" && draft.trim() !== value.trim()) onValueChange(draft);
				onKeyDown?.(event);
			}
		})]
	});
}
// src/components/ui/data-table-toolbar.tsx
/** The filter bar above a data table. */
function DataTableToolbar({ label, children, onClear, canClear = false, actions }) {
	return /* @__PURE__ */ jsxs("div", {
		className: "data-table-toolbar",
		children: [/* @__PURE__ */ jsxs("div", {
			role: "search",
			"aria-label": label,
			className: "data-table-toolbar__filters",
			children: [children, onClear ? /* @__PURE__ */ jsxs(Button, {
				variant: "ghost",
				size: "sm",
				className: "data-table-toolbar__clear",
				onClick: onClear,
				disabled: !canClear,
				children: [/* @__PURE__ */ jsx(X, {
					"aria-hidden": "true",
					size: 16
				}), "Clear filters"]
			}) : null]
		}), actions ? /* @__PURE__ */ jsx("div", {
			className: "data-table-toolbar__actions",
			children: actions
		}) : null]
	});
}
export { useTableUrlState as a, DataTable as c, useKeepPageInRange as i, DataTableSearchInput as n, Pagination as o, toStrapiQuery as r, Select as s, DataTableToolbar as t };

//# sourceMappingURL=data-table-toolbar-C9OLnrca.js.map