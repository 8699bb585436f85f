interface LineIconProps {
  /** 24x24 path data, drawn as a stroke. */
  path: string;
  size?: number;
  strokeWidth?: number;
  className?: string;
}

/**
 * A hand-drawn 24x24 outline icon (a few hundred bytes instead of an icon library): the menu's,
 * the status vocabulary's, the camera's. Decorative: its text sits next to it, so screen readers
 * skip it.
 */
export function LineIcon({ path, size = 20, strokeWidth = 1.8, className }: LineIconProps) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={path} />
    </svg>
  );
}
