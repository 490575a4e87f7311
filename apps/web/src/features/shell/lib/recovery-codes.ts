/**
 * The recovery codes as a text file to keep: its heading lines (in the reader's language), an
 * empty line, then the codes numbered one a line, with a line end after the last.
 */
export function recoveryCodesText(heading: readonly string[], codes: readonly string[]): string {
  const width = String(codes.length).length;
  const lines = codes.map((code, index) => `${String(index + 1).padStart(width, ' ')}. ${code}`);
  return [...heading, '', ...lines, ''].join('\n');
}

/** The codes as copied to the clipboard: one a line, nothing else. */
export function recoveryCodesForClipboard(codes: readonly string[]): string {
  return codes.join('\n');
}

/** A base32 key in groups of four, as it is easier to read and type into an app. */
export function groupedKey(secret: string): string {
  return (secret.replace(/\s+/g, '').match(/.{1,4}/g) ?? []).join(' ');
}
