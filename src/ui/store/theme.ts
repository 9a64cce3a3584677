/** Dark and light mode: the stored choice, else the system preference. */
import { computed, effect, signal } from '@preact/signals-react';
import type { Theme } from '../../shared/map/basemaps';
import { readThemeChoice, writeThemeChoice } from './themeStorage';

const media =
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-color-scheme: dark)')
    : null;

export const themeChoice = signal<Theme | null>(readThemeChoice());
export const systemTheme = signal<Theme>(media?.matches ? 'dark' : 'light');
export const theme = computed<Theme>(() => themeChoice.value ?? systemTheme.value);

media?.addEventListener('change', (e) => {
  systemTheme.value = e.matches ? 'dark' : 'light';
});

export function toggleTheme(): void {
  themeChoice.value = theme.value === 'dark' ? 'light' : 'dark';
  writeThemeChoice(themeChoice.value);
}

// Outside a page (unit tests in Node) there is no document to mark.
if (typeof document !== 'undefined') {
  effect(() => {
    document.documentElement.dataset.theme = theme.value;
    document.documentElement.style.colorScheme = theme.value;
  });
}
