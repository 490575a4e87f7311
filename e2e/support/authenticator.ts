import * as OTPAuth from 'otpauth';

const PERIOD_MS = 30_000;

/**
 * The authenticator app of a test: codes of the secret the page showed. The server takes each
 * time step once, and a step either side of its own: a code is made for a step after the last
 * one taken, waiting for the clock when that step is still too far ahead.
 */
export class Authenticator {
  private lastStep = 0;
  constructor(private readonly secret: string) {}

  private totp() {
    return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(this.secret) });
  }

  private generate(step: number): string {
    return this.totp().generate({ timestamp: step * PERIOD_MS });
  }

  /** A code the server takes now, once: it is counted as taken. */
  async code(): Promise<string> {
    const step = Math.max(Math.floor(Date.now() / PERIOD_MS), this.lastStep + 1);
    const takenFrom = (step - 1) * PERIOD_MS;
    if (Date.now() < takenFrom) await new Promise((r) => setTimeout(r, takenFrom - Date.now()));
    this.lastStep = step;
    return this.generate(step);
  }

  /** The code the app shows now, for a try the server refuses before it looks at the code. */
  shown(): string {
    return this.generate(Math.floor(Date.now() / PERIOD_MS));
  }

  /** Six digits that are no code of the steps the server would take now. */
  wrongCode(): string {
    const now = Math.floor(Date.now() / PERIOD_MS);
    const near = [-1, 0, 1, 2].map((d) => this.generate(now + d));
    let wrong = 100_000;
    while (near.includes(String(wrong))) wrong += 1;
    return String(wrong);
  }
}
