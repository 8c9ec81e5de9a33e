import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A page still loading: its load listeners and idle callbacks, run when the test says. */
function loadingPage() {
  const onLoad: Array<() => void> = [];
  const idle: Array<{ callback: () => void; timeout: number | undefined }> = [];
  const document = { readyState: 'loading' };
  vi.stubGlobal('document', document);
  vi.stubGlobal('window', { addEventListener: (type: string, listener: () => void) => type === 'load' && onLoad.push(listener) });
  vi.stubGlobal('requestIdleCallback', (callback: () => void, options?: { timeout?: number }) =>
    idle.push({ callback, timeout: options?.timeout }),
  );
  return {
    load() {
      document.readyState = 'complete';
      for (const listener of onLoad.splice(0)) listener();
    },
    idle,
  };
}

describe('afterPageSettles', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetModules();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits for the load event, a second more, and then the first idle moment', async () => {
    const page = loadingPage();
    const { afterPageSettles, pageHasSettled } = await import('./afterLoad');
    let settled = false;
    void afterPageSettles().then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(5000);
    expect(page.idle).toHaveLength(0);
    page.load();
    await vi.advanceTimersByTimeAsync(999);
    expect(page.idle).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    // Asked for an idle moment, two seconds at the most.
    expect(page.idle).toEqual([{ callback: expect.any(Function), timeout: 2000 }]);
    expect(settled).toBe(false);
    expect(pageHasSettled()).toBe(false);
    page.idle[0]?.callback();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toBe(true);
    expect(pageHasSettled()).toBe(true);
  });

  it('counts from now on a page that has loaded already, and waits once per visit', async () => {
    const page = loadingPage();
    page.load();
    const { afterPageSettles } = await import('./afterLoad');
    const first = afterPageSettles();
    await vi.advanceTimersByTimeAsync(1000);
    page.idle[0]?.callback();
    await first;
    expect(afterPageSettles()).toBe(first);
    expect(page.idle).toHaveLength(1);
  });
});
