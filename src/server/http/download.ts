/**
 * A Content-Disposition header for a download: `filename` with a plain ASCII fallback (no quotes,
 * slashes or control characters) and `filename*` with the exact UTF-8 name (RFC 6266 / RFC 5987).
 */
export function attachmentDisposition(fileName: string): string {
  const clean = safeFileName(fileName);
  const ascii = clean
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%;]/g, '_');
  const encoded = encodeURIComponent(clean).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * Bidirectional controls reorder how a name is shown (`\u202Efdp.exe` reads as `exe.pdf`): embeddings and
 * overrides U+202A–U+202E, isolates U+2066–U+2069, and the marks U+200E, U+200F and U+061C.
 */
function isBidiControl(code: number): boolean {
  return (
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0x200e ||
    code === 0x200f ||
    code === 0x061c
  );
}

/**
 * A file name safe to store and to offer for download: the last path segment only, control characters
 * as spaces, bidirectional controls and reserved characters removed, whitespace collapsed, at most 200
 * characters; "file" when nothing is left.
 */
export function safeFileName(name: string, fallback = 'file'): string {
  const base = name.split(/[/\\]/).pop() ?? '';
  const cleaned = [...base]
    .map((ch) => {
      const code = ch.codePointAt(0)!;
      if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return ' ';
      if (isBidiControl(code)) return '';
      return '<>:"|?*'.includes(ch) ? '' : ch;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  if (!cleaned) return fallback;
  if (cleaned.length <= 200) return cleaned;
  const ext = /\.[A-Za-z0-9]{1,8}$/.exec(cleaned)?.[0] ?? '';
  return cleaned.slice(0, 200 - ext.length) + ext;
}
