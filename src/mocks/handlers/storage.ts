import { HttpResponse } from 'msw';
import { notFound } from '../http/errors';
import { createRoutes } from '../http/route';
import { photoCaptions } from '../db/seed-kaizen-texts';
import { avatarSvg, editorImageSvg, kaizenPhotoSvg } from '../images/svg';

const routes = createRoutes();

const svg = (body: string) =>
  new HttpResponse(body, {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=3600' },
  });

/** Public like a web server's storage link: <img> requests carry no XHR headers. */
routes.open.get('*/storage/kaizens/:file', ({ db, params }) => {
  const match = /^k(\d+)-(before|after)\.svg$/.exec(params.file ?? '');
  if (!match) throw notFound();
  const id = Number(match[1]);
  const phase = match[2] === 'before' ? 'before' : 'after';
  const kaizen = db.kaizens.find((row) => row.id === id);
  const caption = kaizen ? photoCaptions(kaizen.title)?.[phase] : undefined;
  return svg(kaizenPhotoSvg(id, phase, caption));
});

routes.open.get('*/storage/avatars/:file', ({ db, params }) => {
  const match = /^(\d+)\.svg$/.exec(params.file ?? '');
  const user = match && db.users.find((row) => row.id === Number(match[1]));
  if (!user) throw notFound();
  return svg(avatarSvg(user.id, user.name));
});

routes.open.get('*/storage/editor/:file', ({ params }) => {
  const match = /^(\d+)\.svg$/.exec(params.file ?? '');
  if (!match) throw notFound();
  return svg(editorImageSvg(Number(match[1])));
});

export const storageHandlers = routes.handlers;
