import { formatDateTime } from '@marketplace/web-kit';

/**
 * The Duration column (spec §2.5): 'start – end' with the time of day in the viewer's zone (issue
 * 39: a round may open and close on the same day), one side when only one is set, else null
 * ('Not scheduled').
 */
export function roundDuration(
  openAt: string | null,
  closeAt: string | null,
  language?: string,
): string | null {
  if (!openAt && !closeAt) return null;
  const open = openAt ? formatDateTime(openAt, language) : '…';
  const close = closeAt ? formatDateTime(closeAt, language) : '…';
  return `${open} – ${close}`;
}

export const ROUND_STATUS_COLORS: Record<string, string> = {
  draft: 'default',
  pending_approval: 'orange',
  approved: 'green',
  active: 'blue',
  closed: 'red',
  cancelled: 'default',
};

/** `<input type="datetime-local">` value (local time) → ISO instant, or null when empty. */
export function localDateTimeToIso(value: string | undefined | null): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
