import { useEffect, useState } from 'react';
import type { LazyModule } from '@/lib/lazy-module';

/**
 * A lazy module (lib/lazy-module.ts) once it has arrived. While `wanted`, it is fetched if it has not been; a fetch
 * that failed (offline, not cached) says so in `failed` until `wanted` turns true again, which tries once more.
 */
export function useLoadedModule<T>(
  code: LazyModule<T>,
  wanted: boolean,
): { module: T | undefined; failed: boolean } {
  // A module namespace is an object, never a function: the setter takes it as a value.
  const [module, setModule] = useState<T | undefined>(code.current);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!wanted || module) return;
    let current = true;
    setFailed(false);
    code.load().then(
      (loaded) => current && setModule(loaded),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [code, wanted, module]);
  return { module, failed: failed && !module };
}
