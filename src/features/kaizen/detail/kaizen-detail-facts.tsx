import { Fragment } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { Kaizen } from '@/api/schemas/kaizen';
import { useMediaQuery } from '@/hooks/use-media-query';
import { dateTimeFormat } from '@/utils/intl-format';

// Bootstrap's sm breakpoint: below it the side column would stand before the idea.
const PHONE = '(max-width: 575.98px)';

const sameDay = (a: string, b: string) => new Date(a).toDateString() === new Date(b).toDateString();

/**
 * The bookkeeping of a kaizen (team, author, dates): a side column on a wider screen, a
 * disclosure on a phone, so the idea comes first. "Aangemaakt" goes when it is the day of
 * "Ingediend", which it usually is.
 */
export function KaizenDetailFacts({ kaizen }: { kaizen: Kaizen }) {
  const { t, i18n } = useTranslation('kaizen.new');
  const phone = useMediaQuery(PHONE);
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long' });
  const { created_at, submitted_at, decided_at } = kaizen;
  const dates = [
    ['detail.created_at', submitted_at && sameDay(created_at, submitted_at) ? null : created_at],
    ['detail.submitted_at', submitted_at],
    ['detail.decided_at', decided_at],
  ] as const;
  const facts = (
    <dl className="kaizen-detail__facts mb-0">
      <dt>{t('fields.team_id')}</dt>
      <dd>{kaizen.team.name}</dd>
      {/* A draft is not submitted yet: it was made by its author, not sent in. */}
      <dt>{t('detail.author')}</dt>
      <dd>{kaizen.author.name}</dd>
      {dates.map(([key, value]) =>
        value ? (
          <Fragment key={key}>
            <dt>{t(key)}</dt>
            <dd>
              <time dateTime={value}>{date.format(new Date(value))}</time>
            </dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
  if (phone) {
    return (
      <details className="kaizen-detail__aside border rounded p-3 mb-4">
        <summary className="fw-semibold">{t('detail.facts')}</summary>
        <div className="mt-2">{facts}</div>
      </details>
    );
  }
  return (
    <section
      className="kaizen-detail__aside border rounded p-3 mb-4"
      aria-labelledby="kaizen-facts"
    >
      <h2 id="kaizen-facts" className="h6">
        {t('detail.facts')}
      </h2>
      {facts}
    </section>
  );
}
