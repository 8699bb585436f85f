// axios's own modules, not its main entry: that one also carries CancelToken, HttpStatusCode,
// formToJSON and more the app never calls (docs/decisions.md, "axios without its extras").
import Axios from 'axios/unsafe/core/Axios.js';
import mergeConfig from 'axios/unsafe/core/mergeConfig.js';
import axiosDefaults from 'axios/unsafe/defaults/index.js';
import { env } from '@/config/env';
import { toApiError } from '../api-error';
import { resendSignInAfter419, waitForCsrfRenewal } from './csrf-renewal';
import { announceFailure } from './listeners';
import { addRequestLocale } from './locale';
import { pageOutlivingAdapter } from './page-outliving';
import { addXsrfHeader } from './xsrf';

/**
 * The one axios instance, built the way `axios.create` builds one (axios's defaults merged with
 * ours). Nothing else in the app imports axios.
 */
export const http = new Axios(
  mergeConfig(axiosDefaults, {
    baseURL: env.apiBaseUrl,
    timeout: env.apiTimeoutMs,
    withCredentials: true,
    // The XSRF header is ours to add (./xsrf.ts): axios would wait for the cookie store.
    withXSRFToken: false,
    headers: {
      Accept: 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
    },
  }),
);

declare module 'axios' {
  interface AxiosRequestConfig {
    /** See SendOptions in ./request.ts. */
    outlivesPage?: boolean;
  }
}

http.interceptors.request.use(async (config) => {
  addRequestLocale(config);
  // An XMLHttpRequest ends with its page; a fetch marked keepalive goes on.
  if (config.outlivesPage) {
    // Given in full, the address needs no page to resolve against.
    config.baseURL = new URL(config.baseURL || '/', window.location.href).href;
    config.adapter = pageOutlivingAdapter() ?? config.adapter;
  }
  await waitForCsrfRenewal(config);
  addXsrfHeader(config);
  return config;
});

const pathOf = (url: string | undefined) => (url ?? '').split('?')[0];

http.interceptors.response.use(undefined, async (raw: unknown) => {
  const error = toApiError(raw);
  const path = pathOf(error.url);
  if (error.status === 419) {
    const resent = await resendSignInAfter419(http, raw, path);
    if (resent) return resent;
  }
  announceFailure(error, path);
  return Promise.reject(error);
});
