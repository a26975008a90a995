import { lazy, type ComponentType } from 'react';

/** React.lazy for modules with named exports (the codebase has no default exports); keeps the props type. */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => {
    const mod = await load();
    // React.lazy's own constraint is ComponentType<any>; the export's real props type is kept by M[K].
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    return { default: mod[name] as M[K] & ComponentType<any> };
  });
}
