// The dashboard's stack floor: the sign-in page's libraries (../sign-in/main.tsx) and those the
// signed-in layout and the dashboard add (TanStack Query, zod, React Bootstrap's dropdown, modal
// and button), each set up once as the app sets it up, rendering one component that uses them.
// What /home pays before a line of its own, a request or a stylesheet.
import { StrictMode } from 'react';
import { jsx } from 'react/jsx-runtime';
import { createRoot } from 'react-dom/client';
import { Route, Router, Routes, useHref } from 'react-router-dom';
import axios from 'axios';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next, useTranslation } from 'react-i18next';
import { create } from 'zustand';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Modal from 'react-bootstrap/Modal';

const http = axios.create({ withCredentials: true, withXSRFToken: true });
http.interceptors.request.use((config) => config);
Object.assign(window, { stackFloorHttp: http });

void i18next.use(initReactI18next).init({
  lng: 'nl',
  resources: { nl: { base: { heading: 'React floor', menu: 'Menu' } } },
  defaultNS: 'base',
  interpolation: { escapeValue: false },
});

const useVisits = create<{ visits: number }>(() => ({ visits: 0 }));
const figures = z.object({ waiting: z.number(), approved: z.optional(z.number()) });
const queryClient = new QueryClient();

const navigator = {
  push: (to: unknown) => history.pushState(null, '', String(to)),
  replace: (to: unknown) => history.replaceState(null, '', String(to)),
  go: (delta: number) => history.go(delta),
  createHref: (to: unknown) => String(to),
};

function Page() {
  const { t } = useTranslation();
  const visits = useVisits((state) => state.visits);
  const href = useHref('/review');
  const { data } = useQuery({
    queryKey: ['figures'],
    queryFn: () => figures.parse({ waiting: visits }),
    initialData: () => figures.parse({ waiting: visits }),
    staleTime: Infinity,
  });
  return [
    jsx('h1', { children: t('heading') }, 'h'),
    jsx('a', { href, children: data.waiting }, 'a'),
    jsx(
      Dropdown,
      {
        children: [
          jsx(Dropdown.Toggle, { children: t('menu') }, 't'),
          jsx(Dropdown.Menu, { children: jsx(Dropdown.Item, { href, children: t('menu') }) }, 'm'),
        ],
      },
      'd',
    ),
    jsx(Modal, { show: false, onHide: () => undefined, children: t('menu') }, 'm'),
    jsx(Button, { children: t('menu') }, 'b'),
  ];
}

createRoot(document.getElementById('root') as HTMLElement).render(
  jsx(StrictMode, {
    children: jsx(QueryClientProvider, {
      client: queryClient,
      children: jsx(I18nextProvider, {
        i18n: i18next,
        children: jsx(Router, {
          location: location.pathname,
          navigator,
          children: jsx(Routes, { children: jsx(Route, { path: '*', element: jsx(Page, {}) }) }),
        }),
      }),
    }),
  }),
);
