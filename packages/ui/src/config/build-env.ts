// The one reader of Vite's build-time settings besides facility.ts: import.meta.env is inlined at build time,
// so every VITE_* value is a string or absent. Lint forbids import.meta.env outside config/.
export const buildEnv = import.meta.env as unknown as Readonly<Record<string, string | undefined>>;
