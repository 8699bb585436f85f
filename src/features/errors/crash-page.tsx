import { useTranslation } from '@/i18n/use-translation';
import { paths } from '@/config/paths';

interface CrashPageProps {
  error: unknown;
  /** Only development-like addresses get the message and stack (spec §2). */
  showDetails: boolean;
  /** Where in the component tree it broke (React's component stack), once React gave it. */
  componentStack?: string;
}

/** The error as data, for when there is no component stack to show (spec §2). */
function serialise(error: unknown): string {
  const value =
    error instanceof Error ? { ...error, name: error.name, message: error.message } : error;
  try {
    return JSON.stringify(value, null, 2) ?? String(error);
  } catch {
    return String(error);
  }
}

function describe(error: unknown, componentStack: string | undefined) {
  const message = error instanceof Error ? error.message : String(error);
  // Spec §2: the component stack, not the JavaScript one (React's and the bundle's insides).
  if (componentStack) return { message, stack: componentStack.replace(/^\s*\n/, '') };
  return { message, serialised: serialise(error) };
}

/** Any rendering error (spec §2, §8). Plain links so it works even when the router is broken. */
export function CrashPage({ error, showDetails, componentStack }: CrashPageProps) {
  const { t } = useTranslation('base');
  const details = showDetails ? describe(error, componentStack) : null;
  const here = `${window.location.pathname}${window.location.search}`;
  return (
    <section className="crash-page text-center py-5" aria-labelledby="crash-page-title">
      <svg
        className="crash-page__icon mb-3"
        width="56"
        height="56"
        viewBox="0 0 24 24"
        aria-hidden="true"
      >
        <circle cx="12" cy="12" r="11" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 6v8M12 17v1.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      <p className="display-6 mb-1" aria-hidden="true">
        {t('crash_page.oops')}
      </p>
      <h1 id="crash-page-title" className="h3">
        {t('error_page.title')}
      </h1>
      <p className="lead">{t('error_page.description')}</p>
      <div className="d-flex gap-2 justify-content-center mt-4">
        <a className="btn btn-outline-secondary" href={here}>
          {t('error_page.back')}
        </a>
        <a className="btn btn-primary" href={paths.home}>
          {t('error_page.home')}
        </a>
      </div>
      {details ? (
        <details className="crash-page__details text-start mt-4" open>
          <summary>{t('crash_page.details')}</summary>
          <p className="fw-semibold mt-2">{details.message}</p>
          {details.stack ? (
            <>
              <p className="small mb-1">{t('crash_page.component_stack')}</p>
              <pre className="small">{details.stack}</pre>
            </>
          ) : (
            <pre className="small">{details.serialised}</pre>
          )}
        </details>
      ) : null}
    </section>
  );
}
