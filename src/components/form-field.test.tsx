import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { beforeAll, expect, test, vi } from 'vitest';
import { i18n } from '@/i18n/i18n';
import nlBase from '@/mocks/lang/nl/base.json';
import { FormField, type FormFieldProps } from './form-field';
import { SubmitButton } from './submit-button';

type Props = Omit<FormFieldProps, 'value' | 'onChange'>;

function ControlledField(props: Props) {
  const [value, setValue] = useState('');
  return <FormField {...props} value={value} onChange={setValue} />;
}

beforeAll(async () => {
  i18n.addResourceBundle('nl', 'base', nlBase, true, true);
  await i18n.changeLanguage('nl');
});

test('an optional field carries the (optioneel) marker in its label', () => {
  render(<ControlledField name="remark" label="Opmerking" optional />);

  expect(screen.getByRole('textbox', { name: 'Opmerking (optioneel)' })).toBeInTheDocument();
});

test('rows turns the field into a textarea that can be typed in', async () => {
  const user = userEvent.setup();
  render(<ControlledField name="description" label="Beschrijving" rows={4} />);

  const field = screen.getByLabelText('Beschrijving');
  await user.type(field, 'Eerste regel{enter}tweede regel');

  expect(field.tagName).toBe('TEXTAREA');
  expect(field).toHaveValue('Eerste regel\ntweede regel');
});

test('hint and error describe the field, and only an error marks it invalid', () => {
  const { rerender } = render(
    <FormField name="code" label="Code" hint="Zes tekens." value="" onChange={() => undefined} />,
  );
  const field = screen.getByLabelText('Code');
  expect(field).not.toHaveAttribute('aria-invalid');
  expect(field).toHaveAccessibleDescription('Zes tekens.');

  rerender(
    <FormField
      name="code"
      label="Code"
      hint="Zes tekens."
      error="Deze code is onbekend."
      value=""
      onChange={() => undefined}
    />,
  );

  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription('Zes tekens. Deze code is onbekend.');
});

test('a submitting button is busy, refuses a second send and shows its submitting label', async () => {
  const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
  render(
    <form onSubmit={onSubmit}>
      <SubmitButton submitting submittingLabel="Bezig met opslaan...">
        Opslaan
      </SubmitButton>
    </form>,
  );

  const button = screen.getByRole('button', { name: 'Bezig met opslaan...' });
  await userEvent.click(button);
  expect(onSubmit).not.toHaveBeenCalled();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveAttribute('aria-busy', 'true');
});

test('a submitting button keeps the focus: disabled would drop it to the page', () => {
  render(<SubmitButton submitting>Opslaan</SubmitButton>);

  const button = screen.getByRole('button', { name: 'Opslaan' });
  button.focus();

  expect(button).toHaveFocus();
  expect(button).not.toBeDisabled();
});
