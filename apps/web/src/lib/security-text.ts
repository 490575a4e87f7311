import { useScreenText, type Leaves, type ScreenText } from './screen-text';
import type { SecurityCatalogue } from './security-catalogue';

/**
 * The security namespace (src/locales/<locale>/security.json): the second step of a sign-in, the
 * two-step sign-in window of the user menu and the second step again before a sensitive change.
 * Shared here because the sign-in screen and the shell are different features; it loads with the
 * lazy parts that use it, never with the sign-in screen's first visit.
 */
import { SECURITY_NS } from './security-ns';

export { SECURITY_NS };

export type SecurityKey = Leaves<SecurityCatalogue>;
export type SecurityText = ScreenText<SecurityCatalogue>;

/** The security texts, with keys checked against the English catalogue; suspends while loading. */
export const useSecurityText = (): SecurityText => useScreenText<SecurityCatalogue>(SECURITY_NS);
