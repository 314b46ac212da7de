/**
 * Runs `task` once the browser has painted what the current task changed (a press's busy state), so
 * that work which need not be in the press's frame (building and sending a request) does not hold its
 * feedback back. Without frames (a hidden tab) it runs after `fallbackMs`.
 */
export function afterPaint(task: () => void, fallbackMs = 100): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  // a timeout queued from a frame callback runs after that frame's paint
  requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, fallbackMs);
}
