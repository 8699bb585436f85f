import Badge from 'react-bootstrap/Badge';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { Trans } from 'react-i18next';
import { useTranslation } from '@/i18n/use-translation';
import type { Language } from '@/api/schemas/language';
import { FormField } from '@/components/form-field';

interface TranslationTabsProps {
  languages: readonly Language[];
  fields: readonly string[];
  /** Values by `{field}_{code}`. */
  texts: Record<string, string>;
  errors: Record<string, string | undefined>;
  onChange: (key: string, value: string) => void;
}

/**
 * One tab per language with every translatable field; a tab that misses a text is marked. The
 * language's name and its texts carry that language's `lang`, so a screen reader reads them in
 * it, while the labels around them stay in the user's language.
 */
export function TranslationTabs({
  languages,
  fields,
  texts,
  errors,
  onChange,
}: TranslationTabsProps) {
  const { t } = useTranslation('company-configurator.index');
  const missing = (code: string) => fields.some((field) => !texts[`${field}_${code}`]?.trim());
  return (
    <Tabs id="company-translations" className="mb-3" transition={false} mountOnEnter unmountOnExit>
      {languages.map((language) => (
        <Tab
          key={language.code}
          eventKey={language.code}
          title={
            <>
              <span lang={language.code}>{language.name}</span>
              {missing(language.code) ? (
                <>
                  <Badge bg="warning" text="dark" pill className="ms-2" aria-hidden="true">
                    !
                  </Badge>{' '}
                  <span className="visually-hidden">{t('translations.missing')}</span>
                </>
              ) : null}
            </>
          }
        >
          {fields.map((field) => {
            const key = `${field}_${language.code}`;
            return (
              <FormField
                key={key}
                name={key}
                label={t(`fields.${field}`, { defaultValue: field })}
                hint={
                  <Trans
                    t={t}
                    i18nKey="translations.language"
                    values={{ language: language.name }}
                    components={{ name: <span lang={language.code} /> }}
                  />
                }
                lang={language.code}
                value={texts[key] ?? ''}
                onChange={(value) => onChange(key, value)}
                error={errors[key]}
                rows={3}
              />
            );
          })}
        </Tab>
      ))}
    </Tabs>
  );
}
