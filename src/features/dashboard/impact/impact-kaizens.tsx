import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import type { TeamKaizen } from '@/api/schemas/kaizen';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { focusElement } from '@/lib/focus';
import { downloadText } from '@/utils/download';
import { useDashboardTranslation } from '../dashboard-i18n';
import { useFormatters } from '../format';
import { KaizenListItem } from '../kaizen-list-card';
import type { ImpactEffect } from './impact';
import { impactKaizensCsv } from './impact-csv';

/** Kaizens drawn at a time: a year's thousands would be one long render. */
const STEP = 20;

interface ImpactKaizensProps {
  /** "Geld bespaard, juni 2026". */
  heading: string;
  effect: ImpactEffect;
  kaizens: readonly TeamKaizen[];
  /** The file's name, without `.csv`. */
  fileName: string;
  figure: (effect: ImpactEffect, value: number) => string;
  closeTo: { search: string };
}

/**
 * The kaizens behind a figure, latest approved first, each leading to its page, twenty at a
 * time; exported whole as CSV. Focus moves to its heading when it opens, so a keyboard or
 * screen-reader user lands on what the figure's link opened. Key it by its figure.
 */
export function ImpactKaizens({
  heading,
  effect,
  kaizens,
  fileName,
  figure,
  closeTo,
}: ImpactKaizensProps) {
  const { t, i18n } = useDashboardTranslation();
  const format = useFormatters();
  const [shown, setShown] = useState(STEP);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);

  // Opened, or another figure's (the list is keyed by its figure): focusing scrolls it in view.
  useEffect(() => focusElement(headingRef.current), []);

  useEffect(() => {
    // "Show more" goes once all are shown: the first of the new ones takes the focus.
    if (firstNew.current === null) return;
    const link = listRef.current?.querySelectorAll('a')[firstNew.current];
    firstNew.current = null;
    if (link instanceof HTMLElement && document.activeElement === document.body) link.focus();
  }, [shown]);

  const aside = (kaizen: TeamKaizen) => {
    if (effect === 'money') return figure('money', kaizen.effect_money ?? 0);
    if (effect === 'time') return figure('time', kaizen.effect_time ?? 0);
    return [
      kaizen.effect_quality === null ? null : t('impact.quality'),
      kaizen.effect_safety === null ? null : t('impact.safety'),
    ]
      .filter(Boolean)
      .join(', ');
  };
  const rest = kaizens.length - shown;
  const exportCsv = () =>
    downloadText(`${fileName}.csv`, impactKaizensCsv(kaizens, t, i18n.language));

  return (
    <section className="mt-4 impact-kaizens" aria-labelledby="impact-kaizens-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <h3 id="impact-kaizens-title" ref={headingRef} className="h6 mb-0">
          {t('impact.behind.heading', {
            count: kaizens.length,
            figure: heading,
            formatted: format.number(kaizens.length),
          })}
        </h3>
        <div className="d-flex flex-wrap gap-2">
          <Button variant="outline-primary" size="sm" onClick={exportCsv}>
            {t('impact.behind.export')}
          </Button>
          <Link className="btn btn-sm btn-outline-secondary" to={closeTo}>
            {t('impact.behind.close')}
          </Link>
        </div>
      </div>
      <ul ref={listRef} className="list-unstyled mb-0">
        {kaizens.slice(0, shown).map((kaizen) => (
          <KaizenListItem
            key={kaizen.id}
            to={paths.kaizenEdit(kaizen.id)}
            title={kaizen.title}
            meta={t('impact.behind.meta', {
              team: kaizen.team.name,
              name: kaizen.author.name,
              date: format.date(kaizen.decided_at ?? kaizen.created_at),
            })}
            aside={aside(kaizen)}
          />
        ))}
      </ul>
      {rest > 0 ? (
        <Button
          variant="link"
          className="px-0 mt-1"
          onClick={() => {
            firstNew.current = shown;
            setShown((count) => count + STEP);
          }}
        >
          {t('impact.behind.more', {
            count: Math.min(rest, STEP),
            formatted: format.number(Math.min(rest, STEP)),
          })}
        </Button>
      ) : null}
    </section>
  );
}
