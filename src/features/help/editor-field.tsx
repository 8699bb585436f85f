import { useId } from 'react';
import { RichTextEditor } from './editor/rich-text-editor';

interface EditorFieldProps {
  namespace: string;
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  error?: string;
}

/** The rich-text editor with a label and an error message, like a FormField. */
export function EditorField({ namespace, label, initialHtml, onChange, error }: EditorFieldProps) {
  const id = useId();
  return (
    <div className="mb-3">
      {/* A div cannot label a contentEditable natively; a click on it still focuses the editor. */}
      <div
        id={`${id}-label`}
        className="form-label"
        onClick={() => document.getElementById(`${id}-editor`)?.focus()}
      >
        {label}
      </div>
      <RichTextEditor
        namespace={namespace}
        id={`${id}-editor`}
        labelId={`${id}-label`}
        initialHtml={initialHtml}
        onChange={onChange}
        invalid={Boolean(error)}
        describedBy={error ? `${id}-error` : undefined}
      />
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      ) : null}
    </div>
  );
}
