import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { companySchema } from '@/api/schemas/company';
import { currentCompany } from '@/lib/current-company';
import { createQueryClient } from '@/lib/query-client';
import { CompanyText } from './company-text';

/** Renders the about text with the company already in the cache, as a page would find it. */
function renderAbout(texts: Record<string, string>) {
  const client = createQueryClient();
  const company = companySchema.parse({
    id: 1,
    name: 'Acme',
    color: null,
    logo_src: null,
    ...texts,
  });
  client.setQueryData(currentCompany().queryKey, company);
  render(
    <QueryClientProvider client={client}>
      <CompanyText field="about_text" heading={(name) => <h2>Over {name}</h2>} />
    </QueryClientProvider>,
  );
}

describe('CompanyText', () => {
  test('draws the heading and the text with its line breaks kept', () => {
    renderAbout({ about_text_nl: 'Regel een\nRegel twee' });
    expect(screen.getByRole('heading', { name: 'Over Acme' })).toBeVisible();
    expect(screen.getByText(/Regel een/)).toHaveClass('company-text');
  });

  test('leaves heading and text out when no language holds a text', () => {
    renderAbout({ about_text_nl: '   ', about_text_en: '' });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.querySelector('.company-text')).toBeNull();
  });
});
