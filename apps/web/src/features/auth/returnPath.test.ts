import { describe, expect, it } from 'vitest';
import { returnPath } from './hooks/useCompleteSignIn';

describe('returnPath (back to the page a visitor opened before signing in)', () => {
  it('accepts a path of this app', () => {
    expect(returnPath({ from: '/selection/0b7c0f7e-3a43-4b43-9a4c-6e0f1c2d3e4f' })).toBe('/selection/0b7c0f7e-3a43-4b43-9a4c-6e0f1c2d3e4f');
    expect(returnPath({ from: '/forum?tab=news' })).toBe('/forum?tab=news');
  });
  it('refuses anything else: no state, another site, the sign-in pages', () => {
    expect(returnPath(null)).toBeNull();
    expect(returnPath({})).toBeNull();
    expect(returnPath({ from: 'https://evil.example/' })).toBeNull();
    expect(returnPath({ from: '//evil.example/' })).toBeNull();
    expect(returnPath({ from: '/sign-in' })).toBeNull();
    expect(returnPath({ from: 42 })).toBeNull();
  });
});
