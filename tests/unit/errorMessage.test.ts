import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../src/shared/errors/errorMessage';

describe('errorMessage', () => {
  it("reads an Error's message, a subclass's too", () => {
    expect(errorMessage(new Error('The layers engine stopped'))).toBe('The layers engine stopped');
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
  it('gives any other thrown value as text', () => {
    expect(errorMessage('quota exceeded')).toBe('quota exceeded');
    expect(errorMessage(404)).toBe('404');
    expect(errorMessage(undefined)).toBe('undefined');
  });
});
