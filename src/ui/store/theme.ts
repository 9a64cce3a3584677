/** Dark and light mode: the stored choice, else the system preference. */
import { computed, effect, signal } from '@preact/signals-react';
import { STORAGE_KEYS } from '../../shared/app/constants';
import type { Theme } from '../../shared/map/basemaps';
import { readStored, writeStored } from './storage';

const isTheme = (v: unknown): v is Theme => v === 'dark' || v === 'light';

const media = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null;

export const themeChoice = signal<Theme | null>(readStored('local', STORAGE_KEYS.theme, isTheme));
export const systemTheme = signal<Theme>(media?.matches ? 'dark' : 'light');
export const theme = computed<Theme>(() => themeChoice.value ?? systemTheme.value);

media?.addEventListener('change', (e) => {
  systemTheme.value = e.matches ? 'dark' : 'light';
});

export function toggleTheme(): void {
  themeChoice.value = theme.value === 'dark' ? 'light' : 'dark';
  writeStored('local', STORAGE_KEYS.theme, themeChoice.value);
}

effect(() => {
  document.documentElement.dataset.theme = theme.value;
  document.documentElement.style.colorScheme = theme.value;
});
