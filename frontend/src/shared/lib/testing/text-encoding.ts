/**
 * Test-only: jsdom lacks TextEncoder/TextDecoder, which react-router needs
 * when it loads. Import this first in a test that renders routed components.
 */
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, { TextEncoder, TextDecoder });
