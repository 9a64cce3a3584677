/** Which dialogs are open. */
import { signal } from '@preact/signals-react';
import { STORAGE_KEYS } from './storageKeys';
import { readStored } from './storage';

export const aboutOpen = signal(false);

const isTrue = (v: unknown): v is boolean => v === true;
/** Walkthrough: opted out for good (local), or seen in this session (session). */
export const walkthroughOptOut = signal(readStored('local', STORAGE_KEYS.walkthroughOptOut, isTrue) === true);
export const walkthroughSeen = signal(readStored('session', STORAGE_KEYS.walkthroughSeen, isTrue) === true);
export const walkthroughOpen = signal(false);
