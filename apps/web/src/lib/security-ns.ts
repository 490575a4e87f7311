/**
 * The name of the security namespace, apart from its text hook: code loaded on a click of the
 * sign-in screen names it without bringing react-i18next into a chunk of its own.
 */
export const SECURITY_NS = 'security';
