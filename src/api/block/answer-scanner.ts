/**
 * Finds the members of a JSON object as its text arrives, chunk by chunk, without parsing it: the text
 * of each element of its `transactions` array as soon as that element has ended, and the text of every
 * other member (`address_book`, `metadata`, …) as soon as it has ended. The caller JSON.parse's each
 * piece, so a 20 MB answer is never one parse, and its first transactions are read before its end.
 *
 * It only tracks what it must to find where a value ends — strings (and their escapes), the nesting of
 * brackets — across chunk boundaries, and checks the object's own punctuation strictly. Whether a value
 * is valid JSON is JSON.parse's to say, on the value's text. Anything else it meets (not an object, a
 * stray character, a body that stops early) is a `ScanError`: the caller then reads the whole body as
 * before (block-answer.ts), which names what is wrong with it.
 *
 * Given `onElements`, most elements are not scanned at all: after the first, each is found by a search
 * for the compact boundary that follows it and parsed from a slice of the text (`parsedRun`).
 *
 * Chunks are text: the caller decodes the bytes with a streaming TextDecoder, which keeps a character
 * split between two chunks of bytes whole.
 */

export class ScanError extends Error {
  override name = 'ScanError';
}

export interface ScanHandlers {
  /** A member of the object has begun: its key (before its value is read). */
  onKey?(key: string): void;
  /** An element of the `transactions` array has ended: its text, and its index in the array. */
  onElement(text: string, index: number): void;
  /**
   * A run of whole elements, parsed at once (see `parsedRun`), and the index of the first: when given,
   * the scanner hands over most elements this way, and `onElement` gets only those it reads itself.
   */
  onElements?(values: unknown[], firstIndex: number): void;
  /** A member other than an array of `transactions` has ended: its key and its value's text. */
  onMember(key: string, text: string): void;
}

/** The array whose elements are given one by one. */
const ELEMENTS_KEY = 'transactions';

type Place =
  | 'start' // before the object's `{`
  | 'key-or-close' // after `{`: a key or `}`
  | 'key' // after `,`: a key
  | 'colon'
  | 'value'
  | 'comma-or-close'
  | 'element-or-close' // after the array's `[`
  | 'element' // after `,` in the array
  | 'element-comma-or-close'
  | 'done';

/** A value being read: where it began in this chunk, and what came of it in earlier chunks. */
interface Capture {
  kind: 'container' | 'string' | 'scalar';
  /** What it is: a key, an element, a member's value. */
  role: 'key' | 'element' | 'member';
  /** Its text from earlier chunks. */
  pieces: string[];
  /** Open brackets (container). */
  depth: number;
  /** Inside a string (container; a string value is always inside one). */
  inString: boolean;
  /** Whether the string being read began in an earlier chunk, and the backslashes that chunk ended with. */
  stringFromBefore: boolean;
  carriedBackslashes: number;
}

/**
 * From a place outside any string in a container: everything up to its next bracket, whole strings
 * (escapes included) skipped in the same search — one search per bracket rather than one per quote, a
 * fifth of the time on a big block. It stops early at a quote whose string does not end in this chunk, or
 * after 256 strings or escapes (the bounds keep the search's backtracking stack small: unbounded, a string
 * of a million escapes overflows it); what follows is then read quote by quote.
 */
const UP_TO_BRACKET = /[^"[\]{}]*(?:"[^"\\]*(?:\\[\s\S][^"\\]*){0,256}"[^"[\]{}]*){0,256}/y;
const SCALAR_END = /[,}\]\s]/g;

const NOT_SPACE = /[^ \t\n\r]/g;

