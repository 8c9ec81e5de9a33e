import { TEAM_BOT_NAMES, TEAM_BOT_PARTNER_NAME, type BattleFinishedData } from '@fanclash/protocol';
import { createInstance } from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../i18n/resources';
import { ScoringExplanation } from '../result/components/ScoringExplanation';
import { TeamScoreboard } from './TeamScoreboard';

/** 2v2 (issue 32): alice and anna against boris and bella, seen by alice. */
const TEAMS = [
  ['alice', 'anna'],
  ['boris', 'bella'],
];
const SCORES = { alice: 250, anna: 180, boris: 380, bella: 0 };

const i18n = createInstance();
void i18n
  .use(initReactI18next)
  .init({ resources, lng: 'en', fallbackLng: false, interpolation: { escapeValue: false }, showSupportNotice: false });
const render = (lng: 'en' | 'ru', node: ReactNode) => {
  void i18n.changeLanguage(lng);
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
};

describe('TeamScoreboard', () => {
  it('puts my team first with both totals and each player’s points', () => {
    const html = render('en', <TeamScoreboard me="alice" teams={TEAMS} teamScores={[430, 380]} scores={SCORES} />);
    expect(html.indexOf('data-side="mine"')).toBeLessThan(html.indexOf('data-side="theirs"'));
    expect(html).toContain('Your team: 430 points');
    expect(html).toContain('Opponents: 380 points');
    expect(html).toContain('alice (you)');
    expect(html.match(/data-testid="team-player"/g)).toHaveLength(4);
    expect(render('ru', <TeamScoreboard me="alice" teams={TEAMS} teamScores={[430, 380]} scores={SCORES} />)).toContain('Ваша команда');
  });

  it('marks who has answered and who is away while a question is open, never what they chose', () => {
    const html = render(
      'en',
      <TeamScoreboard
        me="alice"
        teams={TEAMS}
        teamScores={[0, 0]}
        scores={{}}
        answered={{ alice: true, boris: true }}
        away={{ bella: true }}
      />,
    );
    expect(html).toMatch(/data-username="alice" data-answered="true"/);
    expect(html).toMatch(/data-username="anna" data-answered="false"/);
    expect(html).toContain('boris has answered');
    expect(html).toContain('anna is still answering');
    expect(html).toContain('bella lost connection');
  });

  it('names a team of bots (Play now, a team alone) in the reader’s language and marks each as a bot', () => {
    const bots = [['alice', 'anna'], [...TEAM_BOT_NAMES]];
    const en = render('en', <TeamScoreboard me="alice" teams={bots} teamScores={[0, 0]} scores={{}} />);
    expect(en).toContain('FanClash Bot 1 is a bot');
    expect(en).toContain('>FanClash Bot 2<');
    expect(en.match(/data-testid="team-bot"/g)).toHaveLength(2);
    const ru = render('ru', <TeamScoreboard me="alice" teams={bots} teamScores={[0, 0]} scores={{}} />);
    expect(ru).toContain('>Бот FanClash 1<');
    expect(ru).toContain('Бот FanClash 2 — бот');
    expect(render('en', <TeamScoreboard me="alice" teams={TEAMS} teamScores={[0, 0]} scores={{}} />)).not.toContain('team-bot');
  });

  it('names a lone player’s bot teammate (Play now, nobody to pair with) in the reader’s language and marks it as a bot', () => {
    const bots = [['alice', TEAM_BOT_PARTNER_NAME], [...TEAM_BOT_NAMES]];
    const en = render('en', <TeamScoreboard me="alice" teams={bots} teamScores={[0, 0]} scores={{}} />);
    expect(en).toContain('FanClash Bot 3 is a bot');
    expect(en.match(/data-testid="team-bot"/g)).toHaveLength(3);
    expect(render('ru', <TeamScoreboard me="alice" teams={bots} teamScores={[0, 0]} scores={{}} />)).toContain('Бот FanClash 3 — бот');
  });

  it('shows no answer marks outside a question', () => {
    const html = render('en', <TeamScoreboard me="alice" teams={TEAMS} teamScores={[0, 0]} scores={{}} />);
    expect(html).not.toContain('data-answered');
  });
});

describe('ScoringExplanation of a 2v2 result', () => {
  const result = (over: Partial<BattleFinishedData>): BattleFinishedData => ({
    battle_id: 'b1',
    final_scores: SCORES,
    winner: 'alice',
    loser: 'boris',
    result: 'win',
    updated_users: {},
    explanation: '',
    reason: 'completed',
    forfeited_by: null,
    scoring: { correct_points: 100, speed_bonus_max: 100, question_ms: 10_000 },
    timestamp: 0,
    processing_status: 'completed',
    mode: '2v2',
    teams: TEAMS,
    team_scores: [430, 380],
    ...over,
  });

  it('adds the team rule and names the winning pair with the totals', () => {
    const en = render('en', <ScoringExplanation result={result({})} />);
    expect(en).toContain('score is the sum of its two players');
    expect(en).toContain('alice &amp; anna win 430 : 380.');
    expect(render('ru', <ScoringExplanation result={result({})} />)).toContain('Побеждают alice и anna: 430 : 380.');
  });

  it('reads a loss, a draw and a team forfeit from my side', () => {
    expect(render('en', <ScoringExplanation result={result({ result: 'lose', team_scores: [300, 380] })} />)).toContain(
      'boris &amp; bella win 380 : 300.',
    );
    expect(render('en', <ScoringExplanation result={result({ result: 'draw', team_scores: [400, 400] })} />)).toContain(
      'Equal team totals (400 : 400): a draw for all four.',
    );
    expect(render('en', <ScoringExplanation result={result({ reason: 'forfeit', forfeited_by: 'bella' })} />)).toContain(
      'boris &amp; bella left the battle, so alice &amp; anna win by forfeit.',
    );
  });
});
