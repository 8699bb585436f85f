import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { compileAsync } from 'sass-embedded';
import { beforeAll, describe, expect, test } from 'vitest';
import { appCss, firstPageCss } from '@tests/utils/stylesheet';

// The stylesheets hold only the Bootstrap parts and utility classes the code uses, and a class
// left out is an unstyled screen no other unit test sees: jsdom lays nothing out.
// So every Bootstrap class the code names must be in them, and what the first page draws (the
// sign-in and error pages, without the signed-in layout's stylesheet) in the first page's one.

const SRC = resolve('src');

/** Classes react-bootstrap's components write themselves, from props the code does not spell. */
const RENDERED_BY: Record<string, string[]> = {
  Accordion: ['accordion-item', 'accordion-button', 'accordion-collapse', 'collapse', 'collapsing'],
  Alert: ['alert', 'fade', 'show'],
  Badge: ['badge'],
  Button: ['btn'],
  Card: ['card', 'card-body'],
  Col: ['col-md-6', 'col-sm-6', 'col-xl-3', 'col-12'],
  Dropdown: ['dropdown-menu', 'dropdown-item', 'dropdown-toggle', 'dropdown-divider', 'show'],
  Form: ['form-control', 'form-label', 'form-check', 'form-select', 'form-switch', 'is-invalid'],
  InputGroup: ['input-group', 'input-group-text'],
  ListGroup: ['list-group', 'list-group-item'],
  Modal: ['modal', 'modal-dialog', 'modal-content', 'modal-header', 'modal-backdrop', 'fade'],
  Offcanvas: ['offcanvas', 'offcanvas-start', 'offcanvas-backdrop', 'showing', 'hiding'],
  Row: ['row'],
  Spinner: ['spinner-border', 'spinner-border-sm'],
  Tab: ['tab-content', 'tab-pane', 'active'],
  Table: ['table', 'table-responsive'],
  Tabs: ['nav-tabs', 'nav-link', 'nav-item'],
  ToggleButton: ['btn-check'],
  ToggleButtonGroup: ['btn-group'],
};

const codeFile = (path: string) =>
  /\.tsx?$/.test(path) && !/\.test\.tsx?$/.test(path) && !path.includes(`${SRC}/mocks/`);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter(codeFile);
}

function resolveImport(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? join(SRC, specifier.slice(2))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (path) => existsSync(path) && codeFile(path),
  );
}

/** `entries` and what they import statically: what is there before any lazy chunk loads. */
function staticClosure(entries: string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, 'utf8');
    // `import x from '…'`, `import '…'`, `export … from '…'`; never a dynamic `import('…')`.
    const statics = /^(?:import|export)\s(?:[^;]*?\sfrom\s)?['"]([^'"]+)['"]/gms;
    for (const [, specifier] of text.matchAll(statics)) {
      const found = resolveImport(file, specifier);
      if (found) visit(found);
    }
  };
  entries.forEach(visit);
  return [...seen];
}

/** The words in the code's strings, and the classes of the react-bootstrap components it uses. */
function namedIn(files: string[]): Set<string> {
  const names = new Set<string>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/^\s*\/\/.*$/gm, '');
    for (const [, , literal] of text.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
      // Class lists are words between spaces; 'nav.home' or 'x.svg' are keys and file names.
      for (const word of literal.split(/\s+/)) if (/^[a-z][\w-]*$/.test(word)) names.add(word);
    }
    for (const [, component] of text.matchAll(/from 'react-bootstrap\/(\w+)'/g)) {
      for (const name of RENDERED_BY[component] ?? []) names.add(name);
    }
  }
  return names;
}

/** The classes a stylesheet's selectors name (not the words of its comments or URLs). */
function classesOf(css: string): Set<string> {
  const selectors = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{};]+)\{/g);
  return new Set(
    [...selectors].flatMap(([, selector]) =>
      selector.trim().startsWith('@')
        ? []
        : [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name]) => name),
    ),
  );
}

let bootstrap = new Set<string>();

beforeAll(async () => {
  const { css } = await compileAsync('node_modules/bootstrap/scss/bootstrap.scss', {
    quietDeps: true,
    silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
  });
  bootstrap = classesOf(css);
});

/** Words of the code that are Bootstrap classes too, but are not used as classes. */
const NOT_CLASSES = new Set([
  'placeholder', // form-field.tsx: the name of a prop
  'visible', // service-worker.ts: a document.visibilityState
]);

function missing(files: string[], css: string): string[] {
  const have = classesOf(css);
  return [...namedIn(files)]
    .filter((name) => bootstrap.has(name) && !have.has(name) && !NOT_CLASSES.has(name))
    .sort();
}

describe('the Bootstrap classes the code names', () => {
  test('are all in the stylesheets a signed-in page has', async () => {
    const files = filesUnder(SRC);
    expect(files.length).toBeGreaterThan(100);
    expect(missing(files, await appCss())).toEqual([]);
  });

  test('of the first page, the sign-in and the error pages are in the first stylesheet', async () => {
    const files = staticClosure([
      join(SRC, 'main.tsx'),
      ...filesUnder(join(SRC, 'features/auth')),
      ...filesUnder(join(SRC, 'features/errors')),
    ]);
    // The signed-in layout loads on demand; were it imported statically, this would check it.
    expect(files.some((file) => file.endsWith('signed-in-layout.tsx'))).toBe(false);
    expect(files.some((file) => file.endsWith('public-layout.tsx'))).toBe(true);
    expect(missing(files, await firstPageCss())).toEqual([]);
  });
});
