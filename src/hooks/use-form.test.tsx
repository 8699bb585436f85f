import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { ApiError } from '@/api/api-error';
import { FormAlert } from '@/components/form-alert';
import { FormField } from '@/components/form-field';
import { SubmitButton } from '@/components/submit-button';
import { i18n } from '@/i18n/i18n';
import { requiredMessage } from '@/lib/validation';
import nlBase from '@/mocks/lang/nl/base.json';
import { useForm } from './use-form';

beforeAll(async () => {
  i18n.addResourceBundle('nl', 'base', nlBase, true, true);
  await i18n.changeLanguage('nl');
});

const invalid = (fieldErrors: Record<string, string[]>) =>
  new ApiError({ kind: 'http', status: 422, message: 'invalid', fieldErrors });
const unreadable = () =>
  new ApiError({ kind: 'invalid-response', status: 201, method: 'POST', message: 'HTML page' });

interface Values {
  name: string;
  email: string;
  roles: number[];
}
const initial: Values = { name: '', email: '', roles: [] };
const validate = (values: Values) => ({
  name: requiredMessage(values.name),
  email: requiredMessage(values.email),
});

/** A two-field form as a page builds one, to see what the user sees. */
function NameForm({
  send,
  firstValid = false,
}: {
  send: () => Promise<void>;
  firstValid?: boolean;
}) {
  const { setFormElement, ...form } = useForm({
    initial: { ...initial, name: firstValid ? 'Anna' : '' },
    validate,
  });
  return (
    <form ref={setFormElement} noValidate onSubmit={form.onSubmit(send)}>
      <FormAlert message={form.formError} />
      <FormField {...form.field('name')} label="Naam" />
      <FormField {...form.field('email')} label="E-mail" />
      <button type="submit">Opslaan</button>
    </form>
  );
}

describe('values', () => {
  test('field() binds a string value; typing sets it and clears only its error', async () => {
    const { result } = renderHook(() => useForm({ initial, validate }));
    await act(() => result.current.submit(() => Promise.resolve()));
    expect(result.current.field('name')).toMatchObject({ name: 'name', value: '' });
    expect(result.current.errors).toEqual({
      name: nlBase.common.required,
      email: nlBase.common.required,
    });

    act(() => result.current.field('name').onChange('Anna'));

    expect(result.current.values.name).toBe('Anna');
    expect(result.current.errors.name).toBeUndefined();
    expect(result.current.errors.email).toBe(nlBase.common.required);
  });

  test('setField() sets a value of any shape and clears its error', async () => {
    const send = vi.fn(() => Promise.reject(invalid({ 'roles.0': ['Kies een rol.'] })));
    const { result } = renderHook(() =>
      useForm({ initial: { ...initial, name: 'A', email: 'a' } }),
    );
    await act(() => result.current.submit(send));
    expect(result.current.errors.roles).toBe('Kies een rol.');

    act(() => result.current.setField('roles', [3]));

    expect(result.current.values.roles).toEqual([3]);
    expect(result.current.errors.roles).toBeUndefined();
  });
});

