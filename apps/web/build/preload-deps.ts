// Vite's preload map without what is loaded already (docs/decisions/255-bundle-budgets-checked-by-the-build.md).
// For every lazy import, Vite lists in the importing chunk each file the imported chunk needs, so the browser fetches
// them in parallel (`__vite__mapDeps`). A file the importing chunk itself imports statically has always been loaded
// before the importing code runs, and preloading it again does nothing: those names are left out, which makes the
// chunks that import many screens (the app's route table) smaller without changing what the browser fetches or when.
import type { Plugin, Rollup } from 'vite';

/** The files `fileName` imports statically, directly or through others (itself excluded). */
export function staticImportsOf(bundle: Rollup.OutputBundle, fileName: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string) => {
    const file = bundle[name];
    if (file?.type !== 'chunk') return;
    for (const imported of file.imports) {
      if (seen.has(imported)) continue;
      seen.add(imported);
      visit(imported);
    }
  };
  visit(fileName);
  return seen;
}

/**
 * The plugin and the `build.modulePreload.resolveDependencies` that goes with it: the plugin keeps the bundle Vite is
 * about to write (its hook runs before Vite's own that writes the preload map), and the function drops from a lazy
 * import's list the files its importing chunk already loaded.
 */
export function preloadOnlyWhatIsMissing(): {
  plugin: Plugin;
  resolveDependencies: (
    fileName: string,
    deps: string[],
    context: { hostId: string; hostType: 'html' | 'js' },
  ) => string[];
} {
  let bundle: Rollup.OutputBundle | undefined;
  const loaded = new Map<string, Set<string>>();
  return {
    plugin: {
      name: 'longwood:preload-only-what-is-missing',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler(_options, output) {
          bundle = output;
          loaded.clear();
        },
      },
    },
    resolveDependencies(_fileName, deps, { hostId, hostType }) {
      if (hostType !== 'js' || !bundle) return deps;
      let already = loaded.get(hostId);
      if (!already) loaded.set(hostId, (already = staticImportsOf(bundle, hostId)));
      return deps.filter((dep) => !already.has(dep));
    },
  };
}
