import { env } from '@/config/env';

/**
 * The largest file the server accepts, per file (`VITE_UPLOAD_MAX_MB`; default 2, PHP's own
 * `upload_max_filesize`). Photos are scaled below it in the browser; the demo refuses above it.
 */
export const UPLOAD_MAX_MB = env.uploadMaxMb;
export const UPLOAD_MAX_BYTES = Math.floor(UPLOAD_MAX_MB * 1024 * 1024);
