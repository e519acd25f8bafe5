/** The product's primary colour: antd's `colorPrimary` (UiProvider's theme) and the antd-free widgets'. */
export const BRAND_COLOR = '#1f5eff';
