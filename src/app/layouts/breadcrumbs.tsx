import { useTranslation } from 'react-i18next';
import { Link } from '@/components/link';
import { useBreadcrumbTrail } from './breadcrumb-trail';

/** The trail of the current route; the last crumb is the page itself. */
export function Breadcrumbs() {
  const { t } = useTranslation('base');
  const trail = useBreadcrumbTrail();
  if (trail.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumb.label')}>
      <ol className="breadcrumb mb-0">
        {trail.map((crumb, index) =>
          index === trail.length - 1 ? (
            <li key={crumb.path} className="breadcrumb-item active" aria-current="page">
              {t(crumb.name)}
            </li>
          ) : (
            <li key={crumb.path} className="breadcrumb-item">
              <Link to={crumb.path}>{t(crumb.name)}</Link>
            </li>
          ),
        )}
      </ol>
    </nav>
  );
}
