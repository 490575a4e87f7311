/** What was typed into the sign-in form of the first paint (src/boot/boot-signin.ts). */
export interface BootSignIn {
  account: string;
  password: string;
  /** the field that had the focus */
  focus: 'account' | 'password' | null;
  /** the visitor pressed Sign in before the portal was ready */
  submitted: boolean;
}

/**
 * Takes over the sign-in form of the first paint, once: answers what was typed into it (null
 * when it was not shown) and removes it, so the portal's own form is the only one left.
 */
export function takeBootSignIn(): BootSignIn | null {
  const form = document.getElementById('boot-signin');
  if (!(form instanceof HTMLFormElement)) return null;
  // hidden: its script has not run (yet); removed all the same, the portal's form is here
  const shown = !form.hidden;
  const field = (name: string) =>
    form.querySelector<HTMLInputElement>(`input[name="${name}"]`) ?? null;
  const account = field('account');
  const password = field('password');
  const active = document.activeElement;
  const taken: BootSignIn = {
    account: account?.value ?? '',
    password: password?.value ?? '',
    focus: active === account ? 'account' : active === password ? 'password' : null,
    submitted: form.dataset.submitted === '1',
  };
  form.remove();
  return shown ? taken : null;
}
