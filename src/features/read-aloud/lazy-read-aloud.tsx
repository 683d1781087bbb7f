import { lazy, type ComponentType } from 'react';
import type { ReadAloudSource } from './use-read-aloud.ts';

/**
 * Whether the browser can speak (the Web Speech API's speechSynthesis). Without it the controls
 * are not drawn at all, rather than drawn and failing.
 */
export const canReadAloud = (): boolean => typeof window !== 'undefined' && 'speechSynthesis' in window && 'SpeechSynthesisUtterance' in window;

/**
 * The read-aloud controls, fetched once there is a text to read (never with the page: its first
 * JavaScript has a budget). A failed load (offline) shows nothing.
 */
export const LazyReadAloud = lazy<ComponentType<ReadAloudSource>>(() => import('./read-aloud-controls.tsx').catch(() => ({ default: () => null })));
