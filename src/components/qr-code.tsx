import { encode } from 'uqr';

/**
 * The dark modules as one SVG path: a rectangle per run of dark modules in a row, so a code of
 * some 30 by 30 modules is one element of a few hundred commands.
 */
function qrPath(modules: readonly (readonly boolean[])[]): string {
  const commands: string[] = [];
  modules.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      commands.push(`M${start} ${y}h${x - start}v1h${start - x}z`);
    }
  });
  return commands.join('');
}

interface QrCodeProps {
  /** What the code holds (an address). */
  value: string;
  /** What a screen reader says the picture is. */
  label: string;
  className?: string;
}

/**
 * A QR code drawn as SVG, so it prints sharp at any size: the SVG is the code itself, so a
 * width set in CSS is the width of the code; the place round it must stay light for four
 * modules at least (the quiet zone a scanner needs). Error correction Q (a quarter of the code
 * may be lost): a poster on the shop floor gets dirty and scratched. React draws the path, so
 * no markup string reaches the DOM (Trusted Types, docs/deploy.md).
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { data, size } = encode(value, { ecc: 'Q', border: 0 });
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={qrPath(data)} fill="#000" />
    </svg>
  );
}
