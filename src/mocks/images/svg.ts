/** Pictures the demo draws on request, so seeded kaizens and users have images without files. */

const PALETTE = ['#0b63c5', '#2f9e44', '#e8590c', '#9c36b5', '#c92a2a', '#1098ad', '#5c940d'];

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

const colourFor = (seed: number) => PALETTE[seed % PALETTE.length] ?? '#0b63c5';

/**
 * A "before" scene is cluttered and grey; an "after" scene is tidy and in colour. The caption
 * says what the photo shows, as a label on a printed photo would; without one there is none.
 */
export function kaizenPhotoSvg(id: number, phase: 'before' | 'after', caption?: string): string {
  const colour = colourFor(id);
  const boxes =
    phase === 'before'
      ? [0, 1, 2, 3, 4, 5]
          .map((i) => {
            const x = 30 + ((id * 37 + i * 53) % 260);
            const y = 60 + ((id * 11 + i * 29) % 80);
            const r = ((id + i) * 23) % 40;
            return `<rect x="${x}" y="${y}" width="46" height="34" fill="#868e96" transform="rotate(${r - 20} ${x} ${y})"/>`;
          })
          .join('')
      : [0, 1, 2, 3, 4, 5]
          .map(
            (i) =>
              `<rect x="${30 + i * 52}" y="104" width="44" height="44" rx="4" fill="${colour}"/>`,
          )
          .join('');
  const label = caption
    ? [
        '<rect x="0" y="196" width="360" height="44" fill="#212529" opacity="0.85"/>',
        `<text x="16" y="223" font-family="sans-serif" font-size="14" fill="#ffffff">${escapeXml(caption)}</text>`,
      ].join('')
    : '';
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="240" viewBox="0 0 360 240">',
    caption ? `<title>${escapeXml(caption)}</title>` : '',
    `<rect width="360" height="240" fill="${phase === 'before' ? '#dee2e6' : '#f1f3f5'}"/>`,
    '<rect x="0" y="150" width="360" height="90" fill="#adb5bd"/>',
    boxes,
    label,
    '</svg>',
  ].join('');
}

export function avatarSvg(id: number, name: string): string {
  const initials = name
    .split(/\s+/)
    .filter((part) => /^[A-Z]/.test(part))
    .map((part) => part[0])
    .slice(0, 2)
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">',
    `<circle cx="48" cy="48" r="48" fill="${colourFor(id * 3)}"/>`,
    `<text x="48" y="60" font-family="sans-serif" font-size="36" fill="#fff" text-anchor="middle">${escapeXml(initials)}</text>`,
    '</svg>',
  ].join('');
}

export function editorImageSvg(id: number): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="180" viewBox="0 0 320 180">',
    `<rect width="320" height="180" fill="${colourFor(id + 2)}"/>`,
    '<circle cx="250" cy="50" r="24" fill="#ffe066"/>',
    '<path d="M0 180 L110 70 L190 150 L240 110 L320 180 Z" fill="#ffffff" opacity="0.8"/>',
    '</svg>',
  ].join('');
}
