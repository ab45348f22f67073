// JSON values as the sample API reads and writes them, with small readers that narrow `unknown`
// and say where a value was wrong. Recorded bodies are kept as plain JSON (never re-shaped by a
// schema) so the sample API answers with the recorded objects byte for byte, keys in recorded order.

export type JsonValue = null | boolean | number | string | JsonValue[] | JsonObject;
export interface JsonObject {
  [key: string]: JsonValue;
}

// Every value here comes from JSON.parse, so a non-array object's members are JSON by construction:
// checking the outer shape is enough to narrow it.
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asObject(value: unknown, where: string): JsonObject {
  if (!isJsonObject(value)) throw new Error(`${where}: expected an object`);
  return value;
}

export function asArray(value: unknown, where: string): JsonValue[] {
  if (!Array.isArray(value)) throw new Error(`${where}: expected an array`);
  return value.filter((item): item is JsonValue => item !== undefined);
}

export function asString(value: unknown, where: string): string {
  if (typeof value !== 'string') throw new Error(`${where}: expected a string`);
  return value;
}

export function asInteger(value: unknown, where: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value)) throw new Error(`${where}: expected an integer`);
  return value;
}

/** A string member, or null when the member is null or absent (the index writes unknowns either way). */
export function optionalString(object: JsonObject, key: string, where: string): string | null {
  const value = object[key];
  if (value === undefined || value === null) return null;
  return asString(value, `${where}.${key}`);
}

export function objectMap(value: unknown, where: string): Record<string, JsonObject> {
  const map: Record<string, JsonObject> = {};
  for (const [key, entry] of Object.entries(asObject(value, where)))
    map[key] = asObject(entry, `${where}.${key}`);
  return map;
}

/**
 * Deterministic layout for committed JSON: containers near the root are expanded one member per line
 * (1-space indent) so diffs stay readable; from `compactDepth` on, or when a container fits in
 * `inlineWidth` characters, it is written on one line. Key order is the objects' own order.
 */
export function formatJson(value: JsonValue, compactDepth = 4, inlineWidth = 80): string {
  const write = (item: JsonValue, depth: number): string => {
    const compact = JSON.stringify(item);
    if (item === null || typeof item !== 'object' || depth >= compactDepth || compact.length <= inlineWidth) {
      return compact;
    }
    const pad = ' '.repeat(depth + 1);
    const close = ' '.repeat(depth);
    if (Array.isArray(item)) {
      if (item.length === 0) return compact;
      return `[\n${item.map((element) => pad + write(element, depth + 1)).join(',\n')}\n${close}]`;
    }
    const entries = Object.entries(item);
    if (entries.length === 0) return compact;
    const lines = entries.map(([key, member]) => `${pad}${JSON.stringify(key)}: ${write(member, depth + 1)}`);
    return `{\n${lines.join(',\n')}\n${close}}`;
  };
  return `${write(value, 0)}\n`;
}
