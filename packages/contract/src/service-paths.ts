/** Paths of the service's own calls, zod-free for the browser (service.calls.ts pairs them with schemas). */
export const servicePaths = {
  /** GET: the portal's time zone and the server's clock */
  portalClock: '/vrmcsys/portal/clock',
} as const;
