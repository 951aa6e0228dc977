/**
 * The x-axis labels of a chart of categories that fit its plot: every label when there is
 * room, else every second, third... one (always the first). Twelve month names under a
 * phone's chart otherwise ran together ("DecJanFebMar…").
 */
export function categoryTicks(labels: readonly string[], plotWidth: number): string[] {
  // A short label (a month, "Mon") at the charts' 12 px text, with a gap to its neighbour.
  const longest = Math.max(1, ...labels.map((label) => label.length));
  const room = longest * 7 + 10;
  const fit = Math.max(1, Math.floor(plotWidth / room));
  const step = Math.ceil(labels.length / fit);
  return labels.filter((_, i) => i % step === 0);
}
