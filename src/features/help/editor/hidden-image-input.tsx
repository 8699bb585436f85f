import type { Ref } from 'react';

interface HiddenImageInputProps {
  ref: Ref<HTMLInputElement>;
  label: string;
  onFile: (file: File) => void;
}

/**
 * The file input behind an editor button that says "choose an image": out of sight and out of
 * the tab order (the button is what people reach), emptied after each choice so choosing the
 * same file again still counts.
 */
export function HiddenImageInput({ ref, label, onFile }: HiddenImageInputProps) {
  return (
    <input
      ref={ref}
      type="file"
      accept="image/png,image/jpeg,image/gif,image/webp"
      className="d-none"
      tabIndex={-1}
      aria-label={label}
      onChange={(event) => {
        const file = event.target.files?.[0];
        event.target.value = '';
        if (file) onFile(file);
      }}
    />
  );
}
