import { LineIcon } from '@/components/line-icon';

/** A circle as path data, so every icon below is one path. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`;

// Hand-drawn 24x24 outline icons: a few hundred bytes instead of an icon library.
const icons = {
  brand: `M9 18h6M10 21h4M12 3a6 6 0 0 0-3.5 10.9c.6.5 1 1.2 1 2.1h5c0-.9.4-1.6 1-2.1A6 6 0 0 0 12 3z`,
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  home: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  plus: `${circle(12, 12, 9)}M12 8v8M8 12h8`,
  review: 'M4 13l3-8h10l3 8v6H4zM4 13h5l1 2h4l1-2h5M9 9.5l2 2 4-4',
  declined: `${circle(12, 12, 9)}M9 9l6 6M15 9l-6 6`,
  approved: `${circle(12, 12, 9)}M8 12.5l2.5 2.5L16 9.5`,
  shared: `${circle(18, 5, 2.5)}${circle(6, 12, 2.5)}${circle(18, 19, 2.5)}M8.2 10.8l7.6-4.4M8.2 13.2l7.6 4.4`,
  settings: `M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1${circle(15, 6, 2)}${circle(9, 12, 2)}${circle(17, 18, 2)}`,
  document: 'M6 3h8l4 4v14H6zM14 3v4h4M9 12h6M9 16h6',
  company: 'M3 21h18M5 21V4h9v17M14 9h5v12M8 8h3M8 12h3M8 16h3',
  user: `${circle(12, 8, 4)}M4 21c0-4 3.6-6 8-6s8 2 8 6`,
  team: `${circle(9, 8, 3.5)}M2 20c0-3.5 3-5.5 7-5.5s7 2 7 5.5M16 4.5a3.5 3.5 0 0 1 0 7M18 14.8c2.4.6 4 2.4 4 5.2`,
  restore: 'M3 12a9 9 0 1 0 3-6.7M3 4v5h5M12 8v4l3 2',
  about: `${circle(12, 12, 9)}M12 11v6M12 7.5v.5`,
  contact: 'M3 5h18v14H3zM3 6l9 7 9-7',
  documentation: 'M12 6c-2-1.5-5-2-8-2v14c3 0 6 .5 8 2 2-1.5 5-2 8-2V4c-3 0-6 .5-8 2zM12 6v14',
  faq: `${circle(12, 12, 9)}M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7v.5M12 17v.5`,
} as const;

export type NavIconName = keyof typeof icons;

/** A decorative icon: its text sits next to it, so screen readers skip it. */
export function NavIcon({ name, size = 20 }: { name: NavIconName; size?: number }) {
  return <LineIcon className="nav-icon" path={icons[name]} size={size} />;
}
