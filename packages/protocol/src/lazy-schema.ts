/** Every stand-in lazySchema made, for isLazySchema. */
const standIns = new WeakSet<object>();

/**
 * A schema built on its first use rather than when its module is evaluated.
 *
 * zod 4 gives every schema it builds its own set of methods, so building the contract's few
 * hundred schemas costs real time at start-up: in the browser, 60-130 ms of the main thread
 * (unthrottled, on our slow host) on every signed-in page load, most of it in one task (issue
 * 28, item 12; bench/LIGHTHOUSE.md), though a page uses a handful of them. Wrapped in this, a
 * schema costs nothing until something reads it: its first parse, or a schema that is itself
 * being built. Each is built once.
 *
 * The stand-in forwards every operation to the built schema, so it works wherever the schema
 * does: `.parse`, `.extend`, `.shape`, `instanceof`, inside other schemas (zod's methods are
 * closures over the built instance, so what they return refers to it, not to the stand-in).
 * `__NO_SIDE_EFFECTS__` lets the web's bundler drop a schema no code uses.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  const standIn = new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    // The stand-in's own (empty) target has none of these properties, so a proxy may not call
    // one non-configurable: zod defines `_zod` so.
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
  standIns.add(standIn);
  return standIn;
}

/** Whether `value` is a lazySchema stand-in (a test keeps every schema of the contract one). */
export function isLazySchema(value: unknown): boolean {
  return typeof value === 'object' && value !== null && standIns.has(value);
}
