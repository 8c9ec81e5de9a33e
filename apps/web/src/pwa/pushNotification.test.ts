import { describe, expect, it } from 'vitest';
import { FALLBACK_NOTIFICATION, notificationOptions, pickWindow, readPayload, safePath } from './pushNotification';

describe('a push in the service worker', () => {
  const payload = {
    kind: 'chat_message',
    title: 'ann',
    body: '2 new messages · Or nine',
    tag: 'chat:ann',
    url: '/chats/ann',
    renotify: false,
    timestamp: 1_800_000_000_000,
  };

  it('shows the payload’s title, body and tag, and keeps the page to open', () => {
    const read = readPayload(payload);
    expect(read).toEqual({
      title: 'ann',
      body: '2 new messages · Or nine',
      tag: 'chat:ann',
      url: '/chats/ann',
      renotify: false,
      timestamp: 1_800_000_000_000,
    });
    expect(notificationOptions(read)).toMatchObject({
      body: read.body,
      tag: 'chat:ann',
      renotify: false,
      data: { url: '/chats/ann' },
      timestamp: 1_800_000_000_000,
    });
  });

  it('shows a plain FanClash notification for a payload it cannot read (every push must show one)', () => {
    for (const junk of [null, 'text', 42, {}, { title: '' }, { title: 7 }]) expect(readPayload(junk)).toEqual({ ...FALLBACK_NOTIFICATION });
  });

  it('opens only pages of the app itself', () => {
    expect(safePath('/bob/notifications')).toBe('/bob/notifications');
    for (const bad of ['//evil.example/x', 'https://evil.example', 'javascript:alert(1)', '/\\evil.example', '', 5, undefined]) {
      expect(safePath(bad), String(bad)).toBe('/');
    }
    expect(readPayload({ ...payload, url: 'https://evil.example' }).url).toBe('/');
  });

  it('uses a window already on the page, else the focused one, else any, else none', () => {
    const target = 'https://fanclash.example/chats/ann';
    const a = { url: 'https://fanclash.example/battles', focused: false };
    const b = { url: 'https://fanclash.example/forum', focused: true };
    const c = { url: target, focused: false };
    expect(pickWindow([a, b, c], target)).toBe(c);
    expect(pickWindow([a, b], target)).toBe(b);
    expect(pickWindow([a], target)).toBe(a);
    expect(pickWindow([], target)).toBeUndefined();
  });
});
