// @vitest-environment jsdom
// In a document nothing is compiled (its CSP forbids it): the field readers are a loop, held to zod too.
import { describe } from 'vitest';
import { fastReadCases } from './tolerant-fast-read.cases.ts';

describe('fast reads, field readers in a loop', fastReadCases);
