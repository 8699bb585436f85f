// The sign-in page's stack floor: the libraries the app's first page cannot do without (the
// design card's router, i18next and axios, and zustand), each set up once as the app sets it up,
// rendering one component that uses them. What /login pays before a line of its own.
import { StrictMode } from 'react';
import { jsx } from 'react/jsx-runtime';
import { createRoot } from 'react-dom/client';
import { Route, Router, Routes, useHref } from 'react-router-dom';
import axios from 'axios';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { create } from 'zustand';

const http = axios.create({ withCredentials: true, withXSRFToken: true });
http.interceptors.request.use((config) => config);
Object.assign(window, { stackFloorHttp: http });

void i18next.use(initReactI18next).init({
  lng: 'nl',
  resources: { nl: { base: { heading: 'React floor' } } },
  defaultNS: 'base',
  interpolation: { escapeValue: false },
});

const useVisits = create<{ visits: number }>(() => ({ visits: 0 }));

const navigator = {
  push: (to: unknown) => history.pushState(null, '', String(to)),
  replace: (to: unknown) => history.replaceState(null, '', String(to)),
  go: (delta: number) => history.go(delta),
  createHref: (to: unknown) => String(to),
};

function Page() {
  const { t } = useTranslation();
  const visits = useVisits((state) => state.visits);
  const href = useHref('/home');
  return [jsx('h1', { children: t('heading') }, 'h'), jsx('a', { href, children: visits }, 'a')];
}

createRoot(document.getElementById('root') as HTMLElement).render(
  jsx(StrictMode, {
    children: jsx(I18nextProvider, {
      i18n: i18next,
      children: jsx(Router, {
        location: location.pathname,
        navigator,
        children: jsx(Routes, { children: jsx(Route, { path: '*', element: jsx(Page, {}) }) }),
      }),
    }),
  }),
);
