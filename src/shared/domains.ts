/** An e-mail domain such as school.edu: labels of letters, digits and inner hyphens, a letter TLD. */
export const DOMAIN_PATTERN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The stored form of a domain typed by a person (trimmed, lower case, no leading '@'), or null if invalid. */
export function normaliseDomain(input: string): string | null {
  const domain = input.trim().toLowerCase().replace(/^@/, '');
  return DOMAIN_PATTERN.test(domain) ? domain : null;
}

/** The allowed e-mail domain when none is configured, and what the sign-in page shows until the config loads. */
export const DEFAULT_ALLOWED_DOMAIN = 'example.edu';
