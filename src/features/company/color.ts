import { parseHexColor, toHex } from '@/lib/color';

/** A hex colour as the server stores it (#rrggbb), or null when the text is no colour. */
export function normalizeColor(text: string): string | null {
  const rgb = parseHexColor(text);
  return rgb ? toHex(rgb) : null;
}
