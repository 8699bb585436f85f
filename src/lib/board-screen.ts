import { handParser } from '@/api/parsers';
import { paths } from '@/config/paths';
import { storedItem } from '@/stores/stored';

/**
 * Board mode: chosen on the sign-in page as "Scherm op de werkvloer" and kept for the device,
 * like shared-device mode, with the team whose board it showed last ('0' before it showed one).
 * The account is an ordinary one: the server knows nothing of the mode. Only a sign-out ends it.
 */
const BOARD_KEY = 'qek_board_screen';

// Hand-written: the sign-in page and the guards read it, before zod loads.
const board = storedItem<number>(
  'local',
  BOARD_KEY,
  handParser(
    // Storage hands it a text.
    (text) => (/^\d+$/.test(String(text)) ? Number(text) : undefined),
    // Stryker disable next-line StringLiteral: what a stored text failed is not shown or logged
    'a team id or 0',
  ),
);

/** Whether this device is a screen on the shop floor: it opens boards only. */
export function isBoardScreen(): boolean {
  return board.read() !== undefined;
}

/** Makes this device a board screen, or an ordinary one again. */
export function chooseBoardScreen(on: boolean): void {
  if (!on) board.remove();
  else if (!isBoardScreen()) board.write('0');
}

/** A board screen remembers the team it shows, to show it again after any other address. */
export function rememberBoardTeam(teamId: number): void {
  if (isBoardScreen()) board.write(String(teamId));
}

/** Where a board screen goes instead of another page: its team's board, or the choice of one. */
export function boardScreenHome(activeTeamId?: number): string {
  const team = board.read() || activeTeamId;
  return team ? paths.teamBoard(team) : paths.board;
}
