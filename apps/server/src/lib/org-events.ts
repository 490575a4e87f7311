import type { OrgEvent } from '@vrportal/contract';
import type { Executor } from '../db/executor.js';

/**
 * How a module tells of something that happened in an organisation (the webhooks module records
 * it for the endpoints that hear of it): within the caller's transaction when it names one, so
 * the event stands or falls with the change. Handed to the producing services in app.ts.
 */
export interface OrgEvents {
  publish(event: OrgEvent, trx?: Executor): Promise<void>;
}
