import { TEAM_BOT_NAMES, TEAM_BOT_PARTNER_NAME } from '@fanclash/protocol';
import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../i18n/resources';
import type { BattleSession } from './BattleSession';
import { BattleSessionContext } from './battleSessionContext';
import { OpponentKindNotice } from './OpponentKindNotice';
import { initialSessionState, type BattleSessionState } from './sessionState';

const i18n = createInstance();
void i18n
  .use(initReactI18next)
  .init({ resources, lng: 'en', fallbackLng: false, interpolation: { escapeValue: false }, showSupportNotice: false });

/** The notice for alice's battle in `over` of the session state, in `lng` (a stand-in session: only its snapshot is read). */
function render(lng: 'en' | 'ru', over: Partial<BattleSessionState>): string {
  void i18n.changeLanguage(lng);
  const state = { ...initialSessionState('b1', 'alice'), sport: 'soccer', level: 'easy', ...over };
  const snapshot = { state, connection: 'open' as const, gaveUp: null };
  const session = { subscribe: () => () => undefined, getSnapshot: () => snapshot } as unknown as BattleSession;
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <BattleSessionContext value={session}>
          <OpponentKindNotice />
        </BattleSessionContext>
      </MemoryRouter>
    </I18nextProvider>,
  );
}

/** 2v2 Play now against the bot team (issue 32): the notice says who is on the player's own team. */
describe('OpponentKindNotice in 2v2 against bots', () => {
  const bots = { mode: '2v2' as const, opponentKind: 'bot' as const, opponent: TEAM_BOT_NAMES[0] };

  it('a team of two people: "your team" plays two bots', () => {
    const html = render('en', { ...bots, teams: [['alice', 'anna'], [...TEAM_BOT_NAMES]] });
    expect(html).toContain('Your team is playing a team of two FanClash bots');
  });

  it('a lone player: "you and a bot teammate" play two bots, in en and ru', () => {
    const teams = [['alice', TEAM_BOT_PARTNER_NAME], [...TEAM_BOT_NAMES]];
    expect(render('en', { ...bots, teams })).toContain('You and a FanClash bot teammate are playing a team of two FanClash bots');
    expect(render('ru', { ...bots, teams })).toContain(
      'Вы вместе с ботом-напарником FanClash играете против команды из двух ботов FanClash',
    );
  });
});
