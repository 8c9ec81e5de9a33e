import { describe, expect, it } from 'vitest';
import { pagePaths } from './pagePaths';
import { routes } from './routes';

describe('pagePaths', () => {
  it('lists every page of the route table as a full pattern, without the catch-all', () => {
    const paths = pagePaths(routes);
    for (const path of [
      '/',
      '/sign-up/email',
      '/leaderboard',
      '/faq',
      '/terms',
      '/privacy',
      '/:username',
      '/:battleId/quiz',
      '/news/:id',
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((path) => path.includes('*'))).toBe(false);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('joins nested paths and counts an index route as its parent path', () => {
    const table = [{ path: 'a', children: [{ index: true }, { path: 'b/:id' }] }, { children: [{ path: 'c' }, { path: '*' }] }];
    expect(pagePaths(table).sort()).toEqual(['/a', '/a/b/:id', '/c']);
  });
});
