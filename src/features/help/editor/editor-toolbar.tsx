import { useRef, type MouseEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import { useTranslation } from '@/i18n/use-translation';
import { HiddenImageInput } from './hidden-image-input';

/** Formatting the browser's own editing commands do well (lists, blocks, toggling). */
export type FormatCommand = 'bold' | 'italic' | 'heading' | 'bulletList' | 'numberedList';

interface EditorToolbarProps {
  namespace: string;
  editorId: string;
  onFormat: (command: FormatCommand) => void;
  onLink: () => void;
  onImage: (file: File) => void;
  /** Opens the picker of images uploaded before. */
  onPickImage: () => void;
  /** Opens the alt texts of the images in the text. */
  onDescribeImages: () => void;
  uploading: boolean;
}

// A mouse press on a button would take the selection out of the editor before the click.
const keepSelection = (event: MouseEvent) => event.preventDefault();

function ToolButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button size="sm" variant="outline-secondary" onMouseDown={keepSelection} onClick={onClick}>
      {children}
    </Button>
  );
}

/** The editor's labelled buttons: formatting, a link, images and their alt texts. */
export function EditorToolbar(props: EditorToolbarProps) {
  const { namespace, editorId, onFormat, onLink, onImage, onPickImage, onDescribeImages } = props;
  const { uploading } = props;
  const { t } = useTranslation(namespace);
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <div
      role="toolbar"
      aria-label={t('editor.toolbar')}
      aria-controls={editorId}
      className="d-flex flex-wrap gap-1 p-2 border-bottom"
    >
      <ToolButton onClick={() => onFormat('bold')}>
        <span className="fw-bold">{t('editor.bold')}</span>
      </ToolButton>
      <ToolButton onClick={() => onFormat('italic')}>
        <span className="fst-italic">{t('editor.italic')}</span>
      </ToolButton>
      <ToolButton onClick={() => onFormat('heading')}>{t('editor.heading')}</ToolButton>
      <ToolButton onClick={() => onFormat('bulletList')}>{t('editor.bullet_list')}</ToolButton>
      <ToolButton onClick={() => onFormat('numberedList')}>{t('editor.numbered_list')}</ToolButton>
      <ToolButton onClick={onLink}>{t('editor.link')}</ToolButton>
      <Button
        size="sm"
        variant="outline-secondary"
        disabled={uploading}
        aria-busy={uploading}
        onMouseDown={keepSelection}
        onClick={() => fileInput.current?.click()}
      >
        {uploading ? t('editor.uploading') : t('editor.image')}
      </Button>
      <ToolButton onClick={onPickImage}>{t('editor.pick')}</ToolButton>
      <ToolButton onClick={onDescribeImages}>{t('editor.alt')}</ToolButton>
      <HiddenImageInput ref={fileInput} label={t('editor.image_input')} onFile={onImage} />
    </div>
  );
}
