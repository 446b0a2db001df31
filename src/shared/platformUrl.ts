/**
 * Which platform addresses a connection may use. An API key travels in every request, so plain
 * `http:` is allowed only where the traffic never leaves the machine (loopback: the sandbox, a
 * local proxy); everything else must be `https:`. Pure TypeScript: the contract and the
 * connection form give the same answer.
 */

/** 127.0.0.0/8, localhost and [::1], as `URL.hostname` spells them. */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'localhost' || host === '[::1]' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host);
}

/** Words saying what is wrong with a platform address, or undefined when it can be used. */
export function platformUrlProblem(raw: string): string | undefined {
  let u: URL;
  try {
    u = new URL(raw.trim());
  } catch {
    return 'Enter a full address, e.g. https://platform.example.org';
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return 'Use an https:// address.';
  if (u.username || u.password) return 'Do not put credentials in the address; use the API key field.';
  if (u.protocol === 'http:' && !isLoopbackHost(u.hostname)) {
    return 'Use https://: plain http:// is only for this computer (localhost, 127.x.x.x, [::1]).';
  }
  return undefined;
}

/** Scheme, host and port: a saved key belongs to exactly one origin. Null for a non-URL. */
export function originOf(raw: string): string | null {
  try {
    return new URL(raw.trim()).origin;
  } catch {
    return null;
  }
}
