import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { LoadError } from '@/components/load-error';

interface QueryStateProps<T> {
  data: T | undefined;
  error: unknown;
  reload: () => void;
  children: (data: T) => ReactNode;
}

/**
 * A screen's data once it is there; before that the loading note, or the translated error
 * with a retry.
 *
 * @example
 * <QueryState data={data} error={error} reload={reload}>
 *   {(teams) => <TeamList teams={teams} />}
 * </QueryState>
 */
export function QueryState<T>({ data, error, reload, children }: QueryStateProps<T>) {
  const { t } = useTranslation('base');
  if (error) {
    return <LoadError error={error} onRetry={reload} />;
  }
  if (data === undefined) {
    return (
      <p role="status" className="text-body-secondary">
        {t('common.loading')}
      </p>
    );
  }
  return children(data);
}
