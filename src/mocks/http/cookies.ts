function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What Laravel sets on sign-in. The handlers never read them back: in the jsdom tests and the
 * browser demo there is one session (per db); the Node demo server replaces both with the real
 * session's cookies (http/sessions.ts).
 */
export function sessionCookieHeaders(): Headers {
  const headers = new Headers();
  headers.append('Set-Cookie', `XSRF-TOKEN=${randomToken()}; Path=/; SameSite=Lax`);
  headers.append('Set-Cookie', `qek_demo_session=${randomToken()}; Path=/; HttpOnly; SameSite=Lax`);
  return headers;
}

export function expiredCookieHeaders(): Headers {
  const headers = new Headers();
  headers.append('Set-Cookie', 'XSRF-TOKEN=; Path=/; Max-Age=0; SameSite=Lax');
  headers.append('Set-Cookie', 'qek_demo_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax');
  return headers;
}
