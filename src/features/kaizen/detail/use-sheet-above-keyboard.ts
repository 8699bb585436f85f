import { useEffect } from 'react';

/**
 * Keeps a modal drawn as a bottom sheet above the on-screen keyboard. Most phones lay the page
 * out as before when the keyboard rises and only shrink the visual viewport (Chrome on Android
 * since 108, Safari on iOS), so a sheet fixed to the bottom would sit behind the keyboard. This
 * tells the sheet's stylesheet, through two properties on the `.modal`, how much of the layout
 * viewport's bottom is hidden (`--sheet-hidden`) and how tall the visible part is
 * (`--sheet-visible`). Where the keyboard resizes the page instead, the first is 0.
 * `inside` is any element in the modal; the hook follows the modal while it is mounted.
 */
export function useSheetAboveKeyboard(inside: HTMLElement | null): void {
  useEffect(() => {
    const viewport = window.visualViewport;
    const modal = inside?.closest<HTMLElement>('.modal');
    if (!viewport || !modal) return;
    const place = () => {
      // The .modal is fixed over the layout viewport; the visual one starts offsetTop below it.
      const hidden = modal.clientHeight - (viewport.offsetTop + viewport.height);
      modal.style.setProperty('--sheet-hidden', `${Math.max(0, Math.round(hidden))}px`);
      modal.style.setProperty('--sheet-visible', `${Math.floor(viewport.height)}px`);
    };
    place();
    viewport.addEventListener('resize', place);
    viewport.addEventListener('scroll', place);
    return () => {
      viewport.removeEventListener('resize', place);
      viewport.removeEventListener('scroll', place);
    };
  }, [inside]);
}
