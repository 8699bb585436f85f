/// <reference types="vite/client" />

/** True when the app runs against the built-in msw demo backend (set in vite.config.ts). */
declare const __DEMO_MODE__: boolean;

interface ImportMetaEnv {
  readonly VITE_DEMO?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_API_PROXY_TARGET?: string;
  readonly VITE_TEST_MODE?: string;
  readonly VITE_PRODUCTION_DOMAIN?: string;
  readonly VITE_SUPPLIER_URL?: string;
  readonly VITE_API_TIMEOUT_MS?: string;
  readonly VITE_UPLOAD_MAX_MB?: string;
}
