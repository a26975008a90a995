import { lazy, useState, type ComponentProps, type ComponentType } from 'react';

// React.lazy's own constraint is ComponentType<any>; the export's real props type is kept by M[K].
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyComponent = ComponentType<any>;

/**
 * React.lazy for modules with named exports (the codebase has no default exports); keeps the props type.
 * `preload()` loads the module ahead: a component mounted after its module is loaded renders at once, without
 * the one frame of its Suspense fallback React.lazy always shows (docs/decisions/140-prerendered-landing-and-light-shell.md).
 */
export function lazyNamed<M, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loaded: M | undefined;
  const preload = async (): Promise<void> => {
    loaded = await load();
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded![name] as M[K] & AnyComponent };
  });
  function Named(props: ComponentProps<M[K] & AnyComponent>) {
    // Chosen once per mount, so the component never changes type under its own state.
    const [Component] = useState<AnyComponent>(() => (loaded ? (loaded[name] as AnyComponent) : Lazy));
    return <Component {...props} />;
  }
  return Object.assign(Named, { preload });
}

/**
 * True from the first render in which `open` is true on: a dialog loaded lazily (lazyNamed) is mounted when first
 * opened and stays mounted, so closing it runs as before (focus returns) and the page does not download it before
 * anyone opens it (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
