import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { chunkOfModules, namesImportedFromProtocol } from './appChunks';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));
const SONNER = '/repo/node_modules/sonner/dist/index.mjs';
const PROTOCOL_INDEX = fileURLToPath(new URL('../../../packages/protocol/src/index.ts', import.meta.url));
const PROTOCOL_USER = PROTOCOL_INDEX.replace('index.ts', 'user.ts');
const PROTOCOL_CHAT = PROTOCOL_INDEX.replace('index.ts', 'chat.ts');
const id = (file: string) => (file.startsWith('/') ? file : `${SRC}${file}`);

/** A module graph as the bundler reports it: each module's static and dynamic imports. */
function graphOf(modules: Record<string, { static?: string[]; dynamic?: string[] }>) {
  const infos = new Map<
    string,
    { importedIds: string[]; dynamicallyImportedIds: string[]; importers: string[]; dynamicImporters: string[] }
  >();
  const info = (file: string) => {
    const key = id(file);
    let found = infos.get(key);
    if (!found) {
      found = { importedIds: [], dynamicallyImportedIds: [], importers: [], dynamicImporters: [] };
      infos.set(key, found);
    }
    return found;
  };
  for (const [file, imports] of Object.entries(modules)) {
    info(file);
    for (const target of imports.static ?? []) {
      info(file).importedIds.push(id(target));
      info(target).importers.push(id(file));
    }
    for (const target of imports.dynamic ?? []) {
      info(file).dynamicallyImportedIds.push(id(target));
      info(target).dynamicImporters.push(id(file));
    }
  }
  return { getModuleInfo: (moduleId: string) => infos.get(moduleId) ?? null };
}

/** A small app shaped like ours: main.tsx's steps, the routes' lazy pages, and the shared code between them. */
const APP = {
  'main.tsx': {
    static: ['lib/theme.ts'],
    dynamic: ['i18n/index.ts', 'app/routes.tsx', 'lib/api.ts', 'features/auth/session.ts', 'features/auth/renew.ts', 'app/mount.tsx'],
  },
  'i18n/index.ts': { dynamic: ['i18n/bundle-en.ts', 'i18n/bundle-ru.ts'] },
  'i18n/bundle-en.ts': { static: ['i18n/namespaces.ts', 'i18n/en.json', 'features/battles/i18n/en.json'] },
  'i18n/bundle-ru.ts': { static: ['i18n/namespaces.ts', 'i18n/ru.json'] },
  'app/mount.tsx': { static: ['app/App.tsx'] },
  'app/App.tsx': { dynamic: [SONNER] },
  'app/routes.tsx': {
    static: ['app/layouts/RootLayout.tsx'],
    dynamic: [
      'pages/LandingPage.tsx',
      'pages/SignInPage.tsx',
      'pages/LeaderboardPage.tsx',
      'app/layouts/SignedInLayout.tsx',
      'app/PlayerPathPage.tsx',
      'pages/FriendsPage.tsx',
      'features/battles/session/BattleSessionLayout.tsx',
      'pages/CountdownPage.tsx',
      'pages/QuizPage.tsx',
      'pages/BattleResultPage.tsx',
    ],
  },
  'pages/LandingPage.tsx': { static: ['components/Button.tsx', 'lib/api.ts'] },
  'lib/api.ts': { static: ['features/auth/session.ts'] },
  'pages/LeaderboardPage.tsx': { static: ['components/Avatar.tsx'] },
  'app/layouts/SignedInLayout.tsx': {
    static: ['components/Avatar.tsx', 'app/layouts/header/UserMenu.tsx', 'components/Button.tsx', 'lib/api.ts'],
  },
  'pages/QuizPage.tsx': { static: ['features/battles/quiz.ts', 'features/battles/errorText.ts', 'components/ui/Card.tsx', SONNER] },
  'pages/CountdownPage.tsx': { static: ['features/battles/quiz.ts'] },
  'features/battles/errorText.ts': { static: ['features/battles/i18n/en.json'] },
  'pages/FriendsPage.tsx': { static: ['components/ui/Card.tsx'] },
  'app/PlayerPathPage.tsx': { static: ['features/dashboard/Overview.tsx'] },
};

