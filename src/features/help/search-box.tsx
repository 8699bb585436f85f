import Form from 'react-bootstrap/Form';

interface SearchBoxProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder?: string;
  /** The visible outcome, e.g. "3 questions found"; read out politely as it changes. */
  status?: string;
  className?: string;
}

/** A labelled search field with a live result count below it. */
export function SearchBox({
  id,
  label,
  value,
  onChange,
  placeholder,
  status,
  className,
}: SearchBoxProps) {
  return (
    <Form.Group controlId={id} className={className} role="search">
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type="search"
        value={value}
        placeholder={placeholder}
        autoComplete="off"
        aria-describedby={`${id}-status`}
        onChange={(event) => onChange(event.target.value)}
      />
      <Form.Text id={`${id}-status`} role="status" className="d-block">
        {status}
      </Form.Text>
    </Form.Group>
  );
}
