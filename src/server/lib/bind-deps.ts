/**
 * Service functions take one options object that includes what they run on (`db`, `env`, a
 * messenger…), so they are easy to test and to call from each other. `bindDeps` gives routes and
 * page loaders the same functions with those dependencies already filled in: callers pass only what
 * the request supplies, and never hold a database handle.
 */

// biome-ignore lint/suspicious/noExplicitAny: a service function's options are whatever it declares.
type TServiceFunction = (options: any) => unknown;

type TBound<D, F> = F extends (options: infer O) => infer R
  ? keyof Omit<O, keyof D> extends never
    ? (options?: Omit<O, keyof D>) => R
    : (options: Omit<O, keyof D>) => R
  : never;

export type TBoundServices<D, T extends Record<string, TServiceFunction>> = { [K in keyof T]: TBound<D, T[K]> };

export function bindDeps<D extends object, T extends Record<string, TServiceFunction>>(
  deps: D,
  functions: T,
): TBoundServices<D, T> {
  const bound: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(functions)) {
    bound[name] = (options: object = {}) => fn({ ...options, ...deps });
  }
  return bound as TBoundServices<D, T>;
}
