import { ERROR_CODES } from '@fanclash/protocol';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors.js';
import { filterText, findOffensive, isOffensive, isOffensiveUsername, maskOffensive } from './index.js';

/**
 * Real examples in both languages. The word lists are data: a failure names the word, and a
 * false positive here means a fan could not write a player's name or a plain Russian verb.
 */

const ENGLISH_OFFENSIVE = [
  'fuck',
  'FUCKING hell',
  'what the fuuuuck',
  'motherfucker',
  'f*ck off',
  'fück',
  'f\u200Buck', // zero-width space inside
  'fuсk', // Cyrillic с
  'ｆｕｃｋ', // full-width
  'f u c k',
  'F.U.C.K',
  'sh1t',
  'bullshit',
  'what a $hit game',
  'b!tch',
  'asshole',
  'cunt',
  'you dickhead',
  'nigger',
  'n1gga',
  'faggot',
  'retard',
  'spic',
  'wetback',
  'paki',
  'chink',
  'tranny',
  'kike',
];

const RUSSIAN_OFFENSIVE = [
  'хуй',
  'нахуй',
  'похуй',
  'охуенно',
  'нихуя',
  'хуйня',
  'хуёвый',
  'хули',
  'пизда',
  'пиздец',
  'распиздяй',
  'спиздил',
  'блядь',
  'блять',
  'бля',
  'выблядок',
  'ебать',
  'заебал',
  'уёбок',
  'ебанутый',
  'отъебись',
  'съебался',
  'долбоёб',
  'он её ебёт',
  'повыёбывался',
  'ёпта',
  'мудак',
  'мудила',
  'пидор',
  'пидорас',
  'педик',
  'сука',
  'сучка',
  'гандон',
  'шлюха',
  'залупа',
  'дрочить',
  'чмо',
  'засранец',
  'хач',
  'жиды',
  'чурка',
  'хохлы',
  'пиндосы',
  // look-alike letters and leetspeak
  'xуй', // Latin x
  'хyй', // Latin y
  'xyй', // Latin x and y
  'cука', // Latin c
  'пuздец', // Latin u for и
  'hуй', // transliterated х
  'е6ать',
  'п1зда',
  '3аебал',
  'ХУЙ',
  'Пиздец!',
  // stretched and spaced
  'хууууй',
  'сссука',
  'х у й',
  'х.у.й',
  'б-л-я-т-ь',
  // transliterated
  'pizdec',
  'blyat',
  'cyka blyat',
  'xuy',
  'nahuy',
  'suka',
  'eblan',
  'pidor',
  'mudak',
];

/** Sports names and everyday words that hold a listed word, or look like one. */
const ENGLISH_CLEAN = [
  'Scunthorpe United won again',
  'an assassin in front of goal',
  'a classic match',
  'Dick Advocaat took over the team',
  'Greg Dyke was FA chairman',
  'Kike García scored twice',
  'Paolo Negro at Lazio',
  'Arsenal',
  'the rebuild starts now',
  'a titanic struggle',
  'Sammy Shittu',
  'Cockerill',
  'Pat Cummins took five wickets',
  'Caster Semenya',
  'Antoine Semenyo',
  'Joe Fagan',
  'FK Partizan',
  'Avispa Fukuoka',
  'the hooker won the lineout',
  'a great assist',
  'Middlesex and Essex',
  'Sussex',
  'cockpit',
  'Penistone Church',
  'Georgy Dzhikiya',
  'a chink in the armour',
  'the Mur de Huy',
  'Atlético Huila',
  'Tite',
  'Nigeria beat Niger',
  'Nigel',
  'analysis',
  'Dickson',
  'Hancock',
  'peacock',
  'Grasshoppers',
  'a pass to the bass player',
  'MF of the season',
  'Montenegro',
  'Xue Shen',
  'Hui Ruoqi',
  'Tony Yeboah',
  'Pedro',
  'sold on eBay',
  'oxygen',
  'Scunthorpe',
  'Fu Yuanhui',
  'Brentford',
  'cocktail',
  'Hitchcock',
  'Therapist',
  'Sylvan Ebanks-Blake',
  'huevos rancheros',
  'Sukarno',
  'Jamie Cumming',
  'Wankhede Stadium, Mumbai',
  'Wankdorf Stadium',
  'Lanús',
  'Leonid Slutsky',
  'Pedri',
  'Dean Huijsen',
  'Joseph Yobo',
  'SD Huesca',
  'Blyth Spartans',
  'Mykhailo Mudryk',
  'Ariarne Titmus',
  'Nicky Butt',
  'TT Assen',
  'Nguyen Xuan Son',
];

