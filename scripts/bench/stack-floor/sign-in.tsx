// The sign-in page's stack floor: the libraries the app's first page cannot do without (the
// design card's router, i18next and axios, and zustand; ./common.ts), rendering one component
// that uses them. What /login pays before a line of its own.
import { jsx } from 'react/jsx-runtime';
import { useHref } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { mount, useVisits } from './common';

function Page() {
  const { t } = useTranslation();
  const visits = useVisits((state) => state.visits);
  const href = useHref('/home');
  return [jsx('h1', { children: t('heading') }, 'h'), jsx('a', { href, children: visits }, 'a')];
}

mount(jsx(Page, {}));