/** A compact JSON object's first key, to learn where one element ends and the next begins. */
const FIRST_KEY = /^\{"([A-Za-z0-9_@$-]{1,64})":/;

export class AnswerScanner {
  private place: Place = 'start';
  private capture: Capture | undefined;
  private key = '';
  private elements = 0;
  private readonly handlers: ScanHandlers;
  /**
   * `},{"account":` — how, in compact JSON, one element ends and the next begins: the first element's
   * first key, learned from its text. Undefined before that, when the answer is not compact, or after a
   * third element a run could not parse.
   */
  private boundary: string | undefined;
  /** No boundary is left in the text being read: not looked for again before the next piece. */
  private boundaryGone = false;
  /** Elements a run could not parse (a boundary inside them): the scanner read them instead. */
  private failedRuns = 0;

  constructor(handlers: ScanHandlers) {
    this.handlers = handlers;
  }

  /** Whether the object has ended (only whitespace may follow). */
  get done(): boolean {
    return this.place === 'done';
  }

  /** Reads the next piece of text. Throws a ScanError where the text is not the object expected. */
  push(text: string): void {
    this.boundaryGone = false;
    let pos = 0;
    const length = text.length;
    while (pos < length) {
      if (this.capture) {
        const end = this.continueCapture(text, pos);
        if (end < 0) return;
        pos = end;
        continue;
      }
      // Spaces between the pieces (and after the object: a padded answer) are skipped in one search.
      NOT_SPACE.lastIndex = pos;
      const found = NOT_SPACE.exec(text);
      if (!found) return;
      pos = this.step(text, found.index, text.charCodeAt(found.index));
    }
    // A value begun at the chunk's last character: keep that character.
    if (this.capture) this.carry(text);
  }

  /** The text has ended: throws a ScanError unless the object was whole. */
  end(): void {
    if (this.place !== 'done') throw new ScanError(`the text ends early (${this.place})`);
  }

  /** One punctuation step (or the start of a value) at `pos`; returns where to go on. */
  private step(text: string, pos: number, code: number): number {
    const char = text[pos];
    switch (this.place) {
      case 'start':
        if (char !== '{') throw new ScanError('not an object');
        this.place = 'key-or-close';
        return pos + 1;
      case 'key-or-close':
      case 'key':
        if (char === '}' && this.place === 'key-or-close') {
          this.place = 'done';
          return pos + 1;
        }
        if (char !== '"') throw new ScanError('expected a key');
        return this.begin(text, pos, 'key');
      case 'colon':
        if (char !== ':') throw new ScanError('expected a colon');
        this.place = 'value';
        return pos + 1;
      case 'value':
        if (char === '[' && this.key === ELEMENTS_KEY) {
          this.place = 'element-or-close';
          return pos + 1;
        }
        return this.begin(text, pos, 'member');
      case 'comma-or-close':
        if (char === ',') this.place = 'key';
        else if (char === '}') this.place = 'done';
        else throw new ScanError('expected a comma');
        return pos + 1;
      case 'element-or-close':
      case 'element': {
        if (char === ']' && this.place === 'element-or-close') {
          this.place = 'comma-or-close';
          return pos + 1;
        }
        const runEnd = char === '{' ? this.parsedRun(text, pos) : -1;
        return runEnd > 0 ? runEnd : this.begin(text, pos, 'element');
      }
      case 'element-comma-or-close':
        if (char === ',') this.place = 'element';
        else if (char === ']') this.place = 'comma-or-close';
        else throw new ScanError('expected a comma in the array');
        return pos + 1;
      case 'done':
        throw new ScanError(`text after the object (${String.fromCharCode(code)})`);
    }
  }

  /**
   * Parses the whole elements from `pos` (an element's `{`) on without scanning them: each ends at the
   * next boundary (`},{"account":`) a search finds, and is parsed on its own (a slice of the text: no
   * copy). A boundary found by a search may lie anywhere — inside a nested array of objects, say — but an
   * element is taken only if its text parses, and then it ends where the element ends: it starts where
   * one starts, and a JSON value is self-delimiting, so a text that parses as one value from there is
   * that value (a string cannot hold the boundary: its quotes would be escaped). An element whose text
   * does not parse ends the run, and the scanner reads it as before (after three such, the runs stop for
   * this answer). Returns the position after the run's last element, or -1 when there is none.
   */
  private parsedRun(text: string, pos: number): number {
    const { boundary } = this;
    const onElements = this.handlers.onElements;
    if (boundary === undefined || this.boundaryGone || !onElements) return -1;
    const values: unknown[] = [];
    let start = pos;
    let end = -1;
    for (;;) {
      const next = text.indexOf(boundary, start);
      if (next < 0) {
        this.boundaryGone = true;
        break;
      }
      let value: unknown;
      try {
        value = JSON.parse(text.slice(start, next + 1));
      } catch {
        // The scanner reads this element and the rest of this piece; counted once per element.
        this.failedRuns += 1;
        if (this.failedRuns === 3) this.boundary = undefined;
        this.boundaryGone = true;
        break;
      }
      values.push(value);
      end = next + 1;
      // The next element's `{`, right after the comma.
      start = next + 2;
    }
    if (values.length === 0) return -1;
    onElements(values, this.elements);
    this.elements += values.length;
    this.place = 'element-comma-or-close';
    return end;
  }

  /** Starts reading a value at `pos` (its first character, not a space). */
  private begin(text: string, pos: number, role: Capture['role']): number {
    const char = text[pos];
    const kind = char === '"' ? 'string' : char === '{' || char === '[' ? 'container' : 'scalar';
    if (kind === 'scalar' && (char === ',' || char === '}' || char === ']' || char === ':')) {
      throw new ScanError('expected a value');
    }
    if (role === 'key' && kind !== 'string') throw new ScanError('expected a key');
    this.capture = {
      kind,
      role,
      pieces: [],
      depth: kind === 'container' ? 1 : 0,
      inString: kind === 'string',
      stringFromBefore: false,
      carriedBackslashes: 0,
    };
    this.captureStart = pos;
    return pos + 1;
  }

  /** Where the value being read began in the current chunk (0 when it began in an earlier one). */
  private captureStart = 0;

  /**
   * Reads on in the value being captured from `pos`: returns the position after it when it ends in this
   * chunk, or -1 (having kept its text so far) when it goes on in the next.
   */
  private continueCapture(text: string, from: number): number {
    const capture = this.capture as Capture;
    const length = text.length;
    let pos = from;
    if (capture.kind === 'scalar') {
      SCALAR_END.lastIndex = pos;
      const found = SCALAR_END.exec(text);
      if (!found) return this.carry(text);
      return this.finish(text, found.index);
    }
    // Where the string being read began in this chunk (backslashes before it are not its own).
    let stringStart = capture.stringFromBefore ? 0 : pos;
    while (pos < length) {
      if (capture.inString) {
        const quote = text.indexOf('"', pos);
        if (quote < 0) {
          // The string goes on: remember the backslashes this chunk ends with, for an escaped quote.
          const run = backslashesBefore(text, length, stringStart);
          capture.carriedBackslashes =
            run === length - stringStart && capture.stringFromBefore ? capture.carriedBackslashes + run : run;
          capture.stringFromBefore = true;
          return this.carry(text);
        }
        let run = backslashesBefore(text, quote, stringStart);
        if (run === quote - stringStart && capture.stringFromBefore) run += capture.carriedBackslashes;
        pos = quote + 1;
        if (run % 2 === 1) {
          // An escaped quote: backslashes before it say nothing about the next one.
          stringStart = pos;
          capture.carriedBackslashes = 0;
          continue;
        }
        capture.inString = false;
        capture.stringFromBefore = false;
        capture.carriedBackslashes = 0;
        if (capture.kind === 'string') return this.finish(text, pos);
        continue;
      }
      UP_TO_BRACKET.lastIndex = pos;
      UP_TO_BRACKET.test(text);
      const at = UP_TO_BRACKET.lastIndex;
      if (at >= length) return this.carry(text);
      pos = at + 1;
      const code = text.charCodeAt(at);
      if (code === 0x22) {
        // A string that goes on in the next chunk.
        capture.inString = true;
        capture.stringFromBefore = false;
        stringStart = pos;
      } else if (code === 0x7b || code === 0x5b) {
        capture.depth += 1;
      } else {
        capture.depth -= 1;
        if (capture.depth === 0) return this.finish(text, pos);
      }
    }
    return this.carry(text);
  }

  /** The chunk ends inside the value: keep its part of it. */
  private carry(text: string): number {
    const capture = this.capture as Capture;
    capture.pieces.push(this.captureStart === 0 ? text : text.slice(this.captureStart));
    this.captureStart = 0;
    return -1;
  }

  /** The value ends before `end` in this chunk: hand it over and go on after it. */
  private finish(text: string, end: number): number {
    const capture = this.capture as Capture;
    const tail = text.slice(this.captureStart, end);
    const value = capture.pieces.length === 0 ? tail : capture.pieces.join('') + tail;
    this.capture = undefined;
    this.captureStart = 0;
    if (capture.role === 'key') {
      this.key = readKey(value);
      this.handlers.onKey?.(this.key);
      this.place = 'colon';
    } else if (capture.role === 'element') {
      this.place = 'element-comma-or-close';
      if (this.elements === 0) {
        const firstKey = FIRST_KEY.exec(value)?.[1];
        if (firstKey !== undefined) this.boundary = `},{"${firstKey}":`;
      }
      this.handlers.onElement(value, this.elements);
      this.elements += 1;
    } else {
      this.place = 'comma-or-close';
      this.handlers.onMember(this.key, value);
    }
    return end;
  }
}

/** How many backslashes come right before `end`, not looking before `floor`. */
function backslashesBefore(text: string, end: number, floor: number): number {
  let index = end - 1;
  while (index >= floor && text.charCodeAt(index) === 0x5c) index -= 1;
  return end - 1 - index;
}

function readKey(text: string): string {
  try {
    return JSON.parse(text) as string;
  } catch {
    throw new ScanError('a key that is not a JSON string');
  }
}
