import { compileAsync } from 'sass-embedded';

let compiled: Promise<string> | undefined;

/** The app's stylesheet as the build compiles it (src/styles/main.scss), compiled once a run. */
export function appCss(): Promise<string> {
  compiled ??= compileAsync('src/styles/main.scss', {
    loadPaths: ['node_modules'],
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  }).then((result) => result.css);
  return compiled;
}

/**
 * The custom properties of the rules whose selector list holds `selector` exactly, in source
 * order, later ones winning: `customProperties(css, ':root').get('--bs-primary')`.
 */
export function customProperties(css: string, selector: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const [, selectors, body] of css.matchAll(/([^{};]+)\{([^{}]*)\}/g)) {
    if (!selectors.split(',').some((part) => part.trim() === selector)) continue;
    for (const [, name, value] of body.matchAll(/(--[\w-]+):\s*([^;]+);?/g)) {
      found.set(name, value.trim());
    }
  }
  return found;
}

/**
 * The declarations of every rule whose selector list holds `selector` exactly, in source
 * order, parsed by the browser-like CSSOM of jsdom: `(await rulesFor('.a:hover'))[0].color`.
 */
export async function rulesFor(selector: string): Promise<CSSStyleDeclaration[]> {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(await appCss());
  const found: CSSStyleDeclaration[] = [];
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSStyleRule) {
        const selectors = rule.selectorText.split(',').map((part) => part.trim());
        if (selectors.includes(selector)) found.push(rule.style);
      } else if (rule instanceof CSSMediaRule) {
        visit(rule.cssRules);
      }
    }
  };
  visit(sheet.cssRules);
  return found;
}
