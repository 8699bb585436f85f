/**
 * Types for the few axios modules src/api/http/ builds its instance from (`axios/unsafe/*`
 * ships no declarations of its own); they reuse the main entry's types.
 */
declare module 'axios/unsafe/core/Axios.js' {
  import { Axios } from 'axios';
  export default Axios;
}

declare module 'axios/unsafe/core/mergeConfig.js' {
  import type { AxiosDefaults, AxiosRequestConfig, CreateAxiosDefaults } from 'axios';
  export default function mergeConfig(
    defaults: AxiosDefaults,
    config: CreateAxiosDefaults,
  ): AxiosRequestConfig;
}

declare module 'axios/unsafe/defaults/index.js' {
  import type { AxiosDefaults } from 'axios';
  const defaults: AxiosDefaults;
  export default defaults;
}

declare module 'axios/unsafe/helpers/isAxiosError.js' {
  import type { AxiosError } from 'axios';
  export default function isAxiosError<T = unknown, D = unknown>(
    payload: unknown,
  ): payload is AxiosError<T, D>;
}

declare module 'axios/unsafe/core/settle.js' {
  import type { AxiosResponse } from 'axios';
  export default function settle(
    resolve: (response: AxiosResponse) => void,
    reject: (reason: unknown) => void,
    response: AxiosResponse,
  ): void;
}

declare module 'axios/unsafe/helpers/resolveConfig.js' {
  import type { AxiosHeaders, InternalAxiosRequestConfig } from 'axios';
  export default function resolveConfig(
    config: InternalAxiosRequestConfig,
  ): InternalAxiosRequestConfig & { url: string; headers: AxiosHeaders };
}
