import { TextDecoder, TextEncoder } from 'node:util';

/**
 * Test-only: jsdom lacks TextEncoder, which react-router reads when it loads
 * (pulled in through '@/shared/ui'). Imported first by this slice's component tests.
 */
Object.assign(globalThis, { TextEncoder, TextDecoder });
