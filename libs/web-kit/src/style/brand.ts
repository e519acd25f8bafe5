/** The product's primary colour: antd's `colorPrimary` (the antd theme) and the antd-free widgets'. */
export const BRAND_COLOR = '#1f5eff';

/**
 * The text of every page: antd's default text colour, size and line height with the product's font
 * (the antd theme's `fontFamily`), also for what renders before or without antd.
 */
export const TEXT_STYLE = {
  color: 'rgba(0, 0, 0, 0.88)',
  fontSize: 14,
  lineHeight: 1.5714285714285714,
  fontFamily: "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;
