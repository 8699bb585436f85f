import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { FormAlert } from '@/components/form-alert';
import { SafeHtml } from '@/components/safe-html';
import { EditorToolbar, type FormatCommand } from './editor-toolbar';
import { ImageAltForm } from './image-alt-form';
import { useEditorSelection } from './editor-selection';
import { ImagePicker } from './image-picker';
import { LinkForm } from './link-form';
import { useImageUpload } from './use-image-upload';

export interface RichTextEditorProps {
  /** The language file that holds the `editor.*` texts. */
  namespace: string;
  id: string;
  /** The id of the visible label that names the editor. */
  labelId: string;
  /** Shown once, sanitised; after that the editor's own DOM is its state. */
  initialHtml: string;
  /** The editor's HTML after each change; sanitise it before sending. */
  onChange: (html: string) => void;
  invalid?: boolean;
  describedBy?: string;
}

function runFormat(command: FormatCommand) {
  // execCommand is deprecated but still the only way to get the browser's list and block
  // editing (with undo); where it is missing (jsdom) formatting is simply not applied.
  if (typeof document.execCommand !== 'function') return;
  if (command === 'heading') {
    const isHeading = document.queryCommandValue('formatBlock').toLowerCase() === 'h2';
    document.execCommand('formatBlock', false, isHeading ? 'p' : 'h2');
  } else if (command === 'bulletList') document.execCommand('insertUnorderedList');
  else if (command === 'numberedList') document.execCommand('insertOrderedList');
  else document.execCommand(command);
}

/** A small contentEditable editor: bold, italic, heading, lists, links and uploaded images. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { namespace, id, labelId, onChange } = props;
  const { t } = useTranslation(namespace);
  const editorRef = useRef<HTMLDivElement>(null);
  const [initialHtml] = useState(props.initialHtml);
  const [linking, setLinking] = useState(false);
  const [picking, setPicking] = useState(false);
  // The images whose alt texts are open for editing, and the one whose field takes the focus.
  const [describing, setDescribing] = useState<{
    images: HTMLImageElement[];
    focus?: HTMLImageElement;
    round: number;
  } | null>(null);
  const describeImages = (focus?: HTMLImageElement) => {
    setLinking(false);
    setDescribing((current) => ({
      images: [...(editorRef.current?.querySelectorAll('img') ?? [])],
      focus,
      // A new round (another upload while the form is open) starts the form over.
      round: (current?.round ?? 0) + 1,
    }));
  };
  // The picked image waits for the dialog to go, so the editor can take the focus back.
  const picked = useRef<HTMLImageElement | null>(null);
  const selection = useEditorSelection(editorRef);
  const emit = () => onChange(editorRef.current?.innerHTML ?? '');
  const insert = (node: Node) => {
    selection.insert(node);
    emit();
  };
  // A new upload's alt text starts from its file name: the form opens on it to say better.
  const image = useImageUpload(namespace, (uploaded) => {
    insert(uploaded);
    describeImages(uploaded);
  });
  const replaceSrc = (oldSrc: string, newSrc: string) => {
    const images = editorRef.current?.querySelectorAll('img') ?? [];
    for (const element of images) {
      if (element.getAttribute('src') === oldSrc) element.setAttribute('src', newSrc);
    }
    emit();
  };

  return (
    <div className="border rounded">
      <EditorToolbar
        namespace={namespace}
        editorId={id}
        onFormat={(command) => {
          selection.restore();
          runFormat(command);
          emit();
        }}
        onLink={() => {
          setDescribing(null);
          setLinking(true);
        }}
        onImage={(file) => void image.upload(file)}
        onPickImage={() => setPicking(true)}
        onDescribeImages={() => describeImages()}
        uploading={image.uploading}
      />
      {describing ? (
        <ImageAltForm
          key={describing.round}
          namespace={namespace}
          images={describing.images}
          focus={describing.focus}
          onApply={() => {
            setDescribing(null);
            emit();
            selection.restore();
          }}
          onCancel={() => {
            setDescribing(null);
            selection.restore();
          }}
        />
      ) : null}
      {linking ? (
        <LinkForm
          namespace={namespace}
          onInsert={(href) => {
            setLinking(false);
            selection.insertLink(href);
            emit();
          }}
          onCancel={() => {
            setLinking(false);
            selection.restore();
          }}
        />
      ) : null}
      <ImagePicker
        namespace={namespace}
        show={picking}
        onPick={(element) => {
          picked.current = element;
          setPicking(false);
        }}
        onReplaced={replaceSrc}
        onClose={() => setPicking(false)}
        onExited={() => {
          const element = picked.current;
          picked.current = null;
          if (element) insert(element);
          else selection.restore();
        }}
      />
      <FormAlert message={image.error} className="m-2 py-2" />
      <p role="status" className="visually-hidden">
        {image.uploading ? t('editor.uploading') : ''}
      </p>
      <SafeHtml
        ref={editorRef}
        id={id}
        html={initialHtml}
        contentEditable
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={props.describedBy}
        aria-invalid={props.invalid ? true : undefined}
        className="form-control border-0 rounded-0 rounded-bottom overflow-auto"
        style={{ minHeight: '12rem', maxHeight: '60vh' }}
        onInput={emit}
      />
    </div>
  );
}
