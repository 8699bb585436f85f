import type { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach } from 'vitest';
import { createQueryClient } from '@/lib/query-client';

/**
 * The app's own query client, a fresh one for each test of the file and cleared after it. Call
 * it at the top of the file; the returned function gives the current test's client.
 */
export function queryClientPerTest(): () => QueryClient {
  let client = createQueryClient();
  beforeEach(() => {
    client = createQueryClient();
  });
  afterEach(() => client.clear());
  return () => client;
}
