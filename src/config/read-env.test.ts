import { describe, expect, test } from 'vitest';
import { readEnv } from './read-env';

describe('the VITE_* values, checked when Vite starts', () => {
  test('unset or empty values take their defaults', () => {
    expect(readEnv({ VITE_API_BASE_URL: '', VITE_API_TIMEOUT_MS: ' ' })).toEqual({
      app: {
        apiBaseUrl: '',
        testMode: false,
        productionDomain: '',
        supplierUrl: 'https://www.example.com',
        apiTimeoutMs: 20_000,
        uploadMaxMb: 2,
        imageOrigins: [],
      },
      build: { demo: false, apiProxyTarget: '' },
    });
  });

  test('values are read as the app uses them', () => {
    const { app, build } = readEnv({
      VITE_DEMO: 'true',
      VITE_API_BASE_URL: 'https://api.example.com/',
      VITE_API_PROXY_TARGET: 'http://localhost:8000',
      VITE_TEST_MODE: 'true',
      VITE_PRODUCTION_DOMAIN: 'Kaizen.Example.com',
      VITE_SUPPLIER_URL: 'https://supplier.example.com/',
      VITE_API_TIMEOUT_MS: '30000',
      VITE_UPLOAD_MAX_MB: '1.5',
    });

    expect(app).toEqual({
      apiBaseUrl: 'https://api.example.com',
      testMode: true,
      productionDomain: 'kaizen.example.com',
      supplierUrl: 'https://supplier.example.com',
      apiTimeoutMs: 30_000,
      uploadMaxMb: 1.5,
      imageOrigins: ['https://api.example.com'],
    });
    expect(build).toEqual({ demo: true, apiProxyTarget: 'http://localhost:8000' });
  });

  test('a typo in a value stops the start, naming the variable and what it takes', () => {
    expect(() => readEnv({ VITE_API_TIMEOUT_MS: '3O000' })).toThrow(
      'VITE_API_TIMEOUT_MS must be a whole number of milliseconds, got "3O000"',
    );
  });

  test('every value that does not fit is named at once', () => {
    const start = () =>
      readEnv({
        VITE_DEMO: 'yes',
        VITE_API_BASE_URL: 'api.example.com',
        VITE_API_PROXY_TARGET: 'localhost:8000',
        VITE_TEST_MODE: 'True',
        VITE_PRODUCTION_DOMAIN: 'https://kaizen.example.com',
        VITE_SUPPLIER_URL: 'ftp://supplier.example.com',
        VITE_API_TIMEOUT_MS: '20_000',
        VITE_UPLOAD_MAX_MB: '2MB',
      });

    expect(start).toThrow(
      [
        'Invalid environment (see .env.example):',
        '- VITE_API_BASE_URL must be an http:// or https:// address, or empty for the same origin, got "api.example.com"',
        '- VITE_TEST_MODE must be true or false, got "True"',
        '- VITE_PRODUCTION_DOMAIN must be a host name such as kaizen.example.com (no https:// or path), got "https://kaizen.example.com"',
        '- VITE_SUPPLIER_URL must be an http:// or https:// address, got "ftp://supplier.example.com"',
        '- VITE_API_TIMEOUT_MS must be a whole number of milliseconds, got "20_000"',
        '- VITE_UPLOAD_MAX_MB must be a number of megabytes above 0, such as 2 or 1.5, got "2MB"',
        '- VITE_DEMO must be true or false, got "yes"',
        '- VITE_API_PROXY_TARGET must be an http:// or https:// address, or empty, got "localhost:8000"',
      ].join('\n'),
    );
  });

  test('images may come from the configured origins and from the API origin', () => {
    const { app } = readEnv({
      VITE_API_BASE_URL: 'https://api.example.com/v1',
      VITE_IMAGE_ORIGINS:
        'https://CDN.example.com, http://files.example.com:8080/,https://api.example.com',
    });

    expect(app.imageOrigins).toEqual([
      'https://cdn.example.com',
      'http://files.example.com:8080',
      'https://api.example.com',
    ]);
  });

  test("the dev server trusts the proxy target's images, a build only the configured origins", () => {
    const vars = {
      VITE_API_PROXY_TARGET: 'http://127.0.0.1:8000/app',
      VITE_IMAGE_ORIGINS: 'https://cdn.example.com',
    };

    expect(readEnv(vars, { devServer: true }).app.imageOrigins).toEqual([
      'https://cdn.example.com',
      'http://127.0.0.1:8000',
    ]);
    expect(readEnv(vars).app.imageOrigins).toEqual(['https://cdn.example.com']);
  });

  test.each([
    'cdn.example.com',
    'https://cdn.example.com/images',
    'https://cdn.example.com?x=1',
    'https://user@cdn.example.com',
    'ftp://cdn.example.com',
    'https://cdn.example.com,',
    '*',
  ])('an image origin list with %j stops the start, naming the variable', (value) => {
    expect(() => readEnv({ VITE_IMAGE_ORIGINS: value })).toThrow(
      `VITE_IMAGE_ORIGINS must be origins separated by commas, such as https://cdn.example.com (scheme and host, no path), got "${value}"`,
    );
  });

  test('a number must be above 0', () => {
    expect(() => readEnv({ VITE_API_TIMEOUT_MS: '0' })).toThrow('VITE_API_TIMEOUT_MS');
    expect(() => readEnv({ VITE_UPLOAD_MAX_MB: '0' })).toThrow('VITE_UPLOAD_MAX_MB');
  });
});
