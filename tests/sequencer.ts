import { readFileSync } from 'node:fs';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { FRESH_GRAPH, isListed } from './own-modules.ts';

/** The environment a file asks for in its docblock (`// @vitest-environment node`), as vitest reads it. */
const DOCBLOCK_ENVIRONMENT = /@(?:vitest|jest)-environment\s+([\w-]+)/;

function environmentOf(spec: TestSpecification): string {
  const asked = DOCBLOCK_ENVIRONMENT.exec(readFileSync(spec.moduleId, 'utf8'))?.[1];
  return asked ?? spec.project.config.environment;
}

/**
 * Vitest's order (project by project, longest or largest first), with each project's files of
 * one environment next to each other: the jsdom files first, then those in Node.
 *
 * Where files share a worker (`isolate: false`), vitest keeps a worker only while the next file
 * in its queue has the same environment; otherwise it ends the worker and starts a new one,
 * which builds jsdom and imports the app's modules again. In vitest's own order the unit
 * project's jsdom and Node files alternate, and about fifty workers were started where two
 * would do: more than a third of the unit run's CPU time.
 *
 * In each block the files that start a fresh module graph come last (tests/own-modules.ts): a
 * file after one of them would share its graph and meet the state it keeps on purpose.
 */
// vite.config.ts imports this, which the export check (tsconfig.app.json) does not read.
// ts-unused-exports:disable-next-line
export class EnvironmentBlocks extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const blocks = new Map<string, TestSpecification[]>();
    for (const spec of sorted) {
      const environment = environmentOf(spec);
      const key = `${spec.project.name}\0${environment === 'jsdom' ? 0 : 1}\0${environment}`;
      const block = blocks.get(key) ?? [];
      block.push(spec);
      blocks.set(key, block);
    }
    // Map keeps the order keys were first seen: projects stay in vitest's order.
    const projects = [...new Set(sorted.map((spec) => spec.project.name))];
    return projects.flatMap((project) =>
      [...blocks.entries()]
        .filter(([key]) => key.startsWith(`${project}\0`))
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .flatMap(([, block]) => [
          ...block.filter((spec) => !isListed(FRESH_GRAPH, spec.moduleId)),
          ...block.filter((spec) => isListed(FRESH_GRAPH, spec.moduleId)),
        ]),
    );
  }
}
