import { useTranslation } from '@/i18n/use-translation';
import { env } from '@/config/env';

/** Spec §1: the supplier's site, at the foot of the wide navigation. */
export function SupplierLink() {
  const { t } = useTranslation('base');
  return (
    <a
      className="side-nav__supplier"
      href={env.supplierUrl}
      target="_blank"
      rel="noopener noreferrer"
    >
      {t('nav.supplier')}
      <span className="visually-hidden"> {t('nav.new_window')}</span>
    </a>
  );
}
