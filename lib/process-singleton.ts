/**
 * One value per process, made on first use. Module state is not enough: `next dev` reloads modules, and the
 * production server (dist/server.mjs), instrumentation.ts and the pages' bundles each load their own copy of a
 * module, while a pool, a limit or a running scheduler must be one for the whole process. The value is kept under a
 * global symbol (`Symbol.for`), which every copy of this module finds.
 */
export function processSingleton<T>(key: string, create: () => T): T {
  const store = globalThis as unknown as Record<symbol, T | undefined>;
  const symbol = Symbol.for(`contrail.${key}`);
  return (store[symbol] ??= create());
}
