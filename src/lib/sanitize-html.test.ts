import { describe, expect, test } from 'vitest';
import { htmlToText, sanitizeHtml, sanitizeHtmlForDisplay } from './sanitize-html';

function parse(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = sanitizeHtml(html);
  return host;
}

/** The display output, a string in jsdom: it has no Trusted Types. */
function shown(html: string): string {
  const output = sanitizeHtmlForDisplay(html);
  if (typeof output !== 'string') throw new Error('expected a string without Trusted Types');
  return output;
}

describe('sanitizeHtml', () => {
  test('keeps the allowed formatting', () => {
    const html =
      '<h2>Kop</h2><p><strong>vet</strong>, <em>schuin</em> en <u>onder</u></p>' +
      '<ul><li>een</li></ul><ol><li>twee</li></ol><blockquote>citaat</blockquote>' +
      '<pre><code>x = 1</code></pre><hr><p>regel<br>regel</p>';

    expect(sanitizeHtml(html)).toBe(html);
  });

  test("keeps every heading, a table's parts and what a browser's editor writes", () => {
    const html =
      '<h1>1</h1><h3>3</h3><h4>4</h4><h5>5</h5><h6>6</h6><div><b>vet</b> <i>schuin</i></div>' +
      '<table><caption>Titel</caption><thead><tr><th rowspan="2">Kop</th></tr></thead>' +
      '<tbody><tr><td>cel</td></tr></tbody><tfoot><tr><td>voet</td></tr></tfoot></table>' +
      '<img src="/a.png" alt="a" title="t" width="10" height="20">';

    expect(sanitizeHtml(html)).toBe(html);
  });

  test('keeps tables; for display they and images get Bootstrap classes', () => {
    const html =
      '<table><tbody><tr><td colspan="2"><img src="/a.png" alt="a"></td></tr></tbody></table>';
    const host = document.createElement('div');
    host.innerHTML = shown(html);

    expect(sanitizeHtml(html)).toBe(html);
    expect(host.querySelector('table')).toHaveClass('table');
    expect(host.querySelector('img')).toHaveClass('img-fluid');
    expect(host.querySelector('td')).toHaveAttribute('colspan', '2');
  });

  test('removes script elements and their source', () => {
    const clean = sanitizeHtml('<p>tekst</p><script>window.__qekXss = true</script>');

    expect(clean).toBe('<p>tekst</p>');
  });

  test('removes event handler attributes', () => {
    const host = parse('<img src="/a.png" onerror="alert(1)" alt="x"><p onclick="alert(1)">p</p>');

    expect(host.querySelector('img')).toHaveAttribute('src', '/a.png');
    expect(host.innerHTML).not.toMatch(/onerror|onclick|alert/);
  });

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    '&#106;avascript:alert(1)',
    '&#x6A;avascript&#x3A;alert(1)',
    ' javascript:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example/path',
    'relative/page',
  ])('drops the link target %s', (href) => {
    const host = parse(`<a href="${href}">klik</a>`);

    expect(host.querySelector('a')).not.toHaveAttribute('href');
    expect(host.textContent).toBe('klik');
  });

  // DOMPurify alone keeps the relative, protocol-relative, ftp:, most data: and every http(s)
  // source here in an image; our rule (isSafeImageSrc) drops the image.
  test.each([
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'data:image/png,not-base64',
    '//evil.example/x.png',
    'ftp://files.example/x.png',
    'x:y',
    'relative/x.png',
    'http://evil.example/x.png',
    'https://cdn.example/x.png',
  ])('drops an image with the source %s', (src) => {
    const host = parse(`<p>voor<img src="${src}" alt="a">na</p>`);

    expect(host.querySelector('img')).toBeNull();
    expect(host.innerHTML).toBe('<p>voorna</p>');
  });

  test('drops a foreign image from what is shown, too', () => {
    const host = document.createElement('div');
    host.innerHTML = shown('<p>a</p><img src="http://evil.example/x.png" alt="x">');

    expect(host.innerHTML).toBe('<p>a</p>');
  });

  test.each([
    '/storage/kaizen/1.png',
    `${location.origin}/storage/kaizen/1.png`,
    'data:image/png;base64,iVBORw0KGgo=',
  ])('keeps the image source %s', (src) => {
    expect(parse(`<img src="${src}" alt="a">`).querySelector('img')).toHaveAttribute('src', src);
  });

  test('keeps a source on images only', () => {
    expect(parse('<p src="/storage/kaizen/1.png">p</p>').querySelector('p')).not.toHaveAttribute(
      'src',
    );
  });

  test('external web links open in a new tab without opener or referrer', () => {
    const link = parse(
      '<a href="https://example.com" target="_self" rel="opener">x</a>',
    ).querySelector('a');

    expect(link).toHaveAttribute('href', 'https://example.com');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('a plain http link opens in a new tab too', () => {
    const link = parse('<a href="http://example.com">x</a>').querySelector('a');

    expect(link).toHaveAttribute('target', '_blank');
  });

  test('only links open in a new tab', () => {
    expect(parse('<p href="https://example.com">x</p>').querySelector('p')).not.toHaveAttribute(
      'target',
    );
  });

  test.each([
    '/help/faq',
    'mailto:help@example.com',
    'mailto:help@example.com?body=https://example.com',
  ])('keeps %s in the same tab', (href) => {
    const link = parse(`<a href="${href}" target="_top">x</a>`).querySelector('a');

    expect(link).toHaveAttribute('href', href);
    expect(link).not.toHaveAttribute('target');
  });

  test('removes style attributes, including url() in them, and style elements', () => {
    const clean = sanitizeHtml(
      '<p style="background:url(javascript:alert(1))">p</p><style>body{background:url(x)}</style>',
    );

    expect(clean).toBe('<p>p</p>');
  });

  test.each([
    '<iframe src="https://evil.example"></iframe>',
    '<form action="https://evil.example"><input name="a"><button>go</button></form>',
    '<svg><script>alert(1)</script></svg>',
    '<svg onload="alert(1)"><a href="javascript:alert(1)">x</a></svg>',
    '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
    '<object data="x.swf"></object><embed src="x.swf">',
  ])('removes embedded documents and forms: %s', (html) => {
    const host = parse(html);

    expect(host.querySelector('iframe, form, input, button, svg, math, object, embed')).toBeNull();
    expect(host.innerHTML).not.toMatch(/javascript:|onload|src=/);
  });

  test('drops ids, classes and data attributes that could clash with the page', () => {
    expect(sanitizeHtml('<p id="main" class="d-none" data-x="1">p</p>')).toBe('<p>p</p>');
  });

  test('drops aria attributes, which could hide the text or misname it', () => {
    expect(sanitizeHtml('<p aria-hidden="true" aria-label="x">p</p>')).toBe('<p>p</p>');
  });
});

describe('htmlToText', () => {
  test('reads the visible text of blocks, separated by spaces', () => {
    expect(htmlToText('<h2>Kop</h2><p>Een <strong>vet</strong> woord</p>')).toBe(
      'Kop Een vet woord',
    );
  });

  test('leaves no space around the text', () => {
    expect(htmlToText('<p>\n  Kop  </p>\n')).toBe('Kop');
  });

  test('does not include the source of scripts', () => {
    expect(htmlToText('<p>tekst</p><script>window.__qekXss = true</script>')).toBe('tekst');
  });
});
