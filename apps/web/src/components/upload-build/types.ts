import type { TFunction } from 'i18next';
import type { BuildUploadTarget, UploadPhase, UploadResult } from './engine/upload-engine';

export type { UploadPhase, UploadResult };
export type { ApkManifest } from './engine/apk-manifest';

/**
 * The build upload dialog (APK, main OBB, patch OBB): see apps/web/README.md. What it uploads and
 * the rules it checks are the engine's (BuildUploadTarget).
 */
export interface UploadBuildDialogProps extends BuildUploadTarget {
  open: boolean;
  /** Called once when the server has merged and accepted the file. */
  onUploaded: (result: UploadResult) => void;
  /** The dialog asks to close (it pauses a running transfer first, with a confirmation). */
  onClose: () => void;
  /** Follows the upload's phase, e.g. to block committing a release while 'merging'. */
  onPhaseChange?: (phase: UploadPhase) => void;
}

/** The translation function of the dialog's parts. */
export type UploadT = TFunction<'upload'>;
