import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { renderRoutes } from '@tests/utils/render-routes';
import { renderLayout, resetLayoutState, signInAs } from './layout-test-utils';
import { SignedInLayout } from './signed-in-layout';

beforeEach(resetLayoutState);

test('shows the page inside the navigation, the top bar and the brand', () => {
  signInAs();
  renderLayout(['/home']);
  expect(screen.getByRole('main')).toContainElement(
    screen.getByRole('heading', { name: 'Home page' }),
  );
  expect(screen.getByRole('navigation', { name: 'Hoofdnavigatie' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Quick & Easy Kaizen' })).toHaveAttribute(
    'href',
    '/home',
  );
});

test('the skip link moves the focus to the content', async () => {
  signInAs();
  renderLayout(['/home']);
  await userEvent.tab();
  const skip = screen.getByRole('link', { name: 'Naar de inhoud' });
  expect(skip).toHaveFocus();

  await userEvent.click(skip);

  expect(screen.getByRole('main')).toHaveFocus();
});

test('wraps given content instead of the route outlet, as error pages need', () => {
  signInAs();
  renderRoutes(
    [{ path: '/home', element: <SignedInLayout>Something failed</SignedInLayout> }],
    ['/home'],
  );
  expect(screen.getByRole('main')).toHaveTextContent('Something failed');
});

test('without a user only the content remains', () => {
  renderLayout(['/home']);
  expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Hoofdnavigatie' })).not.toBeInTheDocument();
  expect(screen.queryByRole('banner')).not.toBeInTheDocument();
});
