import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router needs when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Typing into MUI forms with user-event takes seconds when the 2-core CI machine also runs the
// backend and browsers; the defaults (5 s per test, 1 s per findBy) then fail tests that are right.
jest.setTimeout(30_000);
configure({ asyncUtilTimeout: 5_000 });
