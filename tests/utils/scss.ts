import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// Read from disk: the unit project runs with `css: false`, which empties `?raw` stylesheets.
const STYLE_DIR = join(process.cwd(), 'src/styles');

/** The app's own stylesheets (src/styles/*.scss) by file name. */
export function stylesheets(): Record<string, string> {
  return Object.fromEntries(
    readdirSync(STYLE_DIR)
      .filter((name) => name.endsWith('.scss'))
      .map((name) => [name, readFileSync(join(STYLE_DIR, name), 'utf8')]),
  );
}

export interface ScssRule {
  /** The selector as written in front of the block (nested `&` rules keep their `&`). */
  selector: string;
  declarations: [property: string, value: string][];
}

/** Every innermost rule of a stylesheet (no nested blocks inside), comments left out. */
export function innermostRules(scss: string): ScssRule[] {
  const code = scss.replace(/\/\/.*$/gm, '').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...code.matchAll(/([^{};]*)\{([^{}]*)\}/g)].map(([, selector, body]) => ({
    selector: selector.trim().replace(/\s+/g, ' '),
    declarations: body
      .split(';')
      .map((line) => line.split(':'))
      .filter((parts) => parts.length >= 2)
      .map(([property, ...value]) => [property.trim(), value.join(':').trim()]),
  }));
}

/**
 * The declarations every rule written for `selector` gives it (alone or in a selector list),
 * later rules winning, as in the stylesheet.
 */
export function declarationsOf(scss: string, selector: string): Record<string, string> {
  return Object.fromEntries(
    innermostRules(scss)
      .filter((rule) => rule.selector.split(',').some((part) => part.trim() === selector))
      .flatMap((rule) => rule.declarations),
  );
}
