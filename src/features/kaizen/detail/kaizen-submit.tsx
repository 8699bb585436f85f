import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/components/link';
import { submitKaizen } from '@/api/kaizens';
import type { Kaizen } from '@/api/schemas/kaizen';
import { notify } from '@/components/toasts';
import { notifyApiError } from '@/components/notify-api-error';
import { savedAnyway } from '@/components/saved-anyway';
import { validateValues, valuesFromKaizen } from '../form/kaizen-form-values';

interface KaizenSubmitProps {
  kaizen: Kaizen;
  /** The kaizen as the submit left it (an unreadable answer refetches it: src/lib/query-client.ts). */
  onChanged: (changed: Kaizen) => void;
}

/**
 * "Indienen" on the author's draft: PUT status=open. A draft still missing what submitting
 * needs is not sent: the author is told what is missing, with the way to the form.
 */
export function KaizenSubmit({ kaizen, onChanged }: KaizenSubmitProps) {
  const { t, i18n } = useTranslation(['kaizen.new', 'base']);
  const [missing, setMissing] = useState<string | null>(null);
  const submit = useMutation({
    mutationFn: () => submitKaizen(kaizen.id),
    onSuccess: (changed) => {
      notify({ header: t('detail.done_header'), content: t('detail.submitted') });
      // The button goes with the draft status; the heading keeps the keyboard's place.
      document.getElementById('kaizen-detail-title')?.focus();
      onChanged(changed);
    },
    // Done, but its answer was unreadable: never sent twice (the kaizen is fetched again).
    onError: (error) => {
      if (!savedAnyway(error)) notifyApiError(error, { about: kaizen.title, retry: onClick });
    },
  });
  const onClick = () => {
    const problems = Object.keys(
      validateValues(valuesFromKaizen(kaizen), 'open', {
        beforePhoto: Boolean(kaizen.before_image_src),
      }),
    );
    if (problems.length === 0) return submit.mutate();
    const names = problems.map((name) => t(`fields.${name}`));
    setMissing(new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(names));
  };
  return (
    <>
      <Button
        variant="primary"
        disabled={submit.isPending}
        aria-busy={submit.isPending}
        onClick={onClick}
      >
        {submit.isPending ? t('detail.submitting') : t('detail.submit')}
      </Button>
      {missing ? (
        <Alert
          variant="warning"
          className="w-100 order-last mb-0 d-flex flex-wrap gap-2 align-items-center"
        >
          <span>{t('detail.submit_missing', { fields: missing })}</span>
          <Link to={{ search: '?edit=1' }} className="alert-link">
            {t('detail.complete')}
          </Link>
        </Alert>
      ) : null}
    </>
  );
}
