import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { UserText, isolated } from './UserText';

describe('UserText', () => {
  it('isolates what a user wrote in its own direction', () => {
    expect(renderToStaticMarkup(<UserText className="truncate">שלום 1</UserText>)).toBe(
      '<bdi dir="auto" class="user-text truncate">שלום 1</bdi>',
    );
  });

  it('escapes the text like any React text', () => {
    expect(renderToStaticMarkup(<UserText>{'<b>x</b>'}</UserText>)).toContain('&lt;b&gt;x&lt;/b&gt;');
  });

  it('isolates text inside a plain string with first-strong and pop isolates', () => {
    expect(isolated('abc')).toBe('\u2068abc\u2069');
  });
});
