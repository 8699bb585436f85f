import Dropdown from 'react-bootstrap/Dropdown';
import { useTranslation } from '@/i18n/use-translation';
import { Link } from '@/components/link';
import { paths } from '@/config/paths';
import { NoticeText } from '@/kaizens/notices/notice-text';
import { useNotificationClicks } from './use-notification-clicks';
import { useNotices } from '@/kaizens/notices/use-notices';
import { useDecisionAlerts } from './use-decision-alerts';

// Apart from the bell: the router's navigate draws whatever holds it again on every page change.
function NotificationClicks() {
  useNotificationClicks();
  return null;
}

/**
 * The top bar's "what happened to my kaizens": a bell with the number of decisions
 * on the user's own kaizens not yet opened; each opens its kaizen and counts as read.
 */
export function NoticesMenu({ userId }: { userId: number }) {
  const { t } = useTranslation('base');
  const { unread, markRead, loaded, refetch } = useNotices(userId, { poll: true });
  useDecisionAlerts(userId, { unread, loaded, refetch });
  const count = unread.length;
  return (
    <>
      <NotificationClicks />
      <Dropdown align="end" className="notices-menu">
        <Dropdown.Toggle
          variant="link"
          className="notices-menu__toggle"
          aria-label={t('notices.toggle', { count })}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" fill="none" aria-hidden="true">
            <path
              stroke="currentColor"
              strokeWidth="1.75"
              strokeLinecap="round"
              strokeLinejoin="round"
              d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4zM10 20.5a2 2 0 0 0 4 0"
            />
          </svg>
          {count > 0 ? (
            <span
              className="notices-menu__count badge rounded-pill text-bg-danger"
              aria-hidden="true"
            >
              {count}
            </span>
          ) : null}
        </Dropdown.Toggle>
        <Dropdown.Menu className="notices-menu__panel">
          <Dropdown.Header as="h2" className="h6">
            {t('notices.title')}
          </Dropdown.Header>
          {count === 0 ? (
            <p className="px-3 mb-1 text-body-secondary small">{t('notices.none')}</p>
          ) : (
            unread.map((notice) => (
              <Dropdown.Item
                key={`${notice.kaizenId}-${notice.kind}`}
                as={Link}
                to={paths.myKaizenEdit(notice.kaizenId)}
                className="notices-menu__item"
                onClick={() => markRead((read) => read.kaizenId === notice.kaizenId)}
              >
                <NoticeText notice={notice} />
              </Dropdown.Item>
            ))
          )}
          {count > 1 ? (
            <>
              <Dropdown.Divider />
              <Dropdown.Item as="button" type="button" onClick={() => markRead(() => true)}>
                {t('notices.mark_all')}
              </Dropdown.Item>
            </>
          ) : null}
        </Dropdown.Menu>
      </Dropdown>
    </>
  );
}
