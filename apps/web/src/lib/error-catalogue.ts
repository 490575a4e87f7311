// loaded on demand by error-texts.ts: its own chunk, out of the sign-in page's load
export { errorText } from '@vrportal/contract';
