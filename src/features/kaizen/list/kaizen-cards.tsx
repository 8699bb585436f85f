import Card from 'react-bootstrap/Card';
import { useTranslation } from '@/i18n/use-translation';
import { KaizenStatus } from '@/kaizens/status';
import { SelectAllCheckbox } from '@/components/select-all-checkbox';
import { SelectRowCheckbox } from '@/components/select-row-checkbox';
import { Link } from '@/components/link';
import type { Kaizen } from '@/api/schemas/kaizen';
import { paths } from '@/config/paths';
import { formatDate } from './format';
import { PhotoPair } from '@/components/photo-pair';
import type { ListKind } from './list-kind';
import type { ListSelection } from './use-list-selection';
import '@/styles/kaizen-work.scss';

interface KaizenCardsProps {
  kind: ListKind;
  kaizens: readonly Kaizen[];
  label: string;
  bulk?: ListSelection;
}

/**
 * The card view of a list: the same rows, easier to scan on a phone, each card with its before
 * and after photos on top, or else its title large. The title's link covers
 * the whole card (Bootstrap's stretched-link), so a tap anywhere opens the kaizen and the
 * link's name stays the title. A checkbox for a bulk move sits above that link.
 */
export function KaizenCards({ kind, kaizens, label, bulk }: KaizenCardsProps) {
  const { t, i18n } = useTranslation('kaizen.index');
  const selectable = bulk ? kaizens.filter(bulk.canSelect) : [];
  const chosen = selectable.filter((kaizen) => bulk?.selection.has(kaizen.id)).length;
  return (
    <>
      {bulk && selectable.length > 0 ? (
        <div className="mb-2">
          <SelectAllCheckbox
            chosen={chosen}
            of={selectable.length}
            label={t('base:bulk.select_page')}
            onChange={(on) => bulk.selection.setMany(selectable, on)}
            labelShown
          />
        </div>
      ) : null}
      <ul
        className="list-unstyled row row-cols-1 row-cols-md-2 row-cols-xl-3 g-3"
        aria-label={label}
      >
        {kaizens.map((kaizen) => (
          <li key={kaizen.id} className="col">
            <Card className="h-100 kaizen-card">
              <CardPhotos kaizen={kaizen} />
              <Card.Body className="d-flex gap-3 align-items-start">
                {bulk ? (
                  <span className="kaizen-card__select">
                    <SelectRowCheckbox
                      row={kaizen}
                      rows={selectable}
                      selection={bulk.selection}
                      notSelectable={bulk.canSelect(kaizen) ? undefined : bulk.notSelectable}
                    />
                  </span>
                ) : null}
                <div className="flex-grow-1 text-break">
                  <Card.Title
                    as="h2"
                    className={hasPhotos(kaizen) ? 'h6' : 'kaizen-card__title--large'}
                  >
                    <Link to={paths.kaizenEdit(kaizen.id)} className="stretched-link">
                      {kaizen.title}
                    </Link>
                  </Card.Title>
                  {/* The state once, its date beside it: "Goedgekeurd op" would say it twice. */}
                  <p className="d-flex flex-wrap align-items-center gap-2 small mb-1">
                    <KaizenStatus status={kaizen.status} />
                    {kaizen.decided_at ? (
                      <time dateTime={kaizen.decided_at}>
                        {formatDate(kaizen.decided_at, i18n.language)}
                      </time>
                    ) : null}
                  </p>
                  <p className="small text-body-secondary mb-1">
                    {kaizen.team.name} · {kaizen.author.name}
                  </p>
                  {kind === 'declined' && kaizen.decline_reason ? (
                    <p className="small mb-0">
                      <span className="fw-semibold">{t('columns.decline_reason')}:</span>{' '}
                      {kaizen.decline_reason}
                    </p>
                  ) : null}
                </div>
              </Card.Body>
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}

const hasPhotos = (kaizen: Kaizen) =>
  kaizen.before_image_src !== null || kaizen.after_image_src !== null;

/**
 * Its before and after photos as one picture across the card's top; decorative (alt ""), as
 * the card's link names the kaizen, their labels say which is which. A card without photos
 * shows its title large instead.
 */
function CardPhotos({ kaizen }: { kaizen: Kaizen }) {
  const { t } = useTranslation('kaizen.index');
  const photo = (src: string | null, label: string) => (src ? { src, alt: '', label } : null);
  if (!hasPhotos(kaizen)) return null;
  return (
    <PhotoPair
      compact
      before={photo(kaizen.before_image_src, t('photos.before'))}
      after={photo(kaizen.after_image_src, t('photos.after'))}
    />
  );
}
