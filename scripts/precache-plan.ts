import ts from 'typescript';

/** One chunk of Vite's .vite/manifest.json, the fields read here. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
  assets?: string[];
}

export type ViteManifest = Record<string, ManifestChunk>;

/** What the service worker keeps, as build files (`assets/...`), and when. */
export interface PrecachePlan {
  /** What the sign-in pages load: kept from the worker's install, also for a guest. */
  signIn: string[];
  /** What every signed-in page needs: kept after a sign-in, whoever signed in. */
  signedIn: string[];
  /** Per signed-in page (its name in src/app/signed-in-pages.ts), what it adds to those. */
  pages: Record<string, string[]>;
}

/** The signed-in layout and the pages' loaders: what a guest's pages never run. */
const SIGNED_IN_ROOTS = ['src/app/layouts/signed-in-layout.tsx', 'src/app/signed-in-pages.ts'];
/**
 * The entry, whose chunk also holds the sign-in page (`ENTRY_PAGE` in vite.config.ts), where a
 * guest starts and every sign-out lands, online or not. The other sign-in pages need the server
 * for all they do, and share chunks with the signed-in pages.
 */
const GUEST_ROOTS = ['index.html'];
const ALIAS = '@/';

/**
 * Every `import('@/…')` in `source`, as the manifest names its module (`src/….tsx`), with the
 * names of the declarations and properties it sits in, outermost first (`['firstDataOf',
 * 'home']`; a quoted property's name as written, `'team-poster'`).
 */
function lazyImports(source: string, manifest: ViteManifest) {
  const found: { names: string[]; key: string }[] = [];
  // A module with no chunk of its own went into a landing page's group (vite.config.ts,
  // LANDING_PAGES' `with`), which that page's own code needs anyway: nothing more to keep.
  const keyOf = (specifier: string) => {
    const base = `src/${specifier.slice(ALIAS.length)}`;
    return [`${base}.tsx`, `${base}.ts`].find((candidate) => candidate in manifest);
  };
  const visit = (node: ts.Node, names: string[]): void => {
    const named =
      (ts.isPropertyAssignment(node) || ts.isVariableDeclaration(node)) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name))
        ? [...names, node.name.text]
        : names;
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      ts.isStringLiteral(node.arguments[0]) &&
      node.arguments[0].text.startsWith(ALIAS)
    ) {
      const key = keyOf(node.arguments[0].text);
      if (key) found.push({ names, key });
    }
    ts.forEachChild(node, (child) => visit(child, named));
  };
  visit(ts.createSourceFile('lazy.ts', source, ts.ScriptTarget.Latest), []);
  return found;
}

/**
 * A signed-in page module as src/app/signed-in-pages.ts globs them (the features' `*-page.tsx`
 * but the sign-in and error pages), with its page name: `team-poster` for
 * `src/features/teams/team-poster-page.tsx`.
 */
const PAGE_MODULE = /^src\/features\/(?!auth\/|errors\/)(?:.+\/)?([^/]+)-page\.tsx$/;

/**
 * The modules each signed-in page loads, by its page name (the route rows' `page`): its code,
 * every page module of the build, and its first data (`firstDataOf` in
 * src/app/signed-in-pages.ts, `source`). The page names the same pages when it tells the worker
 * whose pages to keep.
 */
export function pageModules(source: string, manifest: ViteManifest): Record<string, string[]> {
  const pages: Record<string, string[]> = {};
  for (const key of Object.keys(manifest)) {
    const name = PAGE_MODULE.exec(key)?.[1];
    if (name) (pages[name] ??= []).push(key);
  }
  for (const { names, key } of lazyImports(source, manifest)) {
    const [list, page] = names;
    if (list === 'firstDataOf' && page) (pages[page] ??= []).push(key);
  }
  return pages;
}

/** The chunk `key` and what it needs to run: its static imports, their CSS and assets. */
function needs(manifest: ViteManifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) needs(manifest, imported, into);
  return into;
}

