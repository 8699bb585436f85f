function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * What Laravel sets on sign-in. The demo never reads them back (it has one global session),
 * but the client's XSRF handling and the Node demo server get real cookies to work with.
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
