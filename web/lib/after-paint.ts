/**
 * Runs `task` once the browser has painted the current frame: a click's acknowledgement
 * (a busy button) is drawn first, and the work the click starts (loading and running the
 * session machine, supabase-js) after it, instead of holding the paint back. A
 * `requestAnimationFrame` callback runs just before the frame is painted and a timeout it
 * sets runs after; a hidden tab draws no frames, so a plain timeout runs it there.
 */
export function afterPaint(task: () => void): void {
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    task();
  };
  if (typeof requestAnimationFrame === 'function') {
    requestAnimationFrame(() => setTimeout(run, 0));
  }
  setTimeout(run, 100);
}
