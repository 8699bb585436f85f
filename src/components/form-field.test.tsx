import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, expect, test } from 'vitest';
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

test('a submitting button is disabled, busy and shows its submitting label', () => {
  render(
    <SubmitButton submitting submittingLabel="Bezig met opslaan...">
      Opslaan
    </SubmitButton>,
  );

  const button = screen.getByRole('button', { name: 'Bezig met opslaan...' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
});
