import { useTranslation } from 'react-i18next';

/** A route whose screen arrives in a later issue: its title from its own language file. */
export function PlaceholderPage({ namespace }: { namespace: string }) {
  const { t } = useTranslation([namespace, 'base']);
  return (
    <section>
      <h1 className="h3">{t('title')}</h1>
      <p className="text-body-secondary">
        {t('base:common.coming_soon', { defaultValue: 'Dit scherm volgt binnenkort.' })}
      </p>
    </section>
  );
}
