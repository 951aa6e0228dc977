/**
 * What a deployment's static assets hold (the page shell, the build manifest) never
 * changes under a running isolate, so it is read once per isolate and shared by every
 * request after. A failed read is forgotten, so the next request tries again instead of
 * failing for the isolate's whole life.
 */
export function oncePerIsolate<A extends unknown[], T>(
  read: (...args: A) => Promise<T>,
): (...args: A) => Promise<T> {
  let pending: Promise<T> | undefined;
  return (...args) => {
    pending ??= read(...args).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
