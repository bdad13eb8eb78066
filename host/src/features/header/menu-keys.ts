/**
 * Which item of a menu the keyboard moves to (WAI-ARIA APG, menu button pattern): Down and Up
 * wrap around, Home and End go to the ends, and a printable character goes to the next item whose
 * label starts with it. Null for any other key, so the key keeps its default.
 */
export function menuTarget(key: string, current: number, labels: readonly string[]): number | null {
  const count = labels.length;
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return current < 0 ? 0 : (current + 1) % count;
    case 'ArrowUp':
      return current < 0 ? count - 1 : (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
  if (key.length !== 1 || key === ' ') return null;
  const letter = key.toLocaleLowerCase();
  // Starts after the current item, so pressing the same letter again walks the items sharing it.
  for (let step = 1; step <= count; step += 1) {
    const index = (Math.max(current, -1) + step) % count;
    if (labels[index].trim().toLocaleLowerCase().startsWith(letter)) return index;
  }
  return null;
}
