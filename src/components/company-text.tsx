import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { currentCompany } from '@/lib/current-company';
import { translationsOf, type Company } from '@/api/schemas/company';

export type CompanyTextField = 'welcome_text' | 'about_text' | 'contact_text';

/**
 * The text in the reader's language; else one the company did write, in its own language,
 * so a company that filled in only Dutch still greets its English readers.
 */
function pickText(company: Company, field: CompanyTextField, locale: string) {
  const codes = [locale, ...companyLanguages(company, field)];
  const texts = translationsOf(company, field, codes);
  const lang = codes.find((code) => texts[code]?.trim());
  return lang ? { lang, text: texts[lang] } : null;
}

/** The language codes for which the company holds this field (`{field}_{code}` keys). */
function companyLanguages(company: Company, field: CompanyTextField): string[] {
  const prefix = `${field}_`;
  return Object.keys(company)
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length));
}

interface CompanyTextProps {
  field: CompanyTextField;
  /** Drawn above the text, only when there is a text. */
  heading?: (companyName: string) => ReactNode;
  className?: string;
}

/**
 * A text the company wrote for a page in its configurator (spec §3, translatable fields), read
 * with GET /api/company. A nicety: without one, or when it fails to load, nothing shows.
 */
export function CompanyText({ field, heading, className }: CompanyTextProps) {
  const { i18n } = useTranslation();
  const { data: company } = useQuery(currentCompany());
  const picked = company ? pickText(company, field, i18n.language) : null;
  if (!company || !picked) return null;
  return (
    <>
      {heading?.(company.name)}
      <p className={`company-text ${className ?? ''}`.trim()} lang={picked.lang}>
        {picked.text}
      </p>
    </>
  );
}
