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

/**
 * Text colours that meet WCAG 2.2 AA (4.5:1) on white and on the layout's #f5f5f5: antd's
 * own are lighter (secondary text #8c8c8c 3.4:1, links #1677ff 4.1:1, red #ff4d4f 3.3:1, the status
 * tags' green, gold and amber 1.8–3.4:1 on their tints). Shared with the light widgets and the shell.
 */
export const ACCESSIBLE_COLORS = {
  /** Secondary and description text (antd's colorTextTertiary / colorTextDescription). */
  secondaryText: 'rgba(0, 0, 0, 0.6)',
  /** Errors and danger actions: 5.6:1 on white, and white text on it. */
  error: '#cf1322',
  /** Success text on a green tint (antd's green-8). */
  success: '#237804',
  /** Warning text on an amber tint (antd's orange-8). */
  warning: '#ad4e00',
  /** Information text on a blue tint (antd's blue-7). */
  info: '#0958d9',
} as const;
