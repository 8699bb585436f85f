import type { KaizenStatus } from '@/api/schemas/kaizen';

/** The company colour made to read at 3:1 on a white card (src/lib/theme.ts). */
export const PRIMARY = 'var(--qek-accent)';

/** Greys that keep at least 3:1 against a white card (WCAG 1.4.11). */
export const NEUTRAL = {
  dark: '#343a40',
  mid: '#6c757d',
  light: '#868e96',
} as const;

export const STATUS_COLORS: Record<KaizenStatus, string> = {
  draft: NEUTRAL.light,
  open: NEUTRAL.mid,
  approved: PRIMARY,
  declined: NEUTRAL.dark,
};
