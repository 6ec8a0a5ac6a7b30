// Proposal content comes from whoever wrote it and is read by a client who trusts the page: only
// plainly harmless addresses survive, everything else becomes no address at all.

const LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const PHOTO_DATA_URL = /^data:image\/(?:png|jpe?g|webp|gif|avif);base64,[a-z0-9+/]+={0,2}$/i;

const parseAbsolute = (value: string): URL | null => {
  try {
    return new URL(value);
  } catch {
    return null;
  }
};

/**
 * A link target from proposal markdown, or '' when it is not an absolute http, https, mailto or
 * tel address. Relative links are refused too: the page they resolve against is ours, not the
 * author's. The URL parser (not a prefix test) decides, so `java\tscript:`, `JaVaScRiPt:` and
 * entity-encoded schemes are all refused.
 */
export const safeLinkUrl = (value: string): string => {
  const url = parseAbsolute(value.trim());
  return url && LINK_PROTOCOLS.has(url.protocol) ? url.href : '';
};

/** A photo source: an http(s) or blob address, or a base64 data URL of a raster image; else ''. */
export const safePhotoUrl = (value: string): string => {
  const trimmed = value.trim();
  if (PHOTO_DATA_URL.test(trimmed)) return trimmed;
  const url = parseAbsolute(trimmed);
  return url && (url.protocol === 'https:' || url.protocol === 'http:' || url.protocol === 'blob:')
    ? url.href
    : '';
};
