// What both stack floors set up, as the app sets it up: the one HTTP client (from axios's own
// modules, as src/api/http/client.ts builds it), the texts and a store, and React Router's tree
// around the page (the app's history is its own, src/app/history.ts).
import { StrictMode, type ReactNode } from 'react';
import { jsx } from 'react/jsx-runtime';
import { createRoot } from 'react-dom/client';
import { Route, Router, Routes } from 'react-router-dom';
import Axios from 'axios/unsafe/core/Axios.js';
import mergeConfig from 'axios/unsafe/core/mergeConfig.js';
import axiosDefaults from 'axios/unsafe/defaults/index.js';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { create } from 'zustand';

const http = new Axios(mergeConfig(axiosDefaults, { withCredentials: true, withXSRFToken: false }));
http.interceptors.request.use((config) => config);
Object.assign(window, { stackFloorHttp: http });

void i18next.use(initReactI18next).init({
  lng: 'nl',
  resources: { nl: { base: { heading: 'React floor', menu: 'Menu' } } },
  defaultNS: 'base',
  interpolation: { escapeValue: false },
});

export const useVisits = create<{ visits: number }>(() => ({ visits: 0 }));

const navigator = {
  push: (to: unknown) => history.pushState(null, '', String(to)),
  replace: (to: unknown) => history.replaceState(null, '', String(to)),
  go: (delta: number) => history.go(delta),
  createHref: (to: unknown) => String(to),
};

/** Renders `page` as the only route, inside the texts' provider and `around` (if any). */
export function mount(page: ReactNode, around: (children: ReactNode) => ReactNode = (c) => c) {
  const routed = jsx(Router, {
    location: location.pathname,
    navigator,
    children: jsx(Routes, { children: jsx(Route, { path: '*', element: page }) }),
  });
  createRoot(document.getElementById('root') as HTMLElement).render(
    jsx(StrictMode, {
      children: around(jsx(I18nextProvider, { i18n: i18next, children: routed })),
    }),
  );
}
