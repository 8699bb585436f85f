import DOMPurify, { type Config } from 'dompurify';
import { isSafeExternalUrl, isSafeImageSrc, isSafeInternalPath } from '@/utils/safe-url';

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

const CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  FORBID_ATTR: ['style'],
  FORBID_TAGS: ['script', 'style', 'iframe', 'form', 'svg', 'math', 'object', 'embed'],
};

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

/** sanitizeHtml plus Bootstrap classes on tables and images, for rendering (SafeHtml). */
export function sanitizeHtmlForDisplay(html: string): string {
  return forDisplay.sanitize(html, CONFIG);
}

/**
 * The readable text of sanitised HTML (for search). Parsed in an inert document, so nothing in
 * it loads or runs; a script's source is gone before, so it is never searched.
 */
export function htmlToText(html: string): string {
  const clean = sanitizeHtml(html);
  const doc = new DOMParser().parseFromString(clean, 'text/html');
  // Text nodes joined by a space, so `<p>a</p><p>b</p>` reads "a b", not "ab".
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  while (walker.nextNode()) parts.push(walker.currentNode.textContent ?? '');
  return parts.join(' ').replace(/\s+/g, ' ').trim();
}
