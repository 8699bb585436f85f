import { useTranslation } from '@/i18n/use-translation';
import type { Kaizen } from '@/api/schemas/kaizen';
import { dateTimeFormat } from '@/utils/intl-format';

/** Team · author · the one date that matters: sent in, or for a draft, made. */
export function KaizenDetailMeta({ kaizen }: { kaizen: Kaizen }) {
  const { t, i18n } = useTranslation('kaizen.new');
  const date = dateTimeFormat(i18n.language, { dateStyle: 'long' });
  const when = kaizen.submitted_at ?? kaizen.created_at;
  return (
    <p className="kaizen-detail__meta text-body-secondary mb-0">
      {kaizen.team.name} · {kaizen.author.name} ·{' '}
      {t(kaizen.submitted_at ? 'detail.meta_submitted' : 'detail.meta_created')}{' '}
      <time dateTime={when}>{date.format(new Date(when))}</time>
    </p>
  );
}
