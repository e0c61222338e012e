/** The allowed e-mail domain when none is configured, and what the sign-in page shows until the config loads. */
export const DEFAULT_ALLOWED_DOMAIN = 'example.edu';
