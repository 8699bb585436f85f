// Before the first paint: the theme the device showed last, and the frame that fits the page.
(() => {
  const root = document.documentElement;
  const stored = (key) => {
    try {
      return localStorage.getItem(key) ?? '';
    } catch {
      return ''; // Storage blocked: as on a device that never signed in.
    }
  };
  let theme = null;
  try {
    theme = JSON.parse(stored('qek_theme'));
  } catch {
    // Nothing kept, or not JSON: the default colour.
  }
  // Written by src/lib/theme.ts. Only six colours as #rrggbb get into the CSS, under fixed names.
  const colour = (name) => {
    const value = theme?.[name];
    return typeof value === 'string' && /^#[0-9a-f]{6}$/.test(value) ? value : undefined;
  };
  const [main, hover, onMain, link, accent, onAccent] = [
    'main',
    'hover',
    'onMain',
    'link',
    'accent',
    'onAccent',
  ].map(colour);
  if (main && hover && onMain && link && accent && onAccent) {
    const rgb = (hex) => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ');
    const variables = {
      '--qek-primary': main,
      '--qek-primary-hover': hover,
      '--qek-on-primary': onMain,
      '--qek-accent': accent,
      '--qek-accent-rgb': rgb(accent),
      '--qek-on-accent': onAccent,
      '--bs-primary': main,
      '--bs-primary-rgb': rgb(main),
      '--bs-link-color': link,
      '--bs-link-color-rgb': rgb(link),
      '--bs-link-hover-color': link,
      '--bs-link-hover-color-rgb': rgb(link),
    };
    for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', main);
  }
  // src/lib/device-session.ts names who signed in last; the sign-in pages are publicRoutes.
  const signedIn = /"user":\d/.test(stored('qek_session'));
  const signInPage = /^\/(login|sign-up|password\/)/.test(location.pathname);
  root.dataset.qekFrame = signedIn && !signInPage ? 'app' : 'card';
  // The home draws no breadcrumb (its only crumb would repeat the heading): nor does its frame.
  if (/^\/(home)?$/.test(location.pathname)) root.dataset.qekHome = '';
  // As src/stores/nav-store.ts decides between the side navigation and the drawer.
  const mobileAgent = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile/i;
  if (mobileAgent.test(navigator.userAgent) || matchMedia('(max-width: 767.98px)').matches) {
    root.dataset.qekCompact = '';
  }
})();
