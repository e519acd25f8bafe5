import { shortId } from '@marketplace/domain';

/** Short order number (spec §9): '#' and the first 8 characters of the id. Apart from the status tag, which brings antd. */
export function orderNumber(id: string): string {
  return `#${shortId(id)}`;
}