function filesOf(manifest: ViteManifest, keys: Iterable<string>): Set<string> {
  const files = new Set<string>();
  for (const key of keys) {
    const { file, css = [], assets = [] } = manifest[key];
    for (const name of [file, ...css, ...assets]) files.add(name);
  }
  return files;
}

/**
 * `roots` with what they need and what they may load later (the dynamic imports `follow` lets
 * through, with what those need): the chunks of code a part of the app may run.
 */
function reach(
  manifest: ViteManifest,
  roots: string[],
  follow: (from: string, to: string) => boolean,
): Set<string> {
  const keys = new Set<string>();
  const pending = [...roots];
  for (let key = pending.pop(); key !== undefined; key = pending.pop()) {
    if (keys.has(key)) continue;
    for (const needed of needs(manifest, key)) {
      keys.add(needed);
      const later = manifest[needed].dynamicImports ?? [];
      pending.push(...later.filter((next) => follow(needed, next)));
    }
  }
  return keys;
}

/**
 * Splits the build's hashed files (`assets`, every file under assets/) three ways:
 * - sign-in: the entry and the sign-in page, what they need, and what they may load later
 *   that needs nothing only the signed-in part needs (the toaster, the theme...);
 * - per page (`pages`): each page's code and first data, with what they need and load, but
 *   for the rest;
 * - signed in, always: the rest. That is the signed-in layout and the pages' loaders with
 *   what they need and load, and what no page reaches (the error pages, the other sign-in
 *   pages: they share the signed-in part's chunks) with what it needs, so that every file is
 *   kept for someone who may open every page.
 * A module two pages use is in both pages' lists; the worker fetches it once.
 */
export function planPrecache(
  manifest: ViteManifest,
  pages: Record<string, string[]>,
  assets: string[],
): PrecachePlan {
  for (const key of [...SIGNED_IN_ROOTS, ...GUEST_ROOTS]) {
    if (!(key in manifest)) throw new Error(`${key} is not in the build`);
  }
  const needsOf = (keys: Iterable<string>) =>
    new Set([...keys].flatMap((key) => [...needs(manifest, key)]));
  const pageKeys = new Set(Object.values(pages).flat());
  const guestNeeds = needsOf(GUEST_ROOTS);
  // What the entry's chunks load later is the router's and the guest's business, not a page's.
  const pastTheEntry = (from: string) => !guestNeeds.has(from);
  const signedIn = reach(
    manifest,
    SIGNED_IN_ROOTS,
    (from, to) => pastTheEntry(from) && !pageKeys.has(to),
  );
  const onlySignedIn = (key: string) => signedIn.has(key) && !guestNeeds.has(key);
  const guest = reach(
    manifest,
    GUEST_ROOTS,
    (_, to) => ![...needs(manifest, to)].some(onlySignedIn),
  );
  const reached = Object.entries(pages).map(
    ([name, roots]) =>
      [
        name,
        reach(manifest, roots, (from, to) => pastTheEntry(from) && !signedIn.has(to)),
      ] as const,
  );
  // By file: a stylesheet several chunks share has a key of its own that nothing imports.
  const owned = filesOf(manifest, [...guest, ...reached.flatMap(([, keys]) => [...keys])]);
  const unowned = Object.keys(manifest).filter((key) => !owned.has(manifest[key].file));
  const core = [...needsOf([...signedIn, ...unowned])].filter((key) => !guest.has(key));
  const signInFiles = filesOf(manifest, guest);
  const coreFiles = filesOf(manifest, core);
  const pageFiles = Object.fromEntries(
    reached.map(([name, keys]) => [
      name,
      [...filesOf(manifest, keys)]
        .filter((file) => !signInFiles.has(file) && !coreFiles.has(file))
        .sort(),
    ]),
  );
  const notCore = new Set([...signInFiles, ...Object.values(pageFiles).flat()]);
  return {
    signIn: assets.filter((file) => signInFiles.has(file)),
    signedIn: assets.filter((file) => !notCore.has(file)),
    pages: pageFiles,
  };
}
