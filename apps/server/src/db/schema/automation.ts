// Table types: The job runner's runs and the webhooks.
import type { Generated } from 'kysely';

export interface JobRunsTable {
  /** the job's name, or name@staging-folder-id for work on one instance's staging folder */
  name: string;
  next_run_at: string;
  claimed_by: string | null;
  claimed_until: string | null;
  last_started_at: string | null;
  last_finished_at: string | null;
  last_outcome: 'ok' | 'failed' | null;
  last_error: string | null;
  /** failed runs in a row */
  attempts: Generated<number>;
}

/** An organisation's webhook endpoint (modules/webhooks). */
export interface WebhooksTable {
  id: string;
  org_id: string;
  url: string;
  /** JSON array of event types */
  events: string;
  enabled: number;
  /** the signing secret, encrypted with the field cipher */
  secret: string;
  created_by: string;
  created_at: string;
  updated_at: string;
  failing_since: string | null;
  disabled_reason: string | null;
  disabled_at: string | null;
}

/** An event recorded for at least one endpoint, with the body every delivery of it sends. */
export interface WebhookEventsTable {
  id: string;
  org_id: string;
  type: string;
  body: string;
  created_at: string;
}

/** One event to one endpoint. */
export interface WebhookDeliveriesTable {
  id: string;
  webhook_id: string;
  event_id: string;
  status: string;
  attempts: Generated<number>;
  next_attempt_at: string | null;
  deadline_at: string;
  lease_until: string | null;
  lease_owner: string | null;
  last_status: number | null;
  last_duration_ms: number | null;
  last_error: string | null;
  created_at: string;
  finished_at: string | null;
}

/** Each try of a delivery. */
export interface WebhookAttemptsTable {
  id: string;
  delivery_id: string;
  at: string;
  http_status: number | null;
  duration_ms: number;
  error: string | null;
}
