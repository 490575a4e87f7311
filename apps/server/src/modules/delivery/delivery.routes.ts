import { trackCalls as calls } from '@vrportal/contract';
import { SerializedData } from '../../plugins/calls.js';
import type { RegisterCall } from '../../plugins/calls.js';
import { sendPublicFile } from '../../plugins/public-file.js';
import type { BlobStore } from '../../lib/blob-store.js';
import type { DeliveryService } from './delivery.service.js';

/** The store's update check and the build downloads it signs (docs/api/tracks.md). */
export function deliveryRoutes(
  registerCall: RegisterCall,
  delivery: DeliveryService,
  blobs: BlobStore,
) {
  // every headset's call: answered as JSON written from parts shared by all headsets
  registerCall(
    calls.updateCheck,
    async ({ body }) => new SerializedData(await delivery.updateCheckJson(body)),
  );
  registerCall(calls.downloadBuild, async ({ params, input, request, reply }) => {
    const file = await delivery.fileOf(params.name ?? '', input.exp, input.sig);
    const size = await blobs.size(file.key);
    const type = file.name.endsWith('.apk')
      ? 'application/vnd.android.package-archive'
      : 'application/octet-stream';
    // the address is signed: the answer is for its holder only
    return sendPublicFile(
      request,
      reply,
      size === null ? null : { key: file.key, size, contentType: type },
      (key, range) => blobs.open(key, range),
      'private, no-store',
    );
  });
}
