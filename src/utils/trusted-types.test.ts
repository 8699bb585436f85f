// @vitest-environment node
import { afterEach, expect, test, vi } from 'vitest';
import { createPolicy, POLICY_NAMES, type Policy, type PolicyRules } from './trusted-types';

afterEach(() => vi.unstubAllGlobals());

test('where the browser has no Trusted Types there is no policy: sinks take strings', () => {
  expect(createPolicy(POLICY_NAMES.html, { createHTML: (input) => input })).toBeUndefined();
});

test("where it has them, the browser's own policy of that name and rules", () => {
  const made: { name: string; rules: PolicyRules }[] = [];
  const policy = { name: POLICY_NAMES.workerUrl } as Policy;
  vi.stubGlobal('trustedTypes', {
    createPolicy: (name: string, rules: PolicyRules) => {
      made.push({ name, rules });
      return policy;
    },
  });
  const rules = { createScriptURL: (input: string) => input };

  expect(createPolicy(POLICY_NAMES.workerUrl, rules)).toBe(policy);
  expect(made).toEqual([{ name: 'qek-worker-url', rules }]);
});
