import { useTranslation } from '@/i18n/use-translation';
import { PatchNotes } from './patch-notes';

const NAMESPACE = 'home.about';

/** /about: a short word on the application and its patch notes (language file home.about). */
export function AboutPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="about-title" className="measure-text">
      <h1 id="about-title" className="h3 mb-3">
        {t('title')}
      </h1>
      <p className="lead">{t('intro')}</p>
      <p>{t('body')}</p>
      <PatchNotes namespace={NAMESPACE} />
    </section>
  );
}
