/**
 * Runs `task` once the browser has painted a frame: at once in a hidden tab, which paints
 * none, and after a second at the latest (a frame can be held back). Used by the pre-paint
 * script and main.tsx to ask for the app's code only once prerendered markup is on screen.
 */
export function afterFirstPaint(task: () => void): void {
  if (document.visibilityState === 'hidden') {
    task();
    return;
  }
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, 1000);
}
