import { createContext, useContext } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/**
 * Both dashboards share their building blocks, but each page has its own language file
 * (spec §2), so the blocks read their texts from the namespace of the page they are on.
 */
export const DashboardNamespace = createContext('home.home');

export function useDashboardTranslation() {
  return useTranslation([useContext(DashboardNamespace), 'base']);
}
