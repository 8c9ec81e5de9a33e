import type { Localized } from '../../model.js';
import { L } from '../../model.js';

/**
 * MLB clubs under the names they carried at the time, as Russian media write them.
 * `franchise` ties old and new names of one club together (Boston Americans and Boston Red
 * Sox are one franchise), so a renamed club is never offered as a "wrong" answer for itself.
 */
export interface Team {
  readonly name: Localized;
  readonly franchise: string;
}

const t = (en: string, ru: string, franchise: string): Team => ({ name: L(en, ru), franchise });

export const TEAM = {
  // Current names (2025); the Athletics as they were known in Oakland (1968-2024).
  yankees: t('New York Yankees', 'Нью-Йорк Янкиз', 'nyy'),
  redSox: t('Boston Red Sox', 'Бостон Ред Сокс', 'bos'),
  dodgers: t('Los Angeles Dodgers', 'Лос-Анджелес Доджерс', 'lad'),
  giants: t('San Francisco Giants', 'Сан-Франциско Джайентс', 'sfg'),
  cardinals: t('St. Louis Cardinals', 'Сент-Луис Кардиналс', 'stl'),
  cubs: t('Chicago Cubs', 'Чикаго Кабс', 'chc'),
  whiteSox: t('Chicago White Sox', 'Чикаго Уайт Сокс', 'cws'),
  tigers: t('Detroit Tigers', 'Детройт Тайгерс', 'det'),
  guardians: t('Cleveland Guardians', 'Кливленд Гардианс', 'cle'),
  pirates: t('Pittsburgh Pirates', 'Питтсбург Пайрэтс', 'pit'),
  reds: t('Cincinnati Reds', 'Цинциннати Редс', 'cin'),
  orioles: t('Baltimore Orioles', 'Балтимор Ориолс', 'bal'),
  athletics: t('Oakland Athletics', 'Окленд Атлетикс', 'oak'),
  twins: t('Minnesota Twins', 'Миннесота Твинс', 'min'),
  royals: t('Kansas City Royals', 'Канзас-Сити Роялс', 'kc'),
  blueJays: t('Toronto Blue Jays', 'Торонто Блю Джейс', 'tor'),
  rangers: t('Texas Rangers', 'Техас Рейнджерс', 'tex'),
  diamondbacks: t('Arizona Diamondbacks', 'Аризона Даймондбэкс', 'ari'),
  nationals: t('Washington Nationals', 'Вашингтон Нэшионалс', 'wsh'),
  rays: t('Tampa Bay Rays', 'Тампа-Бэй Рэйс', 'tb'),
  marlins: t('Miami Marlins', 'Майами Марлинс', 'mia'),
  rockies: t('Colorado Rockies', 'Колорадо Рокиз', 'col'),
  padres: t('San Diego Padres', 'Сан-Диего Падрес', 'sd'),
  brewers: t('Milwaukee Brewers', 'Милуоки Брюэрс', 'mil'),
  mariners: t('Seattle Mariners', 'Сиэтл Маринерс', 'sea'),
  angels: t('Los Angeles Angels', 'Лос-Анджелес Энджелс', 'laa'),
  astros: t('Houston Astros', 'Хьюстон Астрос', 'hou'),
  braves: t('Atlanta Braves', 'Атланта Брэйвз', 'atl'),
  phillies: t('Philadelphia Phillies', 'Филадельфия Филлис', 'phi'),
  mets: t('New York Mets', 'Нью-Йорк Метс', 'nym'),
  // Former names, used for the seasons they were carried.
  bostonAmericans: t('Boston Americans', 'Бостон Американс', 'bos'),
  nyGiants: t('New York Giants', 'Нью-Йорк Джайентс', 'sfg'),
  philadelphiaAthletics: t('Philadelphia Athletics', 'Филадельфия Атлетикс', 'oak'),
  kansasCityAthletics: t('Kansas City Athletics', 'Канзас-Сити Атлетикс', 'oak'),
  bostonBraves: t('Boston Braves', 'Бостон Брэйвз', 'atl'),
  milwaukeeBraves: t('Milwaukee Braves', 'Милуоки Брэйвз', 'atl'),
  brooklynRobins: t('Brooklyn Robins', 'Бруклин Робинс', 'lad'),
  brooklynDodgers: t('Brooklyn Dodgers', 'Бруклин Доджерс', 'lad'),
  clevelandIndians: t('Cleveland Indians', 'Кливленд Индианс', 'cle'),
  senators: t('Washington Senators', 'Вашингтон Сенаторз', 'min'),
  senators1961: t('Washington Senators', 'Вашингтон Сенаторз', 'tex'),
  stLouisBrowns: t('St. Louis Browns', 'Сент-Луис Браунс', 'bal'),
  floridaMarlins: t('Florida Marlins', 'Флорида Марлинс', 'mia'),
  anaheimAngels: t('Anaheim Angels', 'Анахайм Энджелс', 'laa'),
  seattlePilots: t('Seattle Pilots', 'Сиэтл Пайлотс', 'mil'),
  montrealExpos: t('Montreal Expos', 'Монреаль Экспос', 'wsh'),
  highlanders: t('New York Highlanders', 'Нью-Йорк Хайлендерс', 'nyy'),
  colt45s: t('Houston Colt .45s', 'Хьюстон Колт 45', 'hou'),
  devilRays: t('Tampa Bay Devil Rays', 'Тампа-Бэй Девил Рэйс', 'tb'),
} as const;

/** A club name inside a Russian sentence: in guillemets, so it never needs a case ending. */
export function quoted(team: Team): Localized {
  return L(`the ${team.name.en}`, `«${team.name.ru}»`);
}
