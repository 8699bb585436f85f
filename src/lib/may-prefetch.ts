/** The parts of the Network Information API read here (Chromium only; absent elsewhere). */
interface Connection {
  saveData?: boolean;
  effectiveType?: string;
}

const SLOW_CONNECTIONS = ['slow-2g', '2g'];

/**
 * Whether fetching ahead is welcome: online, no data saving asked for, not a 2G connection.
 * Fetching ahead spends the user's data on pages they may not open.
 */
export function mayPrefetch(): boolean {
  if (!navigator.onLine) return false;
  const { connection } = navigator as Navigator & { connection?: Connection };
  if (connection?.saveData) return false;
  // Stryker disable next-line StringLiteral: no connection type is a slow one, whatever stands for it
  return !SLOW_CONNECTIONS.includes(connection?.effectiveType ?? '');
}
