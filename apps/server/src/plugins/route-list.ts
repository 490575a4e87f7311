import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  /** registered by the call registrar from a call of the contract */
  fromContract: boolean;
}

const lists = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Keeps every route the app registers from here on (the API reference is checked against it). */
export function trackRoutes(app: FastifyInstance) {
  const list: RegisteredRoute[] = [];
  lists.set(app, list);
  app.addHook('onRoute', (route) => {
    const fromContract = Boolean((route.config as { call?: unknown } | undefined)?.call);
    for (const method of [route.method].flat()) list.push({ method, url: route.url, fromContract });
  });
}

export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] =>
  lists.get(app) ?? [];
