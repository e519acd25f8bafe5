// The stylesheets of the kit's list widgets (DataTable, ListCard's filters, PageHeader, the export
// menu): antd's look in plain CSS. Plain strings apart from the widgets, so that the server's page
// carries them too (server/render-view.tsx, lightWidgetsStyle): a list page drawn there is laid out
// before any script has run, and its hydration changes nothing on screen.

/*
 * antd's table look (v5, the product's theme) in plain CSS, and its layout: from 768 px the
 * columns take the width their content needs (table-layout auto) and break text between words
 * only; when they need more than the card, the table scrolls sideways inside it, never the page.
 * Below 768 px (spec §9's mobile breakpoint) each row is a card of label-value lines, the labels
 * being the column titles (`data-label`), as phone apps list records.
 */
export const DATA_TABLE_CSS = `
.mk-table-scroll{overflow-x:auto}
.mk-table{width:100%;border-collapse:separate;border-spacing:0;text-align:start;overflow-wrap:normal;word-break:normal}
/* antd's Typography, on the pages that still draw it in cells, breaks words anywhere: not in a table. */
.mk-table .ant-typography{word-break:normal}
.mk-table>thead>tr>th{position:relative;padding:12px 8px;border-bottom:1px solid #f0f0f0;background:#fafafa;
color:rgba(0,0,0,.88);font-weight:600;text-align:start}
.mk-table>thead>tr>th:first-child{border-start-start-radius:8px}
.mk-table>thead>tr>th:last-child{border-start-end-radius:8px}
.mk-table>thead>tr>th+th::before{content:"";position:absolute;inset-inline-start:0;top:50%;width:1px;height:1.6em;
transform:translateY(-50%);background:#f0f0f0}
.mk-table>tbody>tr>td{padding:12px 8px;border-bottom:1px solid #f0f0f0;transition:background .2s}
.mk-table>tbody>tr.mk-table-row:hover>td{background:#fafafa}
.mk-table-small>thead>tr>th,.mk-table-small>tbody>tr>td{padding:8px}
.mk-table .mk-align-right{text-align:right}
.mk-table .mk-align-center{text-align:center}
.mk-table>tbody>tr>td.mk-table-nowrap{white-space:nowrap}
.mk-table-placeholder>td{text-align:center}
.mk-table-footer{padding:12px 8px;background:#fafafa;border-end-start-radius:8px;border-end-end-radius:8px}
.mk-table-pager{margin:16px 0 0}
.mk-table-pager .mk-pager{justify-content:flex-end}
.mk-table-actions{display:flex;flex-wrap:nowrap;align-items:center;gap:8px;white-space:nowrap}
.mk-cell{display:flex;flex-direction:column}
@media (max-width:767px){
.mk-table{min-width:0}
.mk-table,.mk-table>tbody,.mk-table>tbody>tr,.mk-table>tbody>tr>td{display:block}
.mk-table>thead{display:none}
.mk-table>tbody>tr.mk-table-row{padding:4px 12px;border:1px solid #f0f0f0;border-radius:8px}
.mk-table>tbody>tr.mk-table-row+tr.mk-table-row{margin-top:12px}
.mk-table>tbody>tr.mk-table-row>td{display:flex;flex-wrap:wrap;align-items:baseline;justify-content:space-between;
gap:4px 16px;padding:8px 0;border-bottom:1px solid #f5f5f5;background:none;text-align:right}
.mk-table>tbody>tr.mk-table-row>td:last-child{border-bottom:0}
.mk-table>tbody>tr.mk-table-row>td::before{content:attr(data-label);color:rgba(0,0,0,.6);text-align:left}
.mk-table>tbody>tr.mk-table-row>td.mk-table-actions-cell::before{content:none}
.mk-table .mk-table-value{min-width:0}
.mk-table .mk-table-actions-cell .mk-table-value{flex:1;text-align:left}
.mk-table .mk-table-actions{flex-wrap:wrap}
}
`;

/*
 * antd's Select and Segmented looks (v5, the product's theme) for a native select and a group of
 * radio buttons: a list's filters work with the keyboard and assistive technology as the platform's
 * own controls do, and load no antd.
 */
export const LIST_FILTERS_CSS = `
.mk-list-tools{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:16px}
.mk-list-card{display:flex;flex-direction:column;gap:16px}
.mk-select{box-sizing:border-box;height:32px;padding:0 32px 0 11px;border:1px solid #d9d9d9;border-radius:8px;
background:#fff url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='64 64 896 896' width='12' height='12' fill='rgba(0,0,0,0.25)'%3E%3Cpath d='M884 256h-75c-5.1 0-9.9 2.5-12.9 6.6L512 654.2 227.9 262.6c-3-4.1-7.8-6.6-12.9-6.6h-75c-6.5 0-10.3 7.4-6.5 12.7l352.6 486.1c12.8 17.6 39 17.6 51.7 0l352.6-486.1c3.9-5.3.1-12.7-6.4-12.7z'/%3E%3C/svg%3E") no-repeat right 11px center;
color:rgba(0,0,0,.88);font:inherit;line-height:30px;appearance:none;cursor:pointer;transition:border-color .2s}
.mk-select:hover{border-color:#4a82ff}
.mk-select:focus-visible{border-color:#1f5eff;outline:0;box-shadow:0 0 0 2px rgba(5,88,255,.1)}
.mk-segmented{display:inline-flex;flex-wrap:wrap;gap:2px;padding:2px;border-radius:8px;background:#f5f5f5}
.mk-segmented label{position:relative;display:inline-flex;align-items:center;min-height:28px;padding:0 11px;
border-radius:6px;color:rgba(0,0,0,.65);cursor:pointer;transition:color .2s,background .2s}
.mk-segmented label:hover{color:rgba(0,0,0,.88);background:rgba(0,0,0,.06)}
.mk-segmented input{position:absolute;opacity:0;width:0;height:0;margin:0}
.mk-segmented label:has(input:checked){background:#fff;color:rgba(0,0,0,.88);box-shadow:0 1px 2px rgba(0,0,0,.03),0 1px 6px -1px rgba(0,0,0,.02),0 2px 4px rgba(0,0,0,.02)}
.mk-segmented label:has(input:focus-visible){outline:4px solid #b3ccff;outline-offset:1px}
`;

/** PageHeader's title line. */
export const PAGE_HEADER_CSS =
  '.mk-page-header{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:16px}';

/** The export button's menu, as antd's Dropdown. */
export const EXPORT_MENU_CSS = `
.mk-menu-anchor{position:relative;display:inline-block}
.mk-menu{position:absolute;top:calc(100% + 4px);inset-inline-end:0;z-index:1050;min-width:100%;box-sizing:border-box;
margin:0;padding:4px;list-style:none;border-radius:8px;background:#fff;
box-shadow:0 6px 16px 0 rgba(0,0,0,.08),0 3px 6px -4px rgba(0,0,0,.12),0 9px 28px 8px rgba(0,0,0,.05)}
.mk-menu button{display:block;width:100%;padding:5px 12px;border:0;border-radius:4px;background:none;
color:rgba(0,0,0,.88);font:inherit;text-align:start;white-space:nowrap;cursor:pointer}
.mk-menu button:hover,.mk-menu button:focus-visible{background:rgba(0,0,0,.04);outline:0}
.mk-menu button:focus-visible{box-shadow:inset 0 0 0 2px #b3ccff}
`;
