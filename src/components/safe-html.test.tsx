import { render } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { SafeHtml } from './safe-html';

declare global {
  interface Window {
    __qekXss?: boolean;
  }
}

afterEach(() => {
  delete window.__qekXss;
});

test('renders the allowed markup of the HTML it is given', () => {
  const { container } = render(<SafeHtml html="<h2>Kop</h2><p>Een <em>tekst</em></p>" />);

  expect(container.querySelector('h2')).toHaveTextContent('Kop');
  expect(container.querySelector('em')).toHaveTextContent('tekst');
});

test('hostile markup arrives inert: no script, no handler, no javascript: link', () => {
  const { container } = render(
    <SafeHtml
      className="content"
      html={
        '<script>window.__qekXss = true</script>' +
        '<img src="/missing.png" onerror="window.__qekXss = true" alt="x">' +
        '<a href="JaVaScRiPt:window.__qekXss = true">klik</a>' +
        '<iframe src="javascript:window.__qekXss = true"></iframe>'
      }
    />,
  );
  const root = container.querySelector('.content');

  expect(root?.querySelector('script, iframe')).toBeNull();
  expect(root?.querySelector('[onerror]')).toBeNull();
  expect(root?.querySelector('a')).not.toHaveAttribute('href');
  expect(window.__qekXss).toBeUndefined();
});
