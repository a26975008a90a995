// What the main process tells the preload through webPreferences.additionalArguments (a sandboxed preload reads
// no files): the configured server's origin, and the app's version.
export const SERVER_ORIGIN_ARGUMENT = '--longwood-server-origin=';
export const VERSION_ARGUMENT = '--longwood-desk-version=';
