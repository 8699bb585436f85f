import { useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from 'react-router-dom';
import { listKindOf } from './list/list-kind';
import { ServerKaizenList } from './list/server-kaizen-list';
import { SharedKaizenList } from './list/shared-kaizen-list';

/** /kaizen/approved, /kaizen/declined and /kaizen/shared: one screen, the path picks the list. */
export function KaizenListPage() {
  const { t } = useTranslation('kaizen.index');
  const kind = listKindOf(useLocation().pathname);
  // Where the focus goes after a bulk move or a cleared selection (the bar is gone then).
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section aria-labelledby="kaizen-list-title">
      <h1 id="kaizen-list-title" ref={heading} tabIndex={-1} className="h3 mb-3">
        {t(`${kind}.title`)}
      </h1>
      {/* Keyed, so moving between the lists starts each with its own state. */}
      {kind === 'shared' ? (
        <SharedKaizenList heading={heading} />
      ) : (
        <ServerKaizenList key={kind} kind={kind} heading={heading} />
      )}
    </section>
  );
}
