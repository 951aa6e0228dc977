/**
 * Y-axis ticks for a chart of counts: whole numbers only, evenly spaced, from 0 to at
 * least `max`, at most `count + 1` of them. A count axis labelled 0, 0.5, 1 reads as
 * "0, 1, 1" once formatted, so the step is never below 1.
 */
export function integerTicks(max: number, count = 5): number[] {
  const top = Math.max(1, Math.ceil(max));
  const rough = top / count;
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(1, rough)));
  const step =
    [1, 2, 5, 10].map((m) => m * magnitude).find((candidate) => candidate >= rough) ??
    10 * magnitude;
  const ticks: number[] = [];
  for (let value = 0; value < top + step; value += step) {
    ticks.push(value);
    if (value >= top) break;
  }
  return ticks;
}
