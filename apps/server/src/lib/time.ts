/** The service's clock, replaceable in tests that need to move time. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const iso = (date: Date) => date.toISOString();
export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);
