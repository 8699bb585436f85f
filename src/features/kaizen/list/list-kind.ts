import { paths } from '@/config/paths';

export type ListKind = 'approved' | 'declined' | 'shared';
export type TableKind = Exclude<ListKind, 'shared'>;

/** The list a path shows; one page component serves all three routes. */
export function listKindOf(pathname: string): ListKind {
  if (pathname.startsWith(paths.kaizenDeclined)) return 'declined';
  if (pathname.startsWith(paths.kaizenShared)) return 'shared';
  return 'approved';
}

/** Rows per page of the list screens. */
export const LIST_PAGE_SIZE = 20;
