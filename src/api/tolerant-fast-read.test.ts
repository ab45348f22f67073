// @vitest-environment node
// In Node the tolerant objects' field readers are compiled: held to zod (tolerant-fast-read.cases.ts).
import { describe } from 'vitest';
import { fastReadCases } from './tolerant-fast-read.cases.ts';

describe('fast reads, field readers compiled', fastReadCases);
