// The windows of the user menu about signing in, in one chunk loaded when one is first opened.
// One chunk rather than two keeps the sign-in screen's first visit as it was: the sessions
// window alone reaches antd's grid through its list and not through a form, and the build then
// splits the grid and input parts the sign-in form uses into smaller chunks (0.8 KB more gzip
// on that first visit); beside the two-step window's form they stay together.
export { SessionsModal } from './SessionsModal';
export { TwoStepModal } from './TwoStepModal';
export { MailPrefsModal } from './MailPrefsModal';
