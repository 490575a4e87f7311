// Table types: The payment profile with its versions and reveals, and the apps' listing assets.
import type { Generated } from 'kysely';

export interface FinanceProfilesTable {
  org_id: string;
  status: number;
  /** the latest version's number */
  version: Generated<number>;
  /** the version approved last (in force while a newer one is reviewed) */
  approved_version: number | null;
  created_at: string;
  updated_at: string;
}

/** One submitted version of a payment profile; *_enc columns are AES-256-GCM ciphertexts. */
export interface FinanceVersionsTable {
  id: string;
  org_id: string;
  version: number;
  status: number;
  org_name: string;
  team: string;
  org_type: string;
  org_country: string;
  org_city: string;
  org_addr: string;
  mobile: string;
  fax: string;
  email: string;
  remittance: string;
  invoice: string;
  owner_name_pre: string;
  owner_name_suffix: string;
  owner_birth_enc: string;
  tax_id_enc: string;
  bfy_name: string;
  bank_name: string;
  bank_branch: string;
  bank_country: string;
  bank_city: string;
  bank_addr: string;
  bank_bic_enc: string;
  card_no_enc: string;
  submitted_at: string;
  reviewed_at: string | null;
  reviewer_id: string | null;
  audit_id: string | null;
  review_note: Generated<string>;
  /** JSON array of {field, note} */
  reasons: Generated<string>;
}

/** Append-only: each time a finance reviewer saw full sensitive values of a profile version. */
export interface FinanceRevealsTable {
  id: string;
  org_id: string;
  version: number;
  reviewer_id: string;
  /** comma-separated field names */
  fields: string;
  client_ip: string;
  revealed_at: string;
}

/**
 * A file of an app's release form. kind: icon, cover, screenshot, video, video_cover or doc;
 * a video_cover's parent_id is its video; doc_type tells documents apart. name is the stored file
 * name (random, unguessable) that urls carry.
 */
export interface AppAssetsTable {
  id: string;
  app_id: string;
  /** the release owning it: '' the main store, else the business channel's id */
  channel_key: Generated<string>;
  kind: AssetKind;
  doc_type: Generated<number>;
  parent_id: string | null;
  name: string;
  blob_key: string;
  orig_name: Generated<string>;
  /** png, jpg, mp4, pdf, doc or docx, told by the content */
  format: string;
  size: number | string;
  width: Generated<number>;
  height: Generated<number>;
  position: Generated<number>;
  created_at: string;
}
export type AssetKind = 'icon' | 'cover' | 'screenshot' | 'video' | 'video_cover' | 'doc';

/** A testing track of an app (alpha, beta, rc): the build its testers are offered. */
