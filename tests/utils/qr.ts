import jsQR from 'jsqr';

const PIXELS_PER_MODULE = 4;
/** The light margin a printed code has round it (the paper), in modules. */
const QUIET_ZONE = 4;

/**
 * What a QR code drawn as SVG (src/components/qr-code.tsx) says, read as a phone's camera would:
 * its path's modules painted into pixels on a light margin (the paper round it), and decoded by
 * jsQR, a decoder of its own. Null when the picture is not a readable code.
 */
export function readQrCode(svg: Element): string | null {
  const [, , size] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const pixels = (size + 2 * QUIET_ZONE) * PIXELS_PER_MODULE;
  const image = new Uint8ClampedArray(pixels * pixels * 4).fill(255);
  const d = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let module = 0; module < Number(run); module += 1) {
      paintModule(image, pixels, Number(x) + module + QUIET_ZONE, Number(y) + QUIET_ZONE);
    }
  }
  return jsQR(image, pixels, pixels)?.data ?? null;
}

function paintModule(image: Uint8ClampedArray, pixels: number, column: number, row: number) {
  for (let dy = 0; dy < PIXELS_PER_MODULE; dy += 1) {
    for (let dx = 0; dx < PIXELS_PER_MODULE; dx += 1) {
      const offset =
        ((row * PIXELS_PER_MODULE + dy) * pixels + column * PIXELS_PER_MODULE + dx) * 4;
      image.fill(0, offset, offset + 3);
    }
  }
}
