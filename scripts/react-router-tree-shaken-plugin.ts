import type { Plugin } from 'vite';

const REACT_ROUTER =
  /[\\/]node_modules[\\/]react-router[\\/]dist[\\/][^\\/]+[\\/]chunk-[^\\/]+\.mjs$/;
const DISPLAY_NAME = /^\s*[\w$]+\.displayName = "[\w.]+";$/gm;
const TOP_LEVEL_FORWARD_REF = /^var (\w+) = (React\d*)\.forwardRef\(/gm;

/**
 * Lets the bundler drop the React Router components the app does not use. Two things kept
 * them, used or not: the `X.displayName = "X"` statements (names for React's dev tools; a
 * property written at the top of a module counts as a side effect), removed here, and their
 * `forwardRef(...)` calls, not marked pure, marked here. Without both, <Link> with its prefetch
 * links and route-manifest code, <NavLink> and <Form> stay, and React Router's module lands
 * whole in the first chunk, on /login (the app's links are src/components/link.tsx). Should an
 * upgrade change either form, the build fails instead of silently growing (docs/decisions.md,
 * "/login under 2.0x the React floor").
 */
export function reactRouterTreeShaken(): Plugin {
  let sawReactRouter = false;
  let removed = 0;
  let marked = 0;
  return {
    name: 'qek-react-router-tree-shaken',
    apply: 'build',
    transform(code, id) {
      if (!REACT_ROUTER.test(id)) return null;
      sawReactRouter = true;
      const stripped = code
        .replace(DISPLAY_NAME, () => {
          removed += 1;
          return '';
        })
        .replace(TOP_LEVEL_FORWARD_REF, (_, name: string, react: string) => {
          marked += 1;
          return `var ${name} = /* @__PURE__ */ ${react}.forwardRef(`;
        });
      // Lines stay where they were: the source map needs no change.
      return stripped === code ? null : { code: stripped, map: null };
    },
    buildEnd() {
      if (sawReactRouter && (removed === 0 || marked === 0)) {
        this.error('React Router changed its displayName or forwardRef form: review this plugin');
      }
    },
  };
}
