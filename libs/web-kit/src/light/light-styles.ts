import { attachStyles } from '../style/attach-styles';
import { ACCESSIBLE_COLORS, BRAND_COLOR } from '../style/brand';

/*
 * The light widgets' look: antd's (v5, the product's theme: primary #1f5eff, radius 8) in plain CSS,
 * so a page drawn with them matches the antd pages around it. Class names start with `mk-`.
 */
export const LIGHT_WIDGETS_CSS = `
.mk-icon{display:inline-flex;align-items:center;line-height:0;color:inherit;vertical-align:-0.125em}
.mk-btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;height:32px;padding:4px 15px;
border:1px solid #d9d9d9;border-radius:8px;background:#fff;color:rgba(0,0,0,.88);font:inherit;line-height:1.5715;
white-space:nowrap;cursor:pointer;box-shadow:0 2px 0 rgba(0,0,0,.02);transition:all .2s}
.mk-btn:hover{color:#4a82ff;border-color:#4a82ff}
.mk-btn:focus-visible{outline:4px solid #b3ccff;outline-offset:1px}
.mk-btn:disabled{cursor:default;opacity:.65}
.mk-btn-primary{border-color:${BRAND_COLOR};background:${BRAND_COLOR};color:#fff;box-shadow:0 2px 0 rgba(5,95,255,.1)}
.mk-btn-primary:hover{color:#fff;border-color:#4a82ff;background:#4a82ff}
.mk-btn-text{border-color:transparent;background:transparent;box-shadow:none}
.mk-btn-text:hover{color:rgba(0,0,0,.88);border-color:transparent;background:rgba(0,0,0,.06)}
.mk-btn-danger{color:${ACCESSIBLE_COLORS.error}}
.mk-btn-danger:hover{color:#a8071a;background:#fff2f0}
.mk-btn-block{width:100%}
.mk-btn-icon-only{width:32px;padding-inline:0}
.mk-btn-sm{height:24px;gap:4px;padding:0 7px;border-radius:4px}
.mk-btn-sm.mk-btn-icon-only{width:24px;padding-inline:0}
.mk-btn .mk-spinner{width:12px;height:12px;border-width:2px}
.mk-btn-primary .mk-spinner{border-color:rgba(255,255,255,.4);border-top-color:#fff}
.mk-spinner{display:inline-block;box-sizing:border-box;width:20px;height:20px;border:2px solid rgba(31,94,255,.25);
border-top-color:${BRAND_COLOR};border-radius:50%;animation:mk-spin .8s linear infinite}
.mk-spinner-large{width:32px;height:32px;border-width:3px}
@keyframes mk-spin{to{transform:rotate(360deg)}}
.mk-busy{position:relative}
.mk-busy-overlay{position:absolute;inset:0;z-index:4;display:flex;align-items:center;justify-content:center;
background:rgba(255,255,255,.5)}
.mk-card{display:flex;flex-direction:column;height:100%;box-sizing:border-box;border:1px solid #f0f0f0;border-radius:8px;
background:#fff}
.mk-card-head{display:flex;align-items:center;gap:8px;min-height:56px;padding:0 24px;border-bottom:1px solid #f0f0f0;
font-size:16px;font-weight:600}
.mk-card-title{flex:1;min-width:0;margin:0;font:inherit;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.mk-card-extra{margin-left:auto;font-size:14px;font-weight:400}
.mk-card-body{flex:1;padding:24px}
.mk-card-actions{display:flex;margin:0;padding:0;list-style:none;border-top:1px solid #f0f0f0}
.mk-card-actions>li{flex:1;margin:12px 0;text-align:center}
.mk-card-grid{display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}
@media (min-width:768px){.mk-card-grid{grid-template-columns:repeat(2,minmax(0,1fr))}}
@media (min-width:1200px){.mk-card-grid{grid-template-columns:repeat(3,minmax(0,1fr))}}
.mk-tag{display:inline-flex;align-items:center;gap:7px;height:22px;box-sizing:border-box;padding:0 7px;
border:1px solid #d9d9d9;border-radius:4px;background:#fafafa;font-size:12px;line-height:20px;white-space:nowrap}
.mk-tag-blue{color:#0958d9;background:#e6f4ff;border-color:#91caff}
.mk-tag-gold{color:#874d00;background:#fffbe6;border-color:#ffe58f}
.mk-tag-green{color:${ACCESSIBLE_COLORS.success};background:#f6ffed;border-color:#b7eb8f}
.mk-tag-red{color:${ACCESSIBLE_COLORS.error};background:#fff1f0;border-color:#ffa39e}
.mk-tag-purple{color:#531dab;background:#f9f0ff;border-color:#d3adf7}
.mk-search{display:inline-flex;align-items:center;gap:4px;box-sizing:border-box;width:100%;padding:4px 11px;
border:1px solid #d9d9d9;border-radius:8px;background:#fff;transition:all .2s}
.mk-search:hover,.mk-search:focus-within{border-color:${BRAND_COLOR}}
.mk-search:focus-within{box-shadow:0 0 0 2px rgba(5,88,255,.1)}
.mk-search input{flex:1;min-width:0;padding:0;border:0;outline:none;background:none;font:inherit;line-height:1.5715;
color:inherit}
.mk-search input::placeholder{color:rgba(0,0,0,.25)}
.mk-search input::-webkit-search-cancel-button{display:none}
.mk-search-clear{display:inline-flex;padding:0;border:0;background:none;color:rgba(0,0,0,.25);cursor:pointer;
font-size:12px}
.mk-search-clear:hover{color:rgba(0,0,0,.45)}
.mk-page-title{margin:0;font-size:30px;font-weight:600;line-height:1.2667}
.mk-secondary{color:${ACCESSIBLE_COLORS.secondaryText}}
.mk-warning{color:${ACCESSIBLE_COLORS.warning}}
.mk-strong{font-weight:600}
.mk-notice{padding:48px 32px;text-align:center}
.mk-notice-icon{margin-bottom:24px;font-size:72px;color:${BRAND_COLOR}}
.mk-notice-warning{color:#faad14}
.mk-notice-title{margin:0;font-size:24px;line-height:1.3333;color:rgba(0,0,0,.88);font-weight:400}
.mk-notice-text{margin-top:4px;color:${ACCESSIBLE_COLORS.secondaryText}}
.mk-list{margin:0;padding:0;list-style:none}
.mk-list-item{display:flex;flex-wrap:wrap;align-items:center;gap:8px 16px;padding:12px 0;border-bottom:1px solid rgba(5,5,5,.06)}
.mk-list-item:last-child{border-bottom:0}
.mk-list-meta{flex:1 1 12em;min-width:0}
.mk-list-title{margin-bottom:4px;color:rgba(0,0,0,.88);overflow-wrap:anywhere}
.mk-list-description{color:${ACCESSIBLE_COLORS.secondaryText}}
.mk-list-extra{font-weight:600}
.mk-list-actions{display:flex;gap:8px;margin:0;padding:0;list-style:none}
.mk-list a{color:${BRAND_COLOR};text-decoration:none}
.mk-list a:hover{color:#4a82ff}
.mk-empty{margin:32px 8px;text-align:center;color:${ACCESSIBLE_COLORS.secondaryText}}
.mk-empty-image{display:block;width:64px;height:41px;margin:0 auto 8px}
.mk-empty-footer{margin-top:16px}
.mk-alert{display:flex;align-items:flex-start;gap:12px;padding:20px 24px;border-radius:8px}
.mk-alert-warning{background:#fffbe6;border:1px solid #ffe58f}
.mk-alert-warning .mk-alert-icon{color:${ACCESSIBLE_COLORS.warning};font-size:24px;line-height:1}
.mk-alert-title{margin-bottom:4px;font-size:16px;color:rgba(0,0,0,.88)}
.mk-alert-description{color:rgba(0,0,0,.88)}
.mk-stats{display:grid;gap:16px;grid-template-columns:repeat(var(--mk-xs,1),minmax(0,1fr))}
@media (min-width:576px){.mk-stats{grid-template-columns:repeat(var(--mk-sm,var(--mk-xs,1)),minmax(0,1fr))}}
@media (min-width:768px){.mk-stats{grid-template-columns:repeat(var(--mk-md,var(--mk-sm,var(--mk-xs,1))),minmax(0,1fr))}}
@media (min-width:992px){.mk-stats{grid-template-columns:repeat(var(--mk-lg,var(--mk-md,var(--mk-sm,var(--mk-xs,1)))),minmax(0,1fr))}}
@media (min-width:1200px){.mk-stats{grid-template-columns:repeat(var(--mk-xl,var(--mk-lg,var(--mk-md,var(--mk-sm,var(--mk-xs,1))))),minmax(0,1fr))}}
.mk-stat-title{margin-bottom:4px;color:${ACCESSIBLE_COLORS.secondaryText}}
.mk-stat-value{display:flex;flex-wrap:wrap;align-items:center;gap:4px;font-size:24px;line-height:1.3333;color:rgba(0,0,0,.88)}
.mk-stat-value>span{white-space:nowrap}
@media (max-width:575px){.mk-stat-value{font-size:20px}}
.mk-stat-note{margin-top:4px;color:${ACCESSIBLE_COLORS.secondaryText}}
.mk-skeleton{height:16px;margin-top:12px;border-radius:4px;background:linear-gradient(90deg,rgba(0,0,0,.06) 25%,rgba(0,0,0,.15) 37%,rgba(0,0,0,.06) 63%);background-size:400% 100%;animation:mk-skeleton 1.4s ease infinite}
@keyframes mk-skeleton{0%{background-position:100% 50%}100%{background-position:0 50%}}
.mk-progress{display:flex;align-items:center;gap:8px;width:100%}
.mk-progress-trail{flex:1;height:6px;border-radius:100px;background:rgba(0,0,0,.06);overflow:hidden}
.mk-progress-bar{height:100%;border-radius:100px;background:${BRAND_COLOR}}
.mk-progress-done{background:${ACCESSIBLE_COLORS.success}}
.mk-progress-text{min-width:3em;font-size:12px;color:rgba(0,0,0,.88);white-space:nowrap}
.mk-count{display:inline-block;min-width:20px;height:20px;box-sizing:border-box;padding:0 6px;border-radius:10px;
background:${BRAND_COLOR};color:#fff;font-size:12px;font-weight:400;line-height:20px;text-align:center;white-space:nowrap;vertical-align:middle}
.mk-page{display:flex;flex-direction:column;gap:16px}
.mk-inline{display:inline-flex;flex-wrap:wrap;align-items:center;gap:8px}
.mk-ellipsis{min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}
.mk-panels{display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}
@media (min-width:992px){.mk-panels{grid-template-columns:repeat(2,minmax(0,1fr))}}
`;

/** Puts the light widgets' stylesheet into the page, once, before the first of them paints. */
export function useLightStyles(): void {
  attachStyles('light', LIGHT_WIDGETS_CSS);
}
