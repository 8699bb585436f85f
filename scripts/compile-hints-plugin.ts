import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chromium 136 and later): a file that starts with it has all its
 * functions compiled as the file loads, on a background thread while it streams in, instead of
 * each one on the main thread the first time it is called. Other engines read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** What the plugin reads of a chunk: the file, whether it is the entry, what it imports. */
export interface HintedChunk {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/**
 * The chunks a first page runs: the entry and the landing pages (`landingModules`: the end of
 * each one's module path), with all they import statically. Nearly every function in them runs
 * before that page is usable; the other pages' code keeps V8's lazy compilation, as most of it
 * runs later or never.
 */
export function firstPageChunks(chunks: HintedChunk[], landingModules: string[]): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const hinted = new Set<string>();
  const stack = chunks
    .filter(
      ({ isEntry, facadeModuleId }) =>
        isEntry || landingModules.some((module) => facadeModuleId?.endsWith(module) === true),
    )
    .map(({ fileName }) => fileName);
  for (let file = stack.pop(); file !== undefined; file = stack.pop()) {
    if (hinted.has(file)) continue;
    hinted.add(file);
    stack.push(...(byFile.get(file)?.imports ?? []));
  }
  return hinted;
}

/**
 * Puts the compile hint on the first line of the first pages' chunks. It runs after every other
 * plugin has written the code (Vite adds its preload map at the top of a chunk), since the hint
 * counts only on the first line, and after minification, which drops comments.
 */
export function compileHints(landingModules: string[]): Plugin {
  return {
    name: 'qek-compile-hints',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).flatMap((output) =>
          output.type === 'chunk' ? [output] : [],
        );
        const hinted = firstPageChunks(chunks, landingModules);
        for (const chunk of chunks) {
          if (hinted.has(chunk.fileName)) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
        }
      },
    },
  };
}
