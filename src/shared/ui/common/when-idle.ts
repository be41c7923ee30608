/** Runs `f` when the browser is idle (a moment later where it cannot say): work the agent is not waiting for. */
export function whenIdle(f: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => f());
  else window.setTimeout(f, 200);
}
