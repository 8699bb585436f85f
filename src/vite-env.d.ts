/// <reference types="vite/client" />

/** True when the app runs against the built-in msw demo backend (set in vite.config.ts). */
declare const __DEMO_MODE__: boolean;
