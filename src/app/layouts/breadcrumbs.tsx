import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { useBreadcrumbTrail } from './breadcrumb-trail';

/** The trail of the current route; the last crumb is the page itself. */
export function Breadcrumbs() {
  const { t } = useTranslation('base');
  const trail = useBreadcrumbTrail();
  // Home alone (on /home itself) would only repeat the page's heading.
  if (trail.length === 0 || (trail.length === 1 && trail[0].path === paths.home)) return null;
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
