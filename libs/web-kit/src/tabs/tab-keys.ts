/**
 * Which tab a key press in a tab list moves to (WAI-ARIA Authoring Practices, "Tabs"): the arrows
 * move to the neighbour and wrap around, Home and End to the first and last tab. Any other key:
 * `null`, left to the browser.
 */
export function tabIndexAfterKey(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
