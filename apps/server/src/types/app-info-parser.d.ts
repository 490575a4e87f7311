// The two decoders of app-info-parser the upload checks use (the package ships no types).
declare module 'app-info-parser/src/xml-parser/manifest.js' {
  export default class ManifestParser {
    constructor(buffer: Buffer, options?: { ignore?: string[] });
    parse(): unknown;
  }
}
declare module 'app-info-parser/src/resource-finder.js' {
  export default class ResourceFinder {
    processResourceTable(buffer: Buffer): unknown;
  }
}
