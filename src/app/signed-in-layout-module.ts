/**
 * The signed-in layout's chunk. One dynamic import for the router, the error pages and fetching
 * ahead: each `import()` carries the list of chunks it preloads, and the first load had it thrice.
 */
export const signedInLayoutModule = () => import('./layouts/signed-in-layout');
