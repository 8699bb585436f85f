/** What the app reads of the VITE_* variables (.env.example), checked. */
export interface AppEnv {
  apiBaseUrl: string;
  testMode: boolean;
  productionDomain: string;
  supplierUrl: string;
  apiTimeoutMs: number;
  uploadMaxMb: number;
  /**
   * The origins besides the app's own that images may come from: VITE_IMAGE_ORIGINS plus the
   * origin of VITE_API_BASE_URL (its storage serves the uploads), and on the dev server that of
   * VITE_API_PROXY_TARGET (a Laravel's upload URLs name its APP_URL, not the dev server).
   */
  imageOrigins: string[];
}

/** What vite.config.ts itself reads of them. */
export interface BuildEnv {
  demo: boolean;
  apiProxyTarget: string;
}

type Vars = Record<string, string | undefined>;

/** Reads one variable: unset or empty gives `fallback`; a value `read` rejects is noted. */
function reader(vars: Vars, problems: string[]) {
  return <T>(
    name: string,
    fallback: T,
    expected: string,
    read: (text: string) => T | undefined,
  ) => {
    const text = vars[name]?.trim() ?? '';
    if (text === '') return fallback;
    const value = read(text);
    if (value === undefined) problems.push(`${name} must be ${expected}, got "${text}"`);
    return value ?? fallback;
  };
}

const bool = (text: string) => (text === 'true' ? true : text === 'false' ? false : undefined);

function httpUrl(text: string): string | undefined {
  try {
    const { protocol } = new URL(text);
    return protocol === 'https:' || protocol === 'http:' ? text.replace(/\/$/, '') : undefined;
  } catch {
    return undefined;
  }
}

const hostName = (text: string) =>
  /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(text) ? text.toLowerCase() : undefined;

/** `https://cdn.example.com` and nothing more: a path or query would not narrow what loads. */
function origin(text: string): string | undefined {
  try {
    const url = new URL(text);
    const web = url.protocol === 'https:' || url.protocol === 'http:';
    return web && url.href === `${url.origin}/` ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

function origins(text: string): string[] | undefined {
  const list = text.split(',').map((item) => origin(item.trim()));
  return list.every((item) => item !== undefined) ? list : undefined;
}

const wholeNumber = (text: string) => (/^[1-9]\d*$/.test(text) ? Number(text) : undefined);

const positiveNumber = (text: string) =>
  /^\d+(\.\d+)?$/.test(text) && Number(text) > 0 ? Number(text) : undefined;

/**
 * Checks every VITE_* value once, when Vite starts (vite.config.ts): for the dev server, a
 * build and the tests alike. A value that does not fit throws, naming each such variable and
 * what it takes, so a typo stops the start instead of becoming a silent default in the bundle.
 * `devServer` is true for `vite` (serve) only, never for a build.
 */
export function readEnv(
  vars: Vars,
  { devServer = false }: { devServer?: boolean } = {},
): { app: AppEnv; build: BuildEnv } {
  const problems: string[] = [];
  const read = reader(vars, problems);
  const url = 'an http:// or https:// address';
  const apiBaseUrl = read('VITE_API_BASE_URL', '', `${url}, or empty for the same origin`, httpUrl);
  const imageOrigins = read(
    'VITE_IMAGE_ORIGINS',
    [],
    'origins separated by commas, such as https://cdn.example.com (scheme and host, no path)',
    origins,
  );
  const app: AppEnv = {
    apiBaseUrl,
    testMode: read('VITE_TEST_MODE', false, 'true or false', bool),
    productionDomain: read(
      'VITE_PRODUCTION_DOMAIN',
      '',
      'a host name such as kaizen.example.com (no https:// or path)',
      hostName,
    ),
    supplierUrl: read('VITE_SUPPLIER_URL', 'https://www.example.com', url, httpUrl),
    apiTimeoutMs: read(
      'VITE_API_TIMEOUT_MS',
      20_000,
      'a whole number of milliseconds',
      wholeNumber,
    ),
    uploadMaxMb: read(
      'VITE_UPLOAD_MAX_MB',
      2,
      'a number of megabytes above 0, such as 2 or 1.5',
      positiveNumber,
    ),
    imageOrigins: [
      ...new Set([...imageOrigins, ...(apiBaseUrl ? [new URL(apiBaseUrl).origin] : [])]),
    ],
  };
  const build: BuildEnv = {
    demo: read('VITE_DEMO', false, 'true or false', bool),
    apiProxyTarget: read('VITE_API_PROXY_TARGET', '', `${url}, or empty`, (text) =>
      httpUrl(text) === undefined ? undefined : text,
    ),
  };
  if (problems.length > 0) {
    throw new Error(`Invalid environment (see .env.example):\n- ${problems.join('\n- ')}`);
  }
  if (devServer && build.apiProxyTarget) {
    app.imageOrigins = [...new Set([...app.imageOrigins, new URL(build.apiProxyTarget).origin])];
  }
  return { app, build };
}
