/** FNV-1a, 32 bits: a stable number from a text (brand colours, picture versions). Same text, same number, everywhere. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}
