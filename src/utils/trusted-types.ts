/**
 * Trusted Types: under the CSP's `require-trusted-types-for 'script'` (docs/deploy.md, section
 * 5) the browser takes HTML and script URLs only from named policies. These are all of them;
 * the policy's `trusted-types` directive lists exactly these names
 * (src/config/content-security-policy.json).
 */
export const POLICY_NAMES = {
  /** HTML, made by DOMPurify alone (src/lib/sanitize-html.ts). */
  html: 'qek-html',
  /** The service worker's script URL, and no other (src/app/service-worker.ts). */
  workerUrl: 'qek-worker-url',
} as const;

export interface PolicyRules {
  createHTML?: (input: string) => string;
  createScriptURL?: (input: string) => string;
}

/** What a policy makes: opaque values the sinks accept where they would refuse a string. */
export interface Policy {
  readonly name: string;
  createHTML(input: string): TrustedHTML;
  createScript(input: string): unknown;
  createScriptURL(input: string): unknown;
}

interface TrustedTypesHost {
  trustedTypes?: { createPolicy(name: string, rules: PolicyRules): Policy };
}

/**
 * The named policy, or undefined where the browser has no Trusted Types (jsdom, Firefox and
 * Safari before their support): there every sink takes a plain string, so callers use the
 * very same value unwrapped. A second call for a name the CSP allows once throws, so each
 * module creates its policy once, when it loads.
 */
export function createPolicy(
  name: (typeof POLICY_NAMES)[keyof typeof POLICY_NAMES],
  rules: PolicyRules,
): Policy | undefined {
  const factory = (globalThis as TrustedTypesHost).trustedTypes;
  return factory?.createPolicy(name, rules);
}
