// Code lengths for a prefix (Huffman) code, shared by the WebP and JPEG encoders (./webp-lossless.ts,
// ./jpeg-baseline.ts). Both formats cap the length (15 and 16 bits), so when a skewed histogram would
// need a deeper tree, the counts are flattened and the tree built again: a little less compression on
// rare symbols, a code every decoder accepts. Pure and deterministic (ties break by symbol).

/** Lengths (0 = unused) of an optimal-ish prefix code for `counts`, no longer than `maxLength`. */
export function huffmanLengths(counts: ArrayLike<number>, maxLength: number): Uint8Array {
  const lengths = new Uint8Array(counts.length);
  const used: number[] = [];
  for (let symbol = 0; symbol < counts.length; symbol++) if (counts[symbol]! > 0) used.push(symbol);
  if (used.length === 0) return lengths;
  if (used.length === 1) {
    lengths[used[0]!] = 1;
    return lengths;
  }
  for (let shift = 0; ; shift++) {
    const depths = treeDepths(used.map((symbol) => Math.max(1, Math.floor(counts[symbol]! / 2 ** shift))));
    if (Math.max(...depths) <= maxLength) {
      used.forEach((symbol, i) => (lengths[symbol] = depths[i]!));
      return lengths;
    }
  }
}

/** Depth of each leaf in a Huffman tree over `weights` (two lightest merged first; ties by order). */
function treeDepths(weights: number[]): number[] {
  interface Node {
    weight: number;
    order: number;
    leaves: number[];
  }
  let nodes: Node[] = weights.map((weight, i) => ({ weight, order: i, leaves: [i] }));
  const depths = new Array<number>(weights.length).fill(0);
  let order = weights.length;
  while (nodes.length > 1) {
    nodes.sort((a, b) => a.weight - b.weight || a.order - b.order);
    const [a, b] = nodes as [Node, Node];
    for (const leaf of a.leaves) depths[leaf]!++;
    for (const leaf of b.leaves) depths[leaf]!++;
    nodes = [{ weight: a.weight + b.weight, order: order++, leaves: [...a.leaves, ...b.leaves] }, ...nodes.slice(2)];
  }
  return depths;
}

/** Canonical codes for `lengths` (shorter codes first, then by symbol), as DEFLATE, VP8L and JPEG assign them. */
export function canonicalCodes(lengths: Uint8Array): Uint16Array {
  const codes = new Uint16Array(lengths.length);
  const maxLength = Math.max(0, ...lengths);
  let code = 0;
  for (let length = 1; length <= maxLength; length++) {
    for (let symbol = 0; symbol < lengths.length; symbol++) if (lengths[symbol] === length) codes[symbol] = code++;
    code <<= 1;
  }
  return codes;
}
