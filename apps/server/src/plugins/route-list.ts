import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
}

const lists = new WeakMap<FastifyInstance, RegisteredRoute[]>();

/** Keeps every route the app registers from here on (the API reference is checked against it). */
export function trackRoutes(app: FastifyInstance) {
  const list: RegisteredRoute[] = [];
  lists.set(app, list);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) list.push({ method, url: route.url });
  });
}

export const registeredRoutes = (app: FastifyInstance): readonly RegisteredRoute[] =>
  lists.get(app) ?? [];
