import { useTranslation } from '@/i18n/use-translation';
import { z } from 'zod/mini';
import { CompanyText } from '@/components/company-text';

const NAMESPACE = 'help.contact';

/** A mailto: link only for a real address, so a broken language file cannot craft a URL. */
function mailtoHref(email: string): string | undefined {
  return z.email().safeParse(email).success ? `mailto:${email}` : undefined;
}

function telHref(phone: string): string | undefined {
  // "+31 (0)30 ..." is dialled without the (0) from abroad, so the link leaves it out.
  const digits = phone.replace(/\(0\)/g, '').replace(/[\s().-]/g, '');
  return /^\+?\d{6,15}$/.test(digits) ? `tel:${digits}` : undefined;
}

/** /help/contact: how to reach support (language file help.contact). */
export function HelpContactPage() {
  const { t } = useTranslation(NAMESPACE);
  const email = t('details.email');
  const phone = t('details.phone');
  const mailto = mailtoHref(email);
  const tel = telHref(phone);
  return (
    <section aria-labelledby="contact-title" className="measure-text">
      <h1 id="contact-title" className="h3 mb-3">
        {t('title')}
      </h1>
      <CompanyText
        field="contact_text"
        heading={(company) => <h2 className="h5">{t('company_title', { company })}</h2>}
      />
      <p>{t('intro')}</p>
      <address className="card card-body mb-3 col-lg-8 col-xl-6 px-3">
        <p className="fw-semibold mb-2">{t('details.name')}</p>
        <dl className="row mb-0">
          <dt className="col-sm-4">{t('labels.email')}</dt>
          <dd className="col-sm-8">{mailto ? <a href={mailto}>{email}</a> : email}</dd>
          <dt className="col-sm-4">{t('labels.phone')}</dt>
          <dd className="col-sm-8">{tel ? <a href={tel}>{phone}</a> : phone}</dd>
          <dt className="col-sm-4">{t('labels.hours')}</dt>
          <dd className="col-sm-8">{t('details.hours')}</dd>
          <dt className="col-sm-4">{t('labels.address')}</dt>
          <dd className="col-sm-8 mb-0">{t('details.address')}</dd>
        </dl>
      </address>
      {mailto ? (
        <a className="btn btn-primary" href={mailto}>
          {t('mail_us')}
        </a>
      ) : null}
    </section>
  );
}
