import { useTranslation } from '@/i18n/use-translation';
import { CompanyText } from '@/components/company-text';
import { PatchNotes } from './patch-notes';

const NAMESPACE = 'help.about';

/** /help/about: what the product is for, and its patch notes (language file help.about). */
export function HelpAboutPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <section aria-labelledby="help-about-title" className="measure-text">
      <h1 id="help-about-title" className="h3 mb-3">
        {t('title')}
      </h1>
      <p className="lead">{t('intro')}</p>
      <CompanyText
        field="about_text"
        heading={(company) => <h2 className="h5">{t('company_title', { company })}</h2>}
      />
      <h2 className="h5">{t('how.title')}</h2>
      <ol>
        <li>{t('how.submit')}</li>
        <li>{t('how.review')}</li>
        <li>{t('how.share')}</li>
      </ol>
      <p className="text-body-secondary">{t('help_hint')}</p>
      <PatchNotes namespace={NAMESPACE} />
    </section>
  );
}
