/**
 * The build upload dialog (APK, main OBB, patch OBB), shared by the app center and the release
 * wizard. Only the lazy wrapper and types are exported: the dialog's code loads when it opens.
 */
export { UploadBuildDialog } from './UploadBuildDialog';
export type { ApkManifest, UploadBuildDialogProps, UploadPhase, UploadResult } from './types';
