/** Browser helpers shared by the front-end benchmarks (lighthouse.mjs and the trace tools). */

/** Writes `player`'s session into the open page's local storage, as the sign-in page leaves it. */
export function storeSession(page, player) {
  return page.evaluate(
    ([token, username, user]) => {
      localStorage.setItem('access_token', token);
      localStorage.setItem('username', username);
      localStorage.setItem('user', user);
    },
    [player.token, player.username, JSON.stringify(player.user)],
  );
}

/** The trace events worth naming inside a main-thread task. */
const NAMED = new Set([
  'FunctionCall',
  'EvaluateScript',
  'v8.evaluateModule',
  'v8.compile',
  'v8.compileModule',
  'v8.run',
  'Layout',
  'UpdateLayoutTree',
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'MajorGC',
  'MinorGC',
  'V8.GCScavenger',
  'Paint',
]);

/** The trace events of `onMain` that ran inside `task`. */
export const eventsInside = (onMain, task) =>
  onMain.filter((e) => e.ph === 'X' && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= task.ts + task.dur && e !== task && e.name !== 'RunTask');

/** The `count` heaviest named events inside a task, as "name(script or function) ms". */
export function heaviest(inside, count) {
  return inside
    .filter((e) => NAMED.has(e.name))
    .sort((a, b) => b.dur - a.dur)
    .slice(0, count)
    .map((e) => {
      const where = e.args?.data?.url?.replace(/^https?:\/\/[^/]+/, '').slice(0, 40) ?? e.args?.data?.functionName;
      return `${e.name}${where ? `(${where})` : ''} ${(e.dur / 1000).toFixed(1)}`;
    });
}
