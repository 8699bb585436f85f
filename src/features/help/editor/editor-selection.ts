import { useEffect, useRef, type RefObject } from 'react';

/**
 * Remembers where the caret was in the editor, so a toolbar action (which moves focus to a
 * button or the link field) still acts on what the user selected.
 */
export function useEditorSelection(editorRef: RefObject<HTMLDivElement | null>) {
  const saved = useRef<Range | null>(null);

  useEffect(() => {
    const remember = () => {
      const selection = document.getSelection();
      if (!selection || selection.rangeCount === 0) return;
      const range = selection.getRangeAt(0);
      if (editorRef.current?.contains(range.commonAncestorContainer)) {
        saved.current = range.cloneRange();
      }
    };
    // selectionchange is enough in browsers; input and keyup cover engines that skip it.
    const editor = editorRef.current;
    document.addEventListener('selectionchange', remember);
    editor?.addEventListener('input', remember);
    editor?.addEventListener('keyup', remember);
    return () => {
      document.removeEventListener('selectionchange', remember);
      editor?.removeEventListener('input', remember);
      editor?.removeEventListener('keyup', remember);
    };
  }, [editorRef]);

  /** Focuses the editor and puts the selection back; the end of the text if there was none. */
  function restore(): Range | null {
    const editor = editorRef.current;
    if (!editor) return null;
    editor.focus();
    let range = saved.current;
    if (!range || !editor.contains(range.commonAncestorContainer)) {
      range = document.createRange();
      range.selectNodeContents(editor);
      range.collapse(false);
    }
    select(range);
    return range;
  }

  /** Replaces the selection with `node` and puts the caret after it. */
  function insert(node: Node): void {
    const range = restore();
    if (!range) return;
    range.deleteContents();
    place(range, node);
  }

  /** A link around the selected text, or the address itself as its text when nothing is selected. */
  function insertLink(href: string): void {
    const range = restore();
    if (!range) return;
    const link = document.createElement('a');
    link.setAttribute('href', href);
    if (range.collapsed) link.textContent = href;
    else link.append(range.extractContents());
    place(range, link);
  }

  function place(range: Range, node: Node) {
    range.insertNode(node);
    range.setStartAfter(node);
    range.collapse(true);
    select(range);
  }

  function select(range: Range) {
    saved.current = range.cloneRange();
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
  }

  return { restore, insert, insertLink };
}
