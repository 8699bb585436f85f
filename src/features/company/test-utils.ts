import { server } from '@/mocks/server';
import { requestLine } from '../../../tests/utils/api';

/** Every request the app sends from now on, cloned so bodies can be read afterwards. */
export function recordRequests() {
  const sent: Request[] = [];
  server.events.on('request:start', ({ request }) => sent.push(request.clone()));
  return {
    sent,
    /** The one request sent as `METHOD /path?query`; fails when there is none. */
    find(line: string): Request {
      const found = sent.find((request) => requestLine(request) === line);
      if (!found) throw new Error(`No ${line}; sent: ${sent.map(requestLine).join(', ')}`);
      return found;
    },
    lines: () => sent.map(requestLine),
  };
}

export const rootColor = () => document.documentElement.style.getPropertyValue('--qek-primary');
