import DOMPurify, { type Config } from 'dompurify';
import { isSafeExternalUrl, isSafeImageSrc, isSafeInternalPath } from '@/utils/safe-url';
import { createPolicy, POLICY_NAMES } from '@/utils/trusted-types';

/*
 * The only module that imports DOMPurify, so the library stays in the chunks of the pages that
 * render server HTML (patch notes, documentation) and never reaches the sign-in page.
 */

const ALLOWED_TAGS = [
  ...['h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code'],
  ...['ul', 'ol', 'li', 'strong', 'em', 'u', 'a', 'img'],
  ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
  // What browsers' contentEditable writes for bold, italic and a new line.
  ...['b', 'i', 'div'],
];

const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan'];

/*
 * The app's one Trusted Types policy for HTML. It passes its input through, so it is handed to
 * DOMPurify and to nothing else: DOMPurify parses the raw input with it into an inert document
 * and wraps only its sanitised output, so every TrustedHTML on the page is DOMPurify's output.
 * Without Trusted Types (jsdom, older browsers) there is no policy and the output is a string.
 */
const htmlPolicy = createPolicy(POLICY_NAMES.html, {
  createHTML: (html) => html,
  createScriptURL: () => {
    throw new TypeError('Sanitised HTML makes no script URLs.');
  },
});

const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  // Stryker disable next-line BooleanLiteral: a second lock: the hooks below check every href and src
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // Stryker disable next-line ArrayDeclaration,StringLiteral: a second lock: none of these is allowed above
  FORBID_ATTR: ['style'],
  // Stryker disable next-line ArrayDeclaration,StringLiteral: a second lock: none of these is allowed above
  FORBID_TAGS: ['script', 'style', 'iframe', 'form', 'svg', 'math', 'object', 'embed'],
  // `null` without a policy: DOMPurify would otherwise make a policy of its own, which the
  // CSP does not allow.
  TRUSTED_TYPES_POLICY: (htmlPolicy ?? null) as Config['TRUSTED_TYPES_POLICY'],
} satisfies Config;

function isSafeHref(value: string): boolean {
  return isSafeInternalPath(value) || isSafeExternalUrl(value);
}

/** True for an http(s) address: those open in a new tab, mail and site links do not. */
function isWebUrl(value: string): boolean {
  return /^https?:/i.test(value) && isSafeExternalUrl(value);
}

/** Bootstrap classes for display only; stored HTML stays free of presentation. */
const DISPLAY_CLASSES: Record<string, string> = { TABLE: 'table table-sm', IMG: 'img-fluid' };

function createPurifier(decorate: boolean) {
  const purify = DOMPurify(window);
  // Our URL rules on top of DOMPurify's own: it allows relative and some odd-scheme addresses.
  purify.addHook('uponSanitizeAttribute', (node, event) => {
    if (event.attrName === 'href' && !isSafeHref(event.attrValue)) event.keepAttr = false;
    if (event.attrName === 'src' && (node.nodeName !== 'IMG' || !isSafeImageSrc(event.attrValue))) {
      event.keepAttr = false;
    }
  });
  purify.addHook('afterSanitizeAttributes', (node) => {
    // An image whose source was refused (a script URL, a host the deployment does not trust)
    // goes entirely: left without its src it would show as a broken image.
    if (node.nodeName === 'IMG' && !node.hasAttribute('src')) {
      node.remove();
      return;
    }
    const href = node.nodeName === 'A' ? node.getAttribute('href') : null;
    if (href && isWebUrl(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
    const classes = DISPLAY_CLASSES[node.nodeName];
    if (decorate && classes) node.setAttribute('class', classes);
  });
  return purify;
}

const forStorage = createPurifier(false);
const forDisplay = createPurifier(true);

/** Server or editor HTML reduced to the allow-list: no scripts, handlers, styles or unsafe URLs. */
export function sanitizeHtml(html: string): string {
  return forStorage.sanitize(html, CONFIG);
}

/**
 * sanitizeHtml plus Bootstrap classes on tables and images, for rendering (SafeHtml): as
 * TrustedHTML where the browser has Trusted Types, which `innerHTML` then takes under the CSP.
 */
export function sanitizeHtmlForDisplay(html: string): TrustedHTML | string {
  return forDisplay.sanitize(html, { ...CONFIG, RETURN_TRUSTED_TYPE: true });
}

/**
 * The readable text of sanitised HTML (for search). DOMPurify hands back the body of its inert
 * document, so nothing in it loads or runs, and no HTML parser is called outside DOMPurify; a
 * script's source is gone before, so it is never searched.
 */
export function htmlToText(html: string): string {
  const body = forStorage.sanitize(html, { ...CONFIG, RETURN_DOM: true });
  // Text nodes joined by a space, so `<p>a</p><p>b</p>` reads "a b", not "ab".
  const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
