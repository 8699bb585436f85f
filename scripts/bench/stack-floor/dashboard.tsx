// The dashboard's stack floor: the sign-in page's libraries (./common.ts) and those the signed-in
// layout and the dashboard add (TanStack Query, zod, React Bootstrap's dropdown, modal and
// button), rendering one component that uses them. What /home pays before a line of its own, a
// request or a stylesheet.
import { jsx } from 'react/jsx-runtime';
import { useHref } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { z } from 'zod/mini';
import Button from 'react-bootstrap/Button';
import Dropdown from 'react-bootstrap/Dropdown';
import Modal from 'react-bootstrap/Modal';
import { mount, useVisits } from './common';

const figures = z.object({ waiting: z.number(), approved: z.optional(z.number()) });
const queryClient = new QueryClient();

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
  const menu = [
    jsx(Dropdown.Toggle, { children: t('menu') }, 't'),
    jsx(Dropdown.Menu, { children: jsx(Dropdown.Item, { href, children: t('menu') }) }, 'm'),
  ];
  return [
    jsx('h1', { children: t('heading') }, 'h'),
    jsx('a', { href, children: data.waiting }, 'a'),
    jsx(Dropdown, { children: menu }, 'd'),
    jsx(Modal, { show: false, onHide: () => undefined, children: t('menu') }, 'm'),
    jsx(Button, { children: t('menu') }, 'b'),
  ];
}

mount(jsx(Page, {}), (children) => jsx(QueryClientProvider, { client: queryClient, children }));
