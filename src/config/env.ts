/** Environment, read and checked once. Everything else imports `env` from here. */

function readUrl(value: string | undefined, fallback: string): string {
  if (!value) return fallback;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:'
      ? value.replace(/\/$/, '')
      : fallback;
  } catch {
    return fallback;
  }
}

function readPositiveInt(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed > 0 ? parsed : fallback;
}

function readPositiveNumber(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value && Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

export const env = {
  demo: __DEMO_MODE__,
  apiBaseUrl: readUrl(import.meta.env.VITE_API_BASE_URL, ''),
  testMode: import.meta.env.VITE_TEST_MODE === 'true',
  productionDomain: (import.meta.env.VITE_PRODUCTION_DOMAIN ?? '').trim().toLowerCase(),
  supplierUrl: readUrl(import.meta.env.VITE_SUPPLIER_URL, 'https://www.example.com'),
  apiTimeoutMs: readPositiveInt(import.meta.env.VITE_API_TIMEOUT_MS, 20_000),
  /** Per uploaded file, in MB: what the server's PHP accepts (`upload_max_filesize`, default 2). */
  uploadMaxMb: readPositiveNumber(import.meta.env.VITE_UPLOAD_MAX_MB, 2),
} as const;
