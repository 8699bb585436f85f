import { useTranslation } from '@/i18n/use-translation';
import type { Team } from '@/api/schemas/team';
import { QrCode } from '@/components/qr-code';
import { paths } from '@/config/paths';

/** The address a team's QR code holds: the capture for that team, on this site. */
const captureAddress = (teamId: number) =>
  new URL(`${paths.kaizenNew}?team_id=${teamId}`, window.location.origin).href;

interface TeamPosterSheetProps {
  team: Team;
  /** The company's logo (the user's `logo_src`, checked by its schema), or none. */
  logo: string | null;
}

/**
 * The A4 poster of one team: the call to report what could be better and the QR code of the
 * team's capture, 8 cm wide on paper (team-poster.scss), with the address written out for a
 * phone that cannot scan.
 */
export function TeamPosterSheet({ team, logo }: TeamPosterSheetProps) {
  const { t } = useTranslation(['team.poster', 'base']);
  const address = captureAddress(team.id);
  return (
    <article className="team-poster" aria-label={t('sheet.label')}>
      {logo ? <img className="team-poster__logo" src={logo} alt="" /> : null}
      <p className="team-poster__question">{t('sheet.question')}</p>
      <p className="team-poster__call">{t('sheet.call')}</p>
      <QrCode
        className="team-poster__code"
        value={address}
        label={t('sheet.code', { team: team.name })}
      />
      <p className="team-poster__team">{t('sheet.team', { team: team.name })}</p>
      <p className="team-poster__address">
        {t('sheet.or_visit')} <span className="text-break">{address}</span>
      </p>
      <p className="team-poster__brand">{t('base:nav.brand')}</p>
    </article>
  );
}
