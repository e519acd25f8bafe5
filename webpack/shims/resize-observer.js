/**
 * `resize-observer-polyfill` for rc-resize-observer and rc-tabs: the browser's own ResizeObserver,
 * which every browser the product supports has had since 2020. The polyfill is ~4 KiB gzip on
 * every signed-in first load for nothing (mf-config.js aliases it here in the browser builds).
 */
export default globalThis.ResizeObserver;
