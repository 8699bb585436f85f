import { useState } from 'react';
import Accordion from 'react-bootstrap/Accordion';
import { useTranslation } from '@/i18n/use-translation';
import { z } from 'zod/mini';
import { SearchBox } from './search-box';
import { matchesQuery } from './search-text';
import { EmptyState } from '@/components/empty-state';

const NAMESPACE = 'help.faq';

const faqItemsSchema = z.array(z.object({ question: z.string(), answer: z.string() }));
type FaqItem = z.output<typeof faqItemsSchema>[number];

/** The `items` of the language file; a file of another shape shows no questions, not a crash. */
function useFaqItems(): FaqItem[] {
  const { t } = useTranslation(NAMESPACE);
  const parsed = faqItemsSchema.safeParse(t('items', { returnObjects: true }));
  return parsed.success ? parsed.data : [];
}

/** /help/faq: the questions from the language file, searchable (language file help.faq). */
export function HelpFaqPage() {
  const { t } = useTranslation(NAMESPACE);
  const items = useFaqItems();
  const [query, setQuery] = useState('');
  const shown = items.filter((item) => matchesQuery(query, item.question, item.answer));

  return (
    <section aria-labelledby="faq-title" className="measure-text">
      <h1 id="faq-title" className="h3 mb-3">
        {t('title')}
      </h1>
      <p className="text-body-secondary">{t('intro')}</p>
      <SearchBox
        id="faq-search"
        className="mb-3"
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={setQuery}
        status={query ? t('search.results', { count: shown.length }) : undefined}
      />
      {shown.length === 0 ? (
        <EmptyState title={query ? t('search.none') : t('empty')} />
      ) : (
        <Accordion alwaysOpen>
          {shown.map((item) => (
            <Accordion.Item key={item.question} eventKey={item.question}>
              <Accordion.Header as="h2">{item.question}</Accordion.Header>
              <Accordion.Body>{item.answer}</Accordion.Body>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </section>
  );
}
