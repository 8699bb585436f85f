import { useEffect, useId, useRef, useState } from 'react';
import Form from 'react-bootstrap/Form';

export interface SearchInputProps {
  label: string;
  /** The search in effect; typing updates it after `delay` ms of quiet, Enter at once. */
  value: string;
  onSearch: (value: string) => void;
  delay?: number;
  /** Shows the label to screen readers only (the field's placeholder or context names it). */
  labelHidden?: boolean;
  placeholder?: string;
  className?: string;
}

/** A labelled, debounced search box: one request per pause in typing, not one per key. */
export function SearchInput({
  label,
  value,
  onSearch,
  delay = 300,
  labelHidden = false,
  placeholder,
  className,
}: SearchInputProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  // A new value from outside (filters reset) replaces what was typed.
  if (value !== applied) {
    setApplied(value);
    setText(value);
  }
  const onSearchRef = useRef(onSearch);
  useEffect(() => {
    onSearchRef.current = onSearch;
  });

  useEffect(() => {
    if (text === applied) return;
    const timer = setTimeout(() => onSearchRef.current(text), delay);
    return () => clearTimeout(timer);
  }, [text, applied, delay]);

  return (
    <Form.Group className={className} controlId={`search-${id}`}>
      <Form.Label className={labelHidden ? 'visually-hidden' : undefined}>{label}</Form.Label>
      <Form.Control
        type="search"
        value={text}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          if (text !== applied) onSearch(text);
        }}
      />
    </Form.Group>
  );
}
