import type { UploadFileTypeValue } from '@vrportal/contract';
import type { UploadPhase, UploadResult } from './engine/upload-engine';

export type { UploadPhase, UploadResult };
export type { ApkManifest } from './engine/apk-manifest';

/** The build upload dialog (APK, main OBB, patch OBB): see apps/web/README.md. */
export interface UploadBuildDialogProps {
  open: boolean;
  /** the app the build belongs to */
  appId: string;
  /** 1 APK, 2 main OBB, 3 patch OBB (UploadFileType of the contract) */
  fileType: UploadFileTypeValue;
  /**
   * The app's package name. An APK whose manifest names another package is refused before any
   * transfer (10631). Leave it out when the app has no package yet.
   */
  packageName?: string | null;
  /**
   * The version code of the version uploaded before: an APK whose versionCode is not higher is
   * refused before any transfer (10502). The server checks it again in any case.
   */
  lastVersionCode?: number | null;
  /**
   * Whether the app has versions already. Without them an APK of another package is refused as
   * "not this app's package", not as inconsistent with previous versions. Left out: the app has
   * versions when lastVersionCode is given.
   */
  hasVersions?: boolean;
  /** OBB only: false while the draft holds no APK; the dialog then asks for the APK first. */
  hasApk?: boolean;
  /** A business channel (tob): the merge goes through mergeAppFileTob with this cId. */
  channelId?: string | null;
  /** Called once when the server has merged and accepted the file. */
  onUploaded: (result: UploadResult) => void;
  /** The dialog asks to close (it pauses a running transfer first, with a confirmation). */
  onClose: () => void;
  /** Follows the upload's phase, e.g. to block committing a release while 'merging'. */
  onPhaseChange?: (phase: UploadPhase) => void;
}
