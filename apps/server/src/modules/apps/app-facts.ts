// What other modules read of an app and the review changes they ask for: never the table's row.
// Fields keep the columns' names, so a row read once is handed on as it is, with no copy.
import type { ReviewColumns } from '../../db/schema/apps.js';

/** An app as other modules read it: who holds it, what it is, where its review and store stand. */
export interface AppFacts {
  /** the App ID */
  readonly id: string;
  /** the organisation that holds the app (what ownership checks compare) */
  readonly org_id: string;
  /** the name it was created with (notifications name it so; screens show `displayName`) */
  readonly name: string;
  /** the Android package name, one app's in the whole portal */
  readonly pkg: string;
  /** the review status (AppStatus), which only the review module moves */
  readonly status: number;
  /** when the status last moved (ISO UTC): a stalled check is taken over from it */
  readonly status_changed_at: string;
  /** the app card's last change (ISO UTC) */
  readonly updated_at: string;
  /** the build the store serves; null before the first release goes online */
  readonly published_version_id: string | null;
  /** 1 while the app is in the store, whatever the review status of its next release */
  readonly live: number;
  /** the build the last submit sent to review */
  readonly review_version_id: string | null;
  /** status 14: when the app goes online by itself (ISO UTC); null in every other status */
  readonly release_at: string | null;
  /** when the release under review was submitted (ISO UTC); null before the first submit */
  readonly submitted_at: string | null;
  /** the names in each language of the last approved release ('' if none): `displayName` */
  readonly approved_name_zh: string;
  readonly approved_name_en: string;
  /** the store category the release form chose (the app card files it) */
  readonly cgy: number;
  /** 1 once the app has been in the store */
  readonly has_shelves: number;
  /** the names in each language the release under review was sent with ('' if none) */
  readonly review_name_zh: string;
  readonly review_name_en: string;
  /** the app card's icon and cover (stored keys, '' for none) */
  readonly scover: string;
  readonly rcover: string;
  /** when the owner last replaced the App Secret (upload tokens made before it end); or null */
  readonly secret_changed_at: string | null;
}

/** What the store's update check reads of an app: whether it is in the store, and with what. */
export interface AppInStore {
  /** the App ID */
  readonly id: string;
  /** 1 while the app is in the store */
  readonly live: number;
  /** the build the store serves */
  readonly published_version_id: string | null;
}

/**
 * A move of an app's review state, as the review module (its only writer) decides it; the apps
 * module writes it with a compare-and-set of the status. A field left out keeps its value.
 */
export interface ReviewStateChange extends ReviewColumns {
  /** submit: the build sent to review */
  review_version_id?: string | null;
  /** submit: the names in each language the release form sent to review */
  review_name_zh?: string;
  review_name_en?: string;
  /** the last stage passed: the names every screen shows from then on */
  approved_name_zh?: string;
  approved_name_en?: string;
  /** online: the app has been in the store (1) */
  has_shelves?: 1;
  /** online 1, take-down 0 */
  live?: 0 | 1;
  /** online: the build the store serves from then on */
  published_version_id?: string | null;
  /** the release date of status 14; null once it leaves that status */
  release_at?: string | null;
}
