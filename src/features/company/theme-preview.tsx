import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { themeFor, themeVariables } from '@/lib/theme';

/**
 * The colour applied to a sample only (its CSS variables on the figure, so only it re-themes): the app keeps its own colour until the save succeeds.
 * An invalid colour leaves the last valid one in the preview.
 */
export function ThemePreview({ color }: { color: string }) {
  const { t } = useTranslation('company-configurator.index');
  const theme = themeFor(color);
  return (
    <figure
      className="border rounded overflow-hidden mb-3"
      style={themeVariables(theme)}
      data-theme-preview=""
    >
      <div
        className="px-3 py-2 fw-semibold"
        style={{ background: theme.main, color: theme.onMain }}
      >
        {t('base:nav.brand')}
      </div>
      <div className="p-3 d-flex flex-wrap align-items-center gap-3" aria-hidden="true">
        <Button variant="primary" tabIndex={-1}>
          {t('color.preview_button')}
        </Button>
        <Button variant="outline-primary" tabIndex={-1}>
          {t('color.preview_button')}
        </Button>
        <span style={{ color: theme.link }}>{t('color.preview_link')}</span>
      </div>
      <figcaption className="px-3 pb-2 small text-body-secondary">
        {t('color.preview_caption', { color: theme.main })}
      </figcaption>
    </figure>
  );
}
