import { screen, within } from '@testing-library/react';
import type { z } from 'zod/mini';
import type { kaizenSchema } from '@/api/schemas/kaizen';

export type KaizenJson = z.input<typeof kaizenSchema>;

/**
 * Waits for the key figures. A text query, not a role query: role queries over the whole
 * dashboard cost hundreds of milliseconds each in jsdom, and findBy repeats them while waiting.
 */
export function dashboardShown() {
  return screen.findByText('Ingediend', { selector: 'dt' });
}

/** The value shown on a key-figure card (its label may be a link to the list it counts). */
export function kpi(label: string): string | null | undefined {
  const figures = screen.getByRole('region', { name: 'Kerncijfers' });
  const term = within(figures).getByText(label, { selector: 'dt, dt > a' }).closest('dt');
  return term?.nextElementSibling?.textContent;
}

const nl = new Intl.NumberFormat('nl');
const nlPercent = new Intl.NumberFormat('nl', { style: 'percent', maximumFractionDigits: 0 });
const nlDecimal = new Intl.NumberFormat('nl', { maximumFractionDigits: 1 });

/** The key figures of a list, worked out plainly from the backend's answer. */
export function expectedFigures(kaizens: readonly KaizenJson[]) {
  const count = (status: string) => kaizens.filter((k) => k.status === status).length;
  const decided = kaizens.filter((k) => k.status === 'approved' || k.status === 'declined');
  const days = decided
    .map((k) => (Date.parse(k.decided_at ?? '') - Date.parse(k.submitted_at ?? '')) / 86_400_000)
    .sort((a, b) => a - b);
  const mid = Math.floor(days.length / 2);
  const median = days.length % 2 ? days[mid] : (days[mid - 1] + days[mid]) / 2;
  return {
    total: nl.format(kaizens.length - count('draft')),
    drafts: nl.format(count('draft')),
    open: nl.format(count('open')),
    approved: nl.format(count('approved')),
    declined: nl.format(count('declined')),
    approvalRate: nlPercent.format(count('approved') / decided.length),
    medianDays: `${nlDecimal.format(median)} ${median === 1 ? 'dag' : 'dagen'}`,
  };
}

/** Open kaizens as the to-do list orders them: longest waiting first. */
export function oldestOpenFirst(kaizens: readonly KaizenJson[]): KaizenJson[] {
  const since = (k: KaizenJson) => Date.parse(k.submitted_at ?? k.created_at);
  return kaizens.filter((k) => k.status === 'open').sort((a, b) => since(a) - since(b));
}
