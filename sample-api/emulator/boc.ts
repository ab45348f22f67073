// Bag-of-cells serialization as the TON node writes it, so a BOC in the sample is byte for byte what the
// index would send for the same cell.
//
// @ton/core's Cell.toBoc() orders the cells of a multi-cell tree differently from the node's C++
// serializer (ton-blockchain/ton crypto/vm/boc.cpp, BagOfCells::import_cells / reorder_cells / revisit /
// serialize_to_impl); both are valid BOCs of the same cell, but the index's bodies come from the C++ one.
// The rules reproduced here (without stored hashes, which the index never asks for):
//  - cells are deduplicated by hash;
//  - order: a cell's children are visited right to left (each child's own subtree first), then
//    allocated right to left, then the cell itself; exotic children are visited during the previsit; the
//    root is allocated last; cells are written in reverse allocation order, so the root comes first and
//    every reference points forward;
//  - header: magic b5ee9c72, one flags byte (has_idx, has_crc32c, has_cache_bits, then the byte size of
//    a cell index), the byte size of offsets, cell count, root count, 0 absent cells, data size, root
//    index; no index table; a CRC32-C of everything before it (little-endian) when asked for.
// The index writes message bodies and state inits with the CRC ("te6cck…") and the BOCs nested inside
// decoded bodies without it ("te6ccg…"), as the recordings show.
import type { Cell } from '@ton/core';

interface Node {
  cell: Cell;
  children: Node[];
  /** As the node's `new_idx`: -1 fresh, -2 previsited, -3 visited, >= 0 allocated. */
  state: number;
}

function cellData(cell: Cell): Buffer {
  const bits = cell.bits.length;
  const bytes = Buffer.alloc(Math.ceil(bits / 8));
  for (let i = 0; i < bits; i++) {
    if (cell.bits.at(i)) bytes[i >> 3] = (bytes[i >> 3] ?? 0) | (0x80 >> (i & 7));
  }
  // Completion tag: an incomplete last byte gets a 1 bit after the data bits.
  if (bits % 8 !== 0) bytes[bits >> 3] = (bytes[bits >> 3] ?? 0) | (0x80 >> (bits & 7));
  return bytes;
}

/** CRC32-C (Castagnoli), as the node appends it. */
export function crc32c(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0x82f63b78 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function bytesFor(value: number): number {
  let size = 0;
  while (value >= 2 ** (size * 8)) size++;
  return size;
}

function writeUint(value: number, size: number): Buffer {
  const out = Buffer.alloc(size);
  for (let i = size - 1, rest = value; i >= 0; i--, rest = Math.floor(rest / 256)) out[i] = rest % 256;
  return out;
}

export function serializeBoc(root: Cell, options: { crc32: boolean }): Buffer {
  const byHash = new Map<string, Node>();
  let refCount = 0;
  const importCell = (cell: Cell): Node => {
    const key = cell.hash().toString('hex');
    const known = byHash.get(key);
    if (known) return known;
    const children = cell.refs.map(importCell);
    refCount += cell.refs.length;
    const node: Node = { cell, children, state: -1 };
    byHash.set(key, node);
    return node;
  };
  const rootNode = importCell(root);

  // BagOfCells::revisit: force 0 = previsit (exotic children are visited at once), 1 = visit (children
  // first, right to left), 2 = allocate the next index.
  const allocated: Node[] = [];
  const revisit = (node: Node, force: 0 | 1 | 2): number => {
    if (node.state >= 0) return node.state;
    if (force === 0) {
      if (node.state !== -1) return node.state;
      for (let j = node.children.length - 1; j >= 0; j--) {
        const child = node.children[j] as Node;
        revisit(child, child.cell.isExotic ? 1 : 0);
      }
      return (node.state = -2);
    }
    if (force === 2) {
      node.state = allocated.length;
      allocated.push(node);
      return node.state;
    }
    if (node.state === -3) return node.state;
    if (node.cell.isExotic) revisit(node, 0);
    for (let j = node.children.length - 1; j >= 0; j--) revisit(node.children[j] as Node, 1);
    for (let j = node.children.length - 1; j >= 0; j--) revisit(node.children[j] as Node, 2);
    return (node.state = -3);
  };
  revisit(rootNode, 0);
  revisit(rootNode, 1);
  revisit(rootNode, 2);

  const count = allocated.length;
  const refSize = Math.max(1, bytesFor(count));
  const cellBytes = allocated.map((node) => {
    const data = cellData(node.cell);
    const bits = node.cell.bits.length;
    const d1 = node.cell.refs.length + (node.cell.isExotic ? 8 : 0) + node.cell.mask.value * 32;
    const d2 = Math.floor(bits / 8) + Math.ceil(bits / 8);
    const refs = node.children.map((child) => writeUint(count - 1 - child.state, refSize));
    return Buffer.concat([Buffer.from([d1, d2]), data, ...refs]);
  });
  const dataSize = cellBytes.reduce((sum, bytes) => sum + bytes.length, 0);
  // The node sizes offsets from the data size it estimates: every cell's bytes plus one index per reference.
  const estimated = allocated.reduce((sum, node) => sum + 2 + Math.ceil(node.cell.bits.length / 8), 0);
  const offsetSize = Math.max(1, bytesFor(estimated + refCount * refSize));
  let flags = refSize;
  if (options.crc32) flags |= 0x40;
  const body = Buffer.concat([
    Buffer.from([0xb5, 0xee, 0x9c, 0x72, flags, offsetSize]),
    writeUint(count, refSize),
    writeUint(1, refSize),
    writeUint(0, refSize),
    writeUint(dataSize, offsetSize),
    writeUint(count - 1 - rootNode.state, refSize),
    ...[...cellBytes].reverse(),
  ]);
  if (!options.crc32) return body;
  const crc = Buffer.alloc(4);
  crc.writeUInt32LE(crc32c(body));
  return Buffer.concat([body, crc]);
}

export function bocBase64(cell: Cell, options: { crc32: boolean }): string {
  return serializeBoc(cell, options).toString('base64');
}