describe('client checks', () => {
  test('an invalid form is not sent, says why at the fields and focuses the first one', async () => {
    const send = vi.fn(() => Promise.resolve());
    render(<NameForm send={send} firstValid />);

    await userEvent.click(screen.getByRole('button', { name: 'Opslaan' }));

    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Naam')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(nlBase.common.required);
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('server failures', () => {
  test('a 422 shows each message at its field, focuses the first, and keeps the values', async () => {
    const user = userEvent.setup();
    const send = () => Promise.reject(invalid({ email: ['Dit adres is al in gebruik.'] }));
    render(<NameForm send={send} />);
    await user.type(screen.getByLabelText('Naam'), 'Anna');
    await user.type(screen.getByLabelText('E-mail'), 'anna@example.com');

    await user.click(screen.getByRole('button', { name: 'Opslaan' }));

    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAccessibleDescription('Dit adres is al in gebruik.'));
    await waitFor(() => expect(email).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(nlBase.api_error.validation);
    expect(screen.getByLabelText('Naam')).toHaveValue('Anna');
    expect(email).toHaveValue('anna@example.com');
  });

  test('fieldFor maps server fields; a field the form lacks goes to the alert', async () => {
    const { result } = renderHook(() =>
      useForm({
        initial: { login: 'anna' },
        fieldFor: (field) => (field === 'email' ? 'login' : undefined),
      }),
    );

    await act(() =>
      result.current.submit(() =>
        Promise.reject(invalid({ email: ['Onbekend.'], status: ['Status ongeldig.'] })),
      ),
    );

    expect(result.current.errors).toEqual({ login: 'Onbekend.' });
    expect(result.current.formError).toBe(`${nlBase.api_error.validation} Status ongeldig.`);
  });

  test("a page's own wording wins; anything else gets the translated failure", async () => {
    const refused = new ApiError({ kind: 'http', status: 401, message: 'no' });
    const down = new ApiError({ kind: 'http', status: 500, message: 'Server Error' });
    const { result } = renderHook(() =>
      useForm({
        initial: { login: 'anna' },
        messageFor: (error) => (error === refused ? 'Onjuiste gegevens.' : undefined),
      }),
    );

    await act(() => result.current.submit(() => Promise.reject(refused)));
    expect(result.current.formError).toBe('Onjuiste gegevens.');

    await act(() => result.current.submit(() => Promise.reject(down)));
    expect(result.current.formError).toBe(nlBase.api_error.server);
    expect(result.current.values).toEqual({ login: 'anna' });
  });
});

test('one request at a time: a second submit while the first is under way sends nothing', async () => {
  let finish = () => undefined as void;
  const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  const { result } = renderHook(() => useForm({ initial: { name: 'Anna' } }));

  let first: Promise<void> = Promise.resolve();
  act(() => {
    first = result.current.submit(send);
    void result.current.submit(send);
  });
  expect(result.current.submitting).toBe(true);
  await act(async () => {
    finish();
    await first;
  });

  expect(send).toHaveBeenCalledOnce();
  expect(result.current.submitting).toBe(false);
});

test('the submit button keeps the focus while sending and after the save', async () => {
  let finish = () => undefined as void;
  const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  function TeamForm() {
    const { setFormElement, ...form } = useForm({ initial: { name: 'Noord' } });
    return (
      <form ref={setFormElement} noValidate onSubmit={form.onSubmit(send)}>
        <FormField {...form.field('name')} label="Naam" />
        <SubmitButton submitting={form.submitting}>Opslaan</SubmitButton>
      </form>
    );
  }
  render(<TeamForm />);
  const button = screen.getByRole('button', { name: 'Opslaan' });

  await userEvent.click(button);
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).not.toBeDisabled();
  expect(button).toHaveFocus();
  act(() => finish());

  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  expect(button).toHaveFocus();
  expect(send).toHaveBeenCalledOnce();
});

describe('a save the server took but answered unreadably', () => {
  test('says so and is never sent again', async () => {
    const send = vi.fn(() => Promise.reject(unreadable()));
    const { result } = renderHook(() => useForm({ initial: { name: 'Noord' } }));

    await act(() => result.current.submit(send));
    await act(() => result.current.submit(send));

    expect(send).toHaveBeenCalledOnce();
    expect(result.current.saved).toBe(true);
    expect(result.current.formError).toBe(nlBase.api_error.saved_unreadable);
  });

  test('stays usable for the next entry: other values are sent, the saved ones never again', async () => {
    const send = vi.fn<(values: { name: string }) => Promise<void>>(() =>
      Promise.reject(unreadable()),
    );
    const { result } = renderHook(() => useForm({ initial: { name: 'Noord' } }));
    await act(() => result.current.submit(send));

    act(() => result.current.setField('name', 'Zuid'));
    expect(result.current.saved).toBe(false);
    send.mockResolvedValueOnce(undefined);
    await act(() => result.current.submit(send));
    act(() => result.current.setField('name', 'Noord'));
    await act(() => result.current.submit(send));

    expect(send.mock.calls.map(([values]) => values.name)).toEqual(['Noord', 'Zuid']);
    expect(result.current.saved).toBe(true);
  });

  test('counts as saved where the screen moves on: no alert, and the form starts over', async () => {
    const onSavedAnyway = vi.fn();
    const { result } = renderHook(() =>
      useForm({ initial: { name: '' }, resetAfterSave: true, onSavedAnyway }),
    );
    act(() => result.current.setField('name', 'Noord'));

    await act(() => result.current.submit(() => Promise.reject(unreadable())));

    expect(onSavedAnyway).toHaveBeenCalledOnce();
    expect(result.current.formError).toBeNull();
    expect(result.current.values.name).toBe('');
  });
});

test('resetAfterSave starts over from the initial values after a save, not after a failure', async () => {
  const { result } = renderHook(() => useForm({ initial: { name: '' }, resetAfterSave: true }));
  act(() => result.current.setField('name', 'Noord'));

  await act(() => result.current.submit(() => Promise.reject(new Error('offline'))));
  expect(result.current.values.name).toBe('Noord');

  await act(() => result.current.submit(() => Promise.resolve()));
  expect(result.current.values.name).toBe('');
});

test('the values sent are the ones typed', async () => {
  const send = vi.fn(() => Promise.resolve());
  const { result } = renderHook(() => useForm({ initial }));
  act(() => result.current.setField('name', 'Anna'));

  await act(() => result.current.submit(send));

  expect(send).toHaveBeenCalledWith({ ...initial, name: 'Anna' });
  expect(result.current.values.name).toBe('Anna');
});

describe('"your input was kept" only when there is input', () => {
  const offline = () => new ApiError({ kind: 'network', status: 0, message: 'Network Error' });

  test('a form with typed input says it was kept', async () => {
    const { result } = renderHook(() => useForm({ initial: { name: '' } }));
    act(() => result.current.setField('name', 'Noord'));

    await act(() => result.current.submit(() => Promise.reject(offline())));

    expect(result.current.formError).toBe(
      `${nlBase.api_error.network} ${nlBase.api_error.input_kept}`,
    );
  });

  test('a form sent as it was given (nothing typed) does not', async () => {
    const { result } = renderHook(() => useForm({ initial: { name: 'Noord', roles: [1] } }));

    await act(() => result.current.submit(() => Promise.reject(offline())));

    expect(result.current.formError).toBe(nlBase.api_error.network);
    expect(result.current.formError).not.toMatch(/bewaard/);
  });

  test('after a reset to loaded values, only a change counts as input', async () => {
    const { result } = renderHook(() => useForm({ initial: { name: '' } }));
    act(() => result.current.reset({ name: 'Loaded' }));
    await act(() => result.current.submit(() => Promise.reject(offline())));
    expect(result.current.formError).toBe(nlBase.api_error.network);

    act(() => result.current.setField('name', 'Changed'));
    await act(() => result.current.submit(() => Promise.reject(offline())));
    expect(result.current.formError).toMatch(/Uw invoer is bewaard\.$/);
  });
});
