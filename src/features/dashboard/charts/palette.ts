import type { KaizenStatus } from '@/api/schemas/kaizen';

/** The company colour made to read at 3:1 on a white card (src/lib/theme.ts). */
export const PRIMARY = 'var(--qek-accent)';

/** Greys that keep at least 3:1 against a white card (WCAG 1.4.11). */
export const NEUTRAL = {
  dark: '#343a40',
  mid: '#6c757d',
  light: '#868e96',
} as const;

/** Each state's mark colour (docs/design.md, "Status"), 3:1 or more on a white card. */
export const STATUS_COLORS: Record<KaizenStatus, string> = {
  draft: 'var(--qek-status-draft-mark)',
  open: 'var(--qek-status-open-mark)',
  approved: 'var(--qek-status-approved-mark)',
  declined: 'var(--qek-status-declined-mark)',
};
