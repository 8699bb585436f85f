import { compileAsync } from 'sass-embedded';

/** The stylesheets as the build loads them: the entry's first, the signed-in layout's after it. */
const SHEETS = {
  firstPage: 'src/styles/main.scss',
  signedIn: 'src/styles/signed-in.scss',
} as const;

type Sheet = keyof typeof SHEETS;

const compiled = new Map<Sheet, Promise<string>>();

function compile(sheet: Sheet): Promise<string> {
  let css = compiled.get(sheet);
  if (!css) {
    css = compileAsync(SHEETS[sheet], {
      loadPaths: ['node_modules'],
      quietDeps: true,
      silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
    }).then((result) => result.css);
    compiled.set(sheet, css);
  }
  return css;
}

/**
 * The CSS of the first page (src/styles/main.scss) as the build compiles it, compiled once a
 * run: what /login, the error pages and anything drawn before the signed-in layout get.
 */
export function firstPageCss(): Promise<string> {
  return compile('firstPage');
}

/** The CSS a signed-in page has: the first page's, then the signed-in layout's (signed-in.scss). */
export async function appCss(): Promise<string> {
  const [firstPage, signedIn] = await Promise.all([compile('firstPage'), compile('signedIn')]);
  return `${firstPage}\n${signedIn}`;
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
