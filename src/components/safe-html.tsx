import { useMemo, type HTMLAttributes, type Ref } from 'react';
import { sanitizeHtmlForDisplay } from '@/lib/sanitize-html';

export interface SafeHtmlProps extends Omit<
  HTMLAttributes<HTMLDivElement>,
  'children' | 'dangerouslySetInnerHTML'
> {
  /** HTML from the server or the editor; it is sanitised here, whatever the caller did. */
  html: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * Renders HTML from the server (patch notes, documentation) inside a div. Import it only from
 * lazily loaded pages: it brings DOMPurify along.
 */
export function SafeHtml({ html, ...divProps }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeHtmlForDisplay(html), [html]);
  return (
    <div
      {...divProps}
      // Safe: `clean` went through the sanitiser's allow-list (no scripts, event handlers,
      // styles, forms or frames; only http(s), mailto and site links; only safe image sources).
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}
