// Table types: The data centre's raw items and rollups, and the settlement bills.
import type { Generated } from 'kysely';

export interface DcEventsTable {
  event_id: string;
  app_id: string;
  type: string;
  device_id: string;
  user_id: string | null;
  at: string;
  day: string;
  duration: number;
  /** install and update events: the version the device now has */
  version_code?: number | null;
}
export interface DcOrdersTable {
  order_id: string;
  app_id: string;
  sku: string | null;
  user_id: string;
  device_id: string;
  type: string;
  refund_of: string | null;
  amount: number | string;
  currency: string;
  usd_rate: number;
  amount_fen: number | string;
  at: string;
  day: string;
}
export interface DcUsersTable {
  user_id: string;
  sex: number;
  birth_year: number;
  updated_at: string;
}
export interface DcAppDaysTable {
  app_id: string;
  day: string;
  visits: number;
  starts: number;
  usage_seconds: number | string;
  active_devices: number;
  new_devices: number;
  sales: number;
  sale_fen: number | string;
  refunds: number;
  refund_fen: number | string;
}
export interface DcAppHoursTable {
  app_id: string;
  day: string;
  hour: number;
  devices: number;
}
/** devices: a bitmap over the devices' sequence numbers (modules/datacenter/device-set.ts) */
export interface DcDayDeviceSetsTable {
  app_id: string;
  day: string;
  devices: Uint8Array;
}
export interface DcHourDeviceSetsTable {
  app_id: string;
  day: string;
  hour: number;
  devices: Uint8Array;
}
export interface DcDevicesTable {
  app_id: string;
  device_id: string;
  seq: number;
  first_day: string;
}
export interface DcBuyersTable {
  app_id: string;
  user_id: string;
  seq: number;
}
export interface DcDayBuyerSetsTable {
  app_id: string;
  day: string;
  buyers: Uint8Array;
}
/** field: 'sex' or 'birth_year'; buyers: a bitmap over the app's buyer numbers */
export interface DcBuyerGroupsTable {
  app_id: string;
  field: string;
  value: number;
  buyers: Uint8Array;
}
/** The version each device of an app last reported installing (install and update events). */
export interface DcVersionDevicesTable {
  app_id: string;
  device_id: string;
  version_code: number;
  at: string;
}
/** Devices that came to a version on a day, less those that left it. */
export interface DcVersionDaysTable {
  app_id: string;
  day: string;
  version_code: number;
  delta: number;
}
export interface DcAddonDaysTable {
  app_id: string;
  day: string;
  sku: string;
  sales: number;
  refunds: number;
  income_fen: number | string;
}
export interface DcAddonsTable {
  app_id: string;
  sku: string;
  name_zh: string;
  name_en: string;
}

/** A settlement bill (modules/bills); money in US cents (bigint: strings from pg). */
export interface BillsTable {
  id: string;
  org_id: string;
  month: string;
  /** 1 for the month's bill, 2... for the corrected bills that replace it */
  seq: number;
  start_day: string;
  end_day: string;
  dev_name: string;
  card_last4: Generated<string>;
  order_count: number;
  sales_cents: number | string;
  refund_cents: number | string;
  adjust_cents: Generated<number | string>;
  net_cents: number | string;
  fee_percent: string;
  fee_cents: number | string;
  settle_cents: number | string;
  check_status: Generated<number>;
  held: Generated<number>;
  /** 0 while its lines are being written */
  ready: Generated<number>;
  send_time: string | null;
  check_time: string | null;
  auto_check_time: string | null;
  auto_upload_time: string | null;
  file_store_name: string | null;
  file_pdf_name: string | null;
  file_blob_key: string | null;
  file_size: number | string | null;
  dispute_state: Generated<string>;
  dispute_time: string | null;
  dispute_note: Generated<string>;
  dispute_reason: Generated<string>;
  resolver_id: string | null;
  resolved_at: string | null;
  replaces_id: string | null;
  corrected_by_id: string | null;
  created_at: string;
  updated_at: string;
}
/** A day of a year whose working-day calendar an operator imported (holidays, worked weekends). */
export interface CalendarDaysTable {
  day: string;
  year: number;
  /** holiday or workday */
  kind: string;
  name: Generated<string>;
  imported_at: string;
}

export interface BillLinesTable {
  bill_id: string;
  line_no: number;
  kind: 'sale' | 'refund' | 'adjustment';
  order_id: Generated<string>;
  app_id: Generated<string>;
  app_name: Generated<string>;
  sku: Generated<string>;
  paid_at: Generated<string>;
  amount: Generated<number | string>;
  currency: Generated<string>;
  usd_rate: Generated<string>;
  usd_cents: number | string;
  note: Generated<string>;
}

/** Platform items (modules/platform): ItemState in `state`; texts per language. */