describe('the app chunks', () => {
  const chunks = chunkOfModules(graphOf(APP));
  const chunkOf = (file: string) => chunks.get(id(file)) ?? null;

  it("leaves the entry's own modules and the pages outside the areas to the bundler", () => {
    for (const file of [
      'main.tsx',
      'lib/theme.ts',
      'pages/LandingPage.tsx',
      'pages/SignInPage.tsx',
      'pages/LeaderboardPage.tsx',
      'pages/FriendsPage.tsx',
    ]) {
      expect(chunkOf(file), file).toBeNull();
    }
  });

  it("puts main.tsx's steps for every reader, and what they import, in boot", () => {
    for (const file of [
      'i18n/index.ts',
      'app/routes.tsx',
      'app/layouts/RootLayout.tsx',
      'app/mount.tsx',
      'app/App.tsx',
      'i18n/namespaces.ts',
    ]) {
      expect(chunkOf(file), file).toBe('boot');
    }
  });

  it("gives each language's texts their chunk, but not the texts that code imports itself", () => {
    expect(chunkOf('i18n/bundle-en.ts')).toBe('texts-en');
    expect(chunkOf('i18n/en.json')).toBe('texts-en');
    expect(chunkOf('i18n/bundle-ru.ts')).toBe('texts-ru');
    expect(chunkOf('i18n/ru.json')).toBe('texts-ru');
    expect(chunkOf('features/battles/i18n/en.json')).toBeNull();
  });

  it("puts an area's own modules in its chunk, and a module another player's page uses too in the player chunk", () => {
    for (const file of ['pages/QuizPage.tsx', 'pages/CountdownPage.tsx', 'features/battles/quiz.ts', 'features/battles/errorText.ts']) {
      expect(chunkOf(file), file).toBe('battle');
    }
    expect(chunkOf('app/PlayerPathPage.tsx')).toBe('dashboard');
    expect(chunkOf('features/dashboard/Overview.tsx')).toBe('dashboard');
    expect(chunkOf('components/ui/Card.tsx')).toBe('player');
  });

  it("splits the session's code by who else uses it: the visitors' first pages, other open pages, or players only", () => {
    // The landing page imports the API client, which imports a session root itself.
    expect(chunkOf('lib/api.ts')).toBe('common');
    expect(chunkOf('features/auth/session.ts')).toBe('common');
    expect(chunkOf('components/Button.tsx')).toBe('common');
    // Loaded for every reader by App.tsx, imported by the quiz as well.
    expect(chunkOf(SONNER)).toBe('common');
    expect(chunkOf('components/Avatar.tsx')).toBe('public');
    expect(chunkOf('app/layouts/SignedInLayout.tsx')).toBe('player');
    expect(chunkOf('app/layouts/header/UserMenu.tsx')).toBe('player');
    expect(chunkOf('features/auth/renew.ts')).toBe('player');
  });

  it('refuses a build in which a root it names is missing', () => {
    const { ['pages/QuizPage.tsx']: _quiz, ...withoutQuiz } = APP;
    const routes = { ...APP['app/routes.tsx'], dynamic: APP['app/routes.tsx'].dynamic.filter((file) => file !== 'pages/QuizPage.tsx') };
    expect(() => chunkOfModules(graphOf({ ...withoutQuiz, 'app/routes.tsx': routes }))).toThrow(/QuizPage\.tsx is not in the build/);
  });
});

describe('imports of the protocol package', () => {
  it('reads the value names a module imports from it, leaving types out', () => {
    const source = [
      "import { z } from 'zod';",
      "import { userSchema, type User, LIMITS as limits } from '@fanclash/protocol';",
      "import type { ChatMessage } from '@fanclash/protocol';",
      'import {',
      '  chatMessageSchema,',
      '  type ChatListEntry,',
      "} from '@fanclash/protocol';",
    ].join('\n');
    expect(namesImportedFromProtocol(source)).toEqual(['userSchema', 'LIMITS', 'chatMessageSchema']);
    expect(namesImportedFromProtocol("import { x } from './local';")).toEqual([]);
    // A namespace import may use anything.
    expect(namesImportedFromProtocol("import * as protocol from '@fanclash/protocol';")).toBeNull();
  });

  /** The app above, with the landing page and the session's layout importing the package's index. */
  const withProtocol = (layoutImport: string, landingImport = "import { userSchema } from '@fanclash/protocol';") => {
    const graph = graphOf({
      ...APP,
      'pages/LandingPage.tsx': { static: [...APP['pages/LandingPage.tsx'].static, PROTOCOL_INDEX] },
      'app/layouts/SignedInLayout.tsx': { static: [...APP['app/layouts/SignedInLayout.tsx'].static, PROTOCOL_INDEX] },
      [PROTOCOL_INDEX]: { static: [PROTOCOL_USER, PROTOCOL_CHAT] },
    });
    const sources: Record<string, string> = {
      [id('pages/LandingPage.tsx')]: landingImport,
      [id('app/layouts/SignedInLayout.tsx')]: layoutImport,
      [PROTOCOL_USER]: 'export const userSchema = z.object({});\nexport type User = z.infer<typeof userSchema>;',
      [PROTOCOL_CHAT]: 'export const chatMessageSchema = z.object({});\nconst limit = 1;\nexport { limit as CHAT_LIMIT };',
    };
    return chunkOfModules(graph, (file) => sources[file] ?? '');
  };

  it('reaches only the modules that export the names imported, so visitors load no player-only schema', () => {
    const chunks = withProtocol("import { chatMessageSchema, CHAT_LIMIT, userSchema } from '@fanclash/protocol';");
    expect(chunks.get(PROTOCOL_USER)).toBe('common');
    expect(chunks.get(PROTOCOL_CHAT)).toBe('player');
  });

  it('reaches every module of it for a name it cannot place', () => {
    // The landing page imports a name no module of the package declares: it may need any of them.
    const chunks = withProtocol(
      "import { chatMessageSchema } from '@fanclash/protocol';",
      "import { notDeclared } from '@fanclash/protocol';",
    );
    expect(chunks.get(PROTOCOL_CHAT)).toBe('common');
  });
});
