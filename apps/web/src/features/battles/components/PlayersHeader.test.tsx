import { createInstance } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { resources } from '../../../i18n/resources';
import { PlayersHeader } from './PlayersHeader';

/** A friend challenge's challenger, played earlier (issue 31): "played" where a score would be, in both languages. */
describe('PlayersHeader', () => {
  const i18n = createInstance();
  void i18n
    .use(initReactI18next)
    .init({ resources, lng: 'en', fallbackLng: false, interpolation: { escapeValue: false }, showSupportNotice: false });
  const render = (lng: 'en' | 'ru', played: boolean, withScores: boolean) => {
    void i18n.changeLanguage(lng);
    return renderToStaticMarkup(
      <I18nextProvider i18n={i18n}>
        <PlayersHeader
          me={{ username: 'alice', avatar: '', score: 120 }}
          opponent={{ username: 'boris', avatar: '', score: 0, played }}
          withScores={withScores}
        />
      </I18nextProvider>,
    );
  };

  it('shows a challenger who played earlier as "played", never with a score', () => {
    const en = render('en', true, true);
    expect(en).toContain('data-testid="player-played"');
    expect(en).toContain('>Played<');
    expect(en).toContain('boris has already played; their score shows at the end');
    // Only my own score is shown.
    expect(en.match(/data-testid="player-score"/g)).toHaveLength(1);
    const ru = render('ru', true, true);
    expect(ru).toContain('>Уже сыграл(а)<');
    // Before the quiz (no scores): the same word under the name.
    expect(render('en', true, false)).toContain('>Played<');
  });

  it('shows an ordinary opponent with a score', () => {
    const en = render('en', false, true);
    expect(en).not.toContain('player-played');
    expect(en.match(/data-testid="player-score"/g)).toHaveLength(2);
  });
});
