/**
 * The first paint's script: a small classic script at the end of index.html's body, built apart
 * from the portal by vite.config.ts. Shows the sign-in form of the first paint where it belongs,
 * then starts the portal's modules once that paint is on the screen.
 */
import { bootSignIn } from './boot-signin';
import { startPortal } from './start-portal';

const script = document.currentScript;
bootSignIn();
startPortal(script);
