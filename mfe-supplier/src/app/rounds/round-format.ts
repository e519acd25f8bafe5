import { formatDateTime } from '@marketplace/web-kit';

/**
 * The Duration column (spec §2.5): 'start – end' with the time of day in the viewer's zone (issue
 * 39: a round may open and close on the same day), '…' for a side not set; null when neither is
 * ('Not scheduled'). As two parts, so a table can put them on two lines: each date is one
 * unbreakable run (Intl writes no-break spaces), and side by side they overflow 1280 px.
 */
export function roundDurationParts(
  openAt: string | null,
  closeAt: string | null,
  language?: string,
): [open: string, close: string] | null {
  if (!openAt && !closeAt) return null;
  return [openAt ? formatDateTime(openAt, language) : '…', closeAt ? formatDateTime(closeAt, language) : '…'];
}

/** `<input type="datetime-local">` value (local time) → ISO instant, or null when empty. */
export function localDateTimeToIso(value: string | undefined | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