const RUSSIAN_CLEAN = [
  'скипидар',
  'оскорблять',
  'хлебать',
  'страхуй',
  'застрахуйте игрока',
  'подстрахуй',
  'употреблять',
  'истреблять',
  'колеблясь',
  'на сухую',
  'тихую',
  'себе',
  'себестоимость',
  'победа',
  'небо',
  'небеса',
  'ребята',
  'учебник',
  'требовать',
  'хлеб',
  'веб-сайт',
  'вебинар',
  'зебра',
  'Хабиб',
  'Мудрик',
  'мудрый',
  'хулиган',
  'Хулио',
  'Хулиан Альварес',
  'Хулен Лопетеги',
  'Хуан',
  'педикюр',
  'Педро',
  'Сукачёв',
  'сукно',
  'жидкий',
  'Хачатурян',
  'хачапури',
  'Хохлов',
  'Нигерия',
  'Чуркин',
  'Манданда',
  'Мандзукич',
  'мандарин',
  'гондола',
  'сразу',
  'сражение',
  'сравнить',
  'страна',
  'бляшка',
  'бляха-муха',
  'Херта',
  'выхухоль',
  'похудеть',
  'Ибрагимович',
  'соскучился',
  'Тит',
  'застраховаться',
  'перебежать',
  'обеда',
  'Шкода',
  'спартаковцы',
  'Педри',
  'Херрера',
  'Леонид Слуцкий',
  'план сработал',
  'матч кончится',
  'просрочка',
  'дебют',
];

describe('text filter: offensive words in English and Russian', () => {
  it.each(ENGLISH_OFFENSIVE)('finds %j', (text) => {
    expect(isOffensive(text)).toBe(true);
  });

  it.each(RUSSIAN_OFFENSIVE)('finds %j', (text) => {
    expect(isOffensive(text)).toBe(true);
  });
});

describe('text filter: no false positives', () => {
  it.each(ENGLISH_CLEAN)('lets %j through', (text) => {
    expect(findOffensive(text)).toEqual([]);
  });

  it.each(RUSSIAN_CLEAN)('lets %j through', (text) => {
    expect(findOffensive(text)).toEqual([]);
  });

  it('lets whole sentences of a match report through, in both languages', () => {
    expect(isOffensive('Arsenal beat Scunthorpe 3-0: Shittu and Cockerill were classic, a titanic rebuild under Dick Advocaat.')).toBe(
      false,
    );
    expect(isOffensive('Хабиб застрахуй себе победу: ребята хлебать скипидар не будут, Мудрик сыграл на сухую.')).toBe(false);
  });
});

describe('masking', () => {
  it('replaces each character of the offensive word only', () => {
    expect(maskOffensive('what the fuck, ref')).toBe('what the ****, ref');
    expect(maskOffensive('ну ты мудак, судья')).toBe('ну ты *****, судья');
    expect(maskOffensive('это пиздец')).toBe('это ******');
  });

  it('masks the whole word a root is in, and mixed-alphabet words', () => {
    expect(maskOffensive('вы распиздяи')).toBe('вы *********');
    expect(maskOffensive('xуйня')).toBe('*****');
  });

  it('keeps the spaces of spaced-out letters', () => {
    expect(maskOffensive('f u c k you')).toBe('* * * * you');
  });

  it('never reads a number as a word: scores, formations, counts and years stay', () => {
    for (const text of ['Messi has 455 goals', 'a 4-5-5 would not work', 'Vamos 455!', 'it was 5-5, then 455 to 3'])
      expect(maskOffensive(text)).toBe(text);
    expect(maskOffensive('a55 and 455')).toBe('*** and 455');
  });

  it('leaves a clean text as it is (same string)', () => {
    const text = 'Scunthorpe vs Arsenal — Хабиб смотрит';
    expect(maskOffensive(text)).toBe(text);
  });
});

describe('usernames', () => {
  it.each([
    'fuck_you',
    'FuckYou',
    'xXfuckerXx',
    'BigDick',
    'Dick_Advocaat',
    'n1gger',
    'xuy_123',
    'pizdec',
    'blyat',
    'Cyka_Blyat',
    'eblan',
    'suka_fan',
  ])('refuses %j', (name) => {
    expect(isOffensiveUsername(name)).toBe(true);
  });

  it.each([
    'Scunthorpe_fan',
    'ArsenalFan',
    'assassin99',
    'Shittu_fan',
    'Pat_Cummins',
    'classic_fan',
    'titanic',
    'Huy_rider',
    'Pedro_10',
    'Hui_Ruoqi',
    'Habib',
    'messi_455',
    'player_7_455_687',
  ])('accepts %j', (name) => {
    expect(isOffensiveUsername(name)).toBe(false);
  });
});

describe('filterText per TEXT_FILTER', () => {
  it('mask stores the text with the words masked', () => {
    expect(filterText('mask', 'what the fuck')).toBe('what the ****');
    expect(filterText('mask', 'a classic')).toBe('a classic');
  });

  it('refuse throws 422 text_inappropriate, naming the field when given', () => {
    expect(() => filterText('refuse', 'what the fuck')).toThrow(AppError);
    try {
      filterText('refuse', 'сука', 'content');
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(AppError);
      const appError = error as AppError;
      expect(appError.status).toBe(422);
      expect(appError.code).toBe(ERROR_CODES.textInappropriate);
      expect(appError.fields).toEqual({ content: ERROR_CODES.textInappropriate });
    }
    expect(filterText('refuse', 'a classic')).toBe('a classic');
  });

  it('off lets everything through', () => {
    expect(filterText('off', 'what the fuck')).toBe('what the fuck');
  });
});
