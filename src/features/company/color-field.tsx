import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { DEFAULT_MAIN_COLOR } from '@/lib/theme';
import { normalizeColor } from './color';

interface ColorFieldProps {
  label: string;
  /** Names the colour picker, e.g. 'Kleur kiezen'. */
  pickerLabel: string;
  name: string;
  /** The hex text as typed; the picker follows it while it is a valid colour. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string;
  hint?: string;
}

/** A colour as a picker plus a hex text field, so it can be chosen or typed exactly. */
export function ColorField(props: ColorFieldProps) {
  const { label, pickerLabel, name, value, onChange, onBlur, error, hint } = props;
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return (
    // No controlId: the group holds two controls, and React-Bootstrap warns when one of them
    // carries its own id under a group's controlId. The label names the text field.
    <Form.Group className="mb-3">
      <Form.Label htmlFor={`${name}-${id}`}>{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control
          type="color"
          id={`${name}-${id}-picker`}
          className="form-control-color flex-grow-0"
          // An input group gives its controls width: 1%; the picker needs room to show its colour.
          style={{ width: '3.5rem' }}
          aria-label={pickerLabel}
          value={normalizeColor(value) ?? DEFAULT_MAIN_COLOR}
          onChange={(event) => onChange(event.target.value)}
        />
        <Form.Control
          id={`${name}-${id}`}
          name={name}
          value={value}
          placeholder="#0b63c5"
          autoComplete="off"
          spellCheck={false}
          maxLength={7}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          isInvalid={Boolean(error)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
        />
        {error ? (
          <Form.Control.Feedback id={errorId} type="invalid">
            {error}
          </Form.Control.Feedback>
        ) : null}
      </InputGroup>
      {hint ? (
        <Form.Text id={hintId} className="d-block">
          {hint}
        </Form.Text>
      ) : null}
    </Form.Group>
  );
}
