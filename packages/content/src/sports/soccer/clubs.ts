import { COUNTRY } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L, N, nearbyYears, normalise, wikipedia } from '../../model.js';
import { CLUB as K } from './club-names.js';
import { preferred, q, shift } from './helpers.js';

type CountryKey = keyof typeof COUNTRY;

/**
 * Famous clubs: home city, country, stadium, nickname, founding year. Only facts that do not
 * change from week to week; a stadium is listed only when its name is settled (sponsored names
 * that change often are left out), a founding year only when sources agree on it.
 * Each question goes from the club to its one answer (never "which club is based in London?").
 */
interface Club {
  readonly club: Localized;
  readonly city: Localized;
  readonly country: CountryKey;
  readonly fame: Level;
  readonly stadium?: Localized;
  /** The stadium's name gives the club away (Villa Park, Celtic Park): ask only club -> stadium. */
  readonly stadiumNamesClub?: boolean;
  readonly nickname?: Localized;
  readonly founded?: number;
  /** The club's name is the city's name in another language (Napoli, Roma, Torino). */
  readonly nameIsCity?: boolean;
}

const city = {
  london: L('London', 'Лондон'),
  liverpool: L('Liverpool', 'Ливерпуль'),
  birmingham: L('Birmingham', 'Бирмингем'),
  manchester: L('Manchester', 'Манчестер'),
  newcastle: L('Newcastle upon Tyne', 'Ньюкасл-апон-Тайн'),
  glasgow: L('Glasgow', 'Глазго'),
  madrid: L('Madrid', 'Мадрид'),
  barcelona: L('Barcelona', 'Барселона'),
  seville: L('Seville', 'Севилья'),
  milan: L('Milan', 'Милан'),
  rome: L('Rome', 'Рим'),
  turin: L('Turin', 'Турин'),
  munich: L('Munich', 'Мюнхен'),
  lisbon: L('Lisbon', 'Лиссабон'),
  moscow: L('Moscow', 'Москва'),
  istanbul: L('Istanbul', 'Стамбул'),
  belgrade: L('Belgrade', 'Белград'),
  buenosAires: L('Buenos Aires', 'Буэнос-Айрес'),
  rio: L('Rio de Janeiro', 'Рио-де-Жанейро'),
  saoPaulo: L('São Paulo', 'Сан-Паулу'),
  portoAlegre: L('Porto Alegre', 'Порту-Алегри'),
  beloHorizonte: L('Belo Horizonte', 'Белу-Оризонти'),
  riyadh: L('Riyadh', 'Эр-Рияд'),
} as const;

const c = city;
const rows: readonly Club[] = [
  // England
  {
    club: K.arsenal,
    city: c.london,
    country: 'england',
    fame: 'easy',
    stadium: L('Emirates Stadium', 'Эмирейтс'),
    nickname: L('The Gunners', 'канониры'),
    founded: 1886,
  },
  { club: K.chelsea, city: c.london, country: 'england', fame: 'easy', stadium: L('Stamford Bridge', 'Стэмфорд Бридж'), founded: 1905 },
  { club: K.tottenham, city: c.london, country: 'england', fame: 'easy', nickname: L('Spurs', 'шпоры'), founded: 1882 },
  {
    club: K.westHam,
    city: c.london,
    country: 'england',
    fame: 'medium',
    stadium: L('London Stadium', 'Лондон Стэдиум'),
    nickname: L('The Hammers', 'молотобойцы'),
    founded: 1895,
  },
  { club: K.crystalPalace, city: c.london, country: 'england', fame: 'medium', stadium: L('Selhurst Park', 'Селхерст Парк') },
  { club: K.fulham, city: c.london, country: 'england', fame: 'medium', stadium: L('Craven Cottage', 'Крейвен Коттедж') },
  {
    club: K.manUtd,
    city: c.manchester,
    country: 'england',
    fame: 'easy',
    stadium: L('Old Trafford', 'Олд Траффорд'),
    nickname: L('The Red Devils', 'красные дьяволы'),
    founded: 1878,
  },
  {
    club: K.manCity,
    city: c.manchester,
    country: 'england',
    fame: 'easy',
    stadium: L('Etihad Stadium', 'Этихад'),
    nickname: L('The Citizens', 'горожане'),
    founded: 1880,
  },
  { club: K.liverpool, city: c.liverpool, country: 'england', fame: 'easy', stadium: L('Anfield', 'Энфилд'), founded: 1892 },
  { club: K.everton, city: c.liverpool, country: 'england', fame: 'medium', nickname: L('The Toffees', 'ириски'), founded: 1878 },
  {
    club: K.astonVilla,
    city: c.birmingham,
    country: 'england',
    fame: 'medium',
    stadium: L('Villa Park', 'Вилла Парк'),
    stadiumNamesClub: true,
    founded: 1874,
  },
  {
    club: K.newcastle,
    city: c.newcastle,
    country: 'england',
    fame: 'medium',
    stadium: L("St James' Park", 'Сент-Джеймс Парк'),
    nickname: L('The Magpies', 'сороки'),
    founded: 1892,
  },
  {
    club: K.leicester,
    city: L('Leicester', 'Лестер'),
    country: 'england',
    fame: 'medium',
    stadium: L('King Power Stadium', 'Кинг Пауэр'),
    nickname: L('The Foxes', 'лисы'),
    founded: 1884,
  },
  { club: K.leeds, city: L('Leeds', 'Лидс'), country: 'england', fame: 'medium', stadium: L('Elland Road', 'Элланд Роуд'), founded: 1919 },
  {
    club: K.nottinghamForest,
    city: L('Nottingham', 'Ноттингем'),
    country: 'england',
    fame: 'medium',
    stadium: L('City Ground', 'Сити Граунд'),
    founded: 1865,
  },
  {
    club: K.wolves,
    city: L('Wolverhampton', 'Вулверхэмптон'),
    country: 'england',
    fame: 'hard',
    stadium: L('Molineux', 'Молинью'),
    founded: 1877,
  },
  {
    club: K.southampton,
    city: L('Southampton', 'Саутгемптон'),
    country: 'england',
    fame: 'hard',
    stadium: L("St Mary's Stadium", 'Сент-Мэрис'),
    nickname: L('The Saints', 'святые'),
    founded: 1885,
  },
  { club: K.brighton, city: L('Brighton', 'Брайтон'), country: 'england', fame: 'hard', nickname: L('The Seagulls', 'чайки') },
  {
    club: K.sunderland,
    city: L('Sunderland', 'Сандерленд'),
    country: 'england',
    fame: 'hard',
    nickname: L('The Black Cats', 'чёрные коты'),
  },
  { club: K.blackburn, city: L('Blackburn', 'Блэкберн'), country: 'england', fame: 'hard', stadium: L('Ewood Park', 'Ивуд Парк') },
  // Scotland
  {
    club: K.celtic,
    city: c.glasgow,
    country: 'scotland',
    fame: 'medium',
    stadium: L('Celtic Park', 'Селтик Парк'),
    stadiumNamesClub: true,
    founded: 1887,
  },
  { club: K.rangers, city: c.glasgow, country: 'scotland', fame: 'medium', stadium: L('Ibrox Stadium', 'Айброкс'), founded: 1872 },
  // Spain
  {
    club: K.realMadrid,
    city: c.madrid,
    country: 'spain',
    fame: 'easy',
    stadium: L('Santiago Bernabéu', 'Сантьяго Бернабеу'),
    nickname: L('Los Blancos', 'сливочные'),
    founded: 1902,
  },
  {
    club: K.barcelona,
    city: c.barcelona,
    country: 'spain',
    fame: 'easy',
    stadium: L('Camp Nou', 'Камп Ноу'),
    nickname: L('Blaugrana', 'сине-гранатовые'),
    founded: 1899,
  },
  {
    club: K.atleticoMadrid,
    city: c.madrid,
    country: 'spain',
    fame: 'easy',
    stadium: L('Metropolitano Stadium', 'Метрополитано'),
    nickname: L('Los Colchoneros', 'матрасники'),
    founded: 1903,
  },
  {
    club: K.sevilla,
    city: c.seville,
    country: 'spain',
    fame: 'medium',
    stadium: L('Ramón Sánchez-Pizjuán Stadium', 'Рамон Санчес Писхуан'),
  },
  { club: K.realBetis, city: c.seville, country: 'spain', fame: 'medium', stadium: L('Benito Villamarín Stadium', 'Бенито Вильямарин') },
  {
    club: K.valencia,
    city: L('Valencia', 'Валенсия'),
    country: 'spain',
    fame: 'medium',
    stadium: L('Mestalla', 'Месталья'),
    founded: 1919,
  },
  {
    club: K.athleticBilbao,
    city: L('Bilbao', 'Бильбао'),
    country: 'spain',
    fame: 'medium',
    stadium: L('San Mamés', 'Сан-Мамес'),
    founded: 1898,
  },
  { club: K.realSociedad, city: L('San Sebastián', 'Сан-Себастьян'), country: 'spain', fame: 'medium' },
  {
    club: K.villarreal,
    city: L('Villarreal', 'Вильярреал'),
    country: 'spain',
    fame: 'medium',
    stadium: L('Estadio de la Cerámica', 'Эстадио де ла Керамика'),
    nickname: L('The Yellow Submarine', 'жёлтая субмарина'),
  },
  {
    club: K.deportivo,
    city: L('A Coruña', 'Ла-Корунья'),
    country: 'spain',
    fame: 'hard',
    stadium: L('Riazor', 'Риасор'),
    nameIsCity: true,
  },
  { club: K.celta, city: L('Vigo', 'Виго'), country: 'spain', fame: 'hard', stadium: L('Balaídos', 'Балаидос') },
  { club: K.espanyol, city: c.barcelona, country: 'spain', fame: 'medium' },
  // Italy
  {
    club: K.juventus,
    city: c.turin,
    country: 'italy',
    fame: 'easy',
    stadium: L('Allianz Stadium', 'Альянц Стэдиум'),
    nickname: L('The Old Lady', 'Старая синьора'),
    founded: 1897,
  },
  { club: K.milan, city: c.milan, country: 'italy', fame: 'easy', nickname: L('Rossoneri', 'россонери'), founded: 1899 },
  { club: K.inter, city: c.milan, country: 'italy', fame: 'easy', founded: 1908 },
  { club: K.roma, city: c.rome, country: 'italy', fame: 'easy', founded: 1927, nameIsCity: true },
  { club: K.lazio, city: c.rome, country: 'italy', fame: 'medium', founded: 1900 },
  {
    club: K.napoli,
    city: L('Naples', 'Неаполь'),
    country: 'italy',
    fame: 'easy',
    stadium: L('Stadio Diego Armando Maradona', 'Диего Армандо Марадона'),
    founded: 1926,
    nameIsCity: true,
  },
  {
    club: K.fiorentina,
    city: L('Florence', 'Флоренция'),
    country: 'italy',
    fame: 'medium',
    stadium: L('Stadio Artemio Franchi', 'Артемио Франки'),
    nickname: L('La Viola', 'фиалки'),
    founded: 1926,
  },
  { club: K.atalanta, city: L('Bergamo', 'Бергамо'), country: 'italy', fame: 'medium' },
  { club: K.torino, city: c.turin, country: 'italy', fame: 'hard', nameIsCity: true },
  { club: K.sampdoria, city: L('Genoa', 'Генуя'), country: 'italy', fame: 'hard' },
  { club: K.parma, city: L('Parma', 'Парма'), country: 'italy', fame: 'hard', stadium: L('Stadio Ennio Tardini', 'Эннио Тардини') },
  {
    club: K.bologna,
    city: L('Bologna', 'Болонья'),
    country: 'italy',
    fame: 'hard',
    stadium: L("Stadio Renato Dall'Ara", "Ренато Далл'Ара"),
  },
  // Germany
  { club: K.bayern, city: c.munich, country: 'germany', fame: 'easy', stadium: L('Allianz Arena', 'Альянц Арена'), founded: 1900 },
  {
    club: K.dortmund,
    city: L('Dortmund', 'Дортмунд'),
    country: 'germany',
    fame: 'easy',
    stadium: L('Signal Iduna Park', 'Сигнал Идуна Парк'),
    nickname: L('Die Schwarzgelben (the Black and Yellows)', 'шмели'),
    founded: 1909,
  },
  {
    club: K.schalke,
    city: L('Gelsenkirchen', 'Гельзенкирхен'),
    country: 'germany',
    fame: 'medium',
    stadium: L('Veltins-Arena', 'Фельтинс Арена'),
    nickname: L('Die Knappen (the Miners)', 'горняки'),
    founded: 1904,
  },
  {
    club: K.leverkusen,
    city: L('Leverkusen', 'Леверкузен'),
    country: 'germany',
    fame: 'medium',
    stadium: L('BayArena', 'БайАрена'),
    nickname: L('Die Werkself', 'аптекари'),
    founded: 1904,
  },
  {
    club: K.gladbach,
    city: L('Mönchengladbach', 'Мёнхенгладбах'),
    country: 'germany',
    fame: 'medium',
    stadium: L('Borussia-Park', 'Боруссия Парк'),
    stadiumNamesClub: true,
    nickname: L('Die Fohlen (the Foals)', 'жеребята'),
    founded: 1900,
  },
  {
    club: K.hamburg,
    city: L('Hamburg', 'Гамбург'),
    country: 'germany',
    fame: 'medium',
    stadium: L('Volksparkstadion', 'Фолькспаркштадион'),
    founded: 1887,
  },
  {
    club: K.werder,
    city: L('Bremen', 'Бремен'),
    country: 'germany',
    fame: 'medium',
    stadium: L('Weserstadion', 'Везерштадион'),
    founded: 1899,
  },
  { club: K.stuttgart, city: L('Stuttgart', 'Штутгарт'), country: 'germany', fame: 'medium', founded: 1893 },
  { club: K.eintrachtFrankfurt, city: L('Frankfurt', 'Франкфурт'), country: 'germany', fame: 'medium', founded: 1899 },
  { club: K.rbLeipzig, city: L('Leipzig', 'Лейпциг'), country: 'germany', fame: 'medium', founded: 2009 },
  {
    club: K.wolfsburg,
    city: L('Wolfsburg', 'Вольфсбург'),
    country: 'germany',
    fame: 'hard',
    stadium: L('Volkswagen Arena', 'Фольксваген Арена'),
  },
  {
    club: K.unionBerlin,
    city: L('Berlin', 'Берлин'),
    country: 'germany',
    fame: 'hard',
    stadium: L('Stadion An der Alten Försterei', 'Ан дер Альтен Фёрстерай'),
  },
  {
    club: K.kaiserslautern,
    city: L('Kaiserslautern', 'Кайзерслаутерн'),
    country: 'germany',
    fame: 'hard',
    stadium: L('Fritz-Walter-Stadion', 'Фриц Вальтер'),
  },
  // France and Monaco
  {
    club: K.psg,
    city: L('Paris', 'Париж'),
    country: 'france',
    fame: 'easy',
    stadium: L('Parc des Princes', 'Парк де Пренс'),
    founded: 1970,
  },
  {
    club: K.marseille,
    city: L('Marseille', 'Марсель'),
    country: 'france',
    fame: 'medium',
    stadium: L('Stade Vélodrome', 'Велодром'),
    founded: 1899,
  },
  { club: K.lyon, city: L('Lyon', 'Лион'), country: 'france', fame: 'medium', founded: 1950 },
  { club: K.monaco, city: L('Monaco', 'Монако'), country: 'monaco', fame: 'medium', stadium: L('Stade Louis II', 'Луи II'), founded: 1924 },
  { club: K.lille, city: L('Lille', 'Лилль'), country: 'france', fame: 'hard', nickname: L('Les Dogues (the Mastiffs)', 'доги') },
  {
    club: K.saintEtienne,
    city: L('Saint-Étienne', 'Сент-Этьен'),
    country: 'france',
    fame: 'hard',
    stadium: L('Stade Geoffroy-Guichard', 'Жоффруа-Гишар'),
    nickname: L('Les Verts (the Greens)', 'зелёные'),
  },
  { club: K.bordeaux, city: L('Bordeaux', 'Бордо'), country: 'france', fame: 'hard' },
  { club: K.nantes, city: L('Nantes', 'Нант'), country: 'france', fame: 'hard', stadium: L('Stade de la Beaujoire', 'Божуар') },
  { club: K.lens, city: L('Lens', 'Ланс'), country: 'france', fame: 'hard', stadium: L('Stade Bollaert-Delelis', 'Боллар-Делелис') },
  // Netherlands, Portugal, Belgium
  {
    club: K.ajax,
    city: L('Amsterdam', 'Амстердам'),
    country: 'netherlands',
    fame: 'easy',
    stadium: L('Johan Cruyff Arena', 'Йохан Кройф Арена'),
    founded: 1900,
  },
  {
    club: K.psv,
    city: L('Eindhoven', 'Эйндховен'),
    country: 'netherlands',
    fame: 'medium',
    stadium: L('Philips Stadion', 'Филипс Стадион'),
    founded: 1913,
  },
  {
    club: K.feyenoord,
    city: L('Rotterdam', 'Роттердам'),
    country: 'netherlands',
    fame: 'medium',
    stadium: L('De Kuip', 'Де Кёйп'),
    founded: 1908,
  },
  { club: K.benfica, city: c.lisbon, country: 'portugal', fame: 'easy', stadium: L('Estádio da Luz', 'Эштадиу да Луж'), founded: 1904 },
  {
    club: K.porto,
    city: L('Porto', 'Порту'),
    country: 'portugal',
    fame: 'medium',
    stadium: L('Estádio do Dragão', 'Эштадиу ду Драгау'),
    nickname: L('Dragões (the Dragons)', 'драконы'),
    founded: 1893,
  },
  {
    club: K.sporting,
    city: c.lisbon,
    country: 'portugal',
    fame: 'medium',
    stadium: L('Estádio José Alvalade', 'Жозе Алваладе'),
    founded: 1906,
  },
  { club: K.braga, city: L('Braga', 'Брага'), country: 'portugal', fame: 'hard' },
  { club: K.anderlecht, city: L('Brussels', 'Брюссель'), country: 'belgium', fame: 'medium', founded: 1908 },
  { club: K.clubBrugge, city: L('Bruges', 'Брюгге'), country: 'belgium', fame: 'medium' },
  // Russia and Ukraine
  {
    club: K.zenit,
    city: L('Saint Petersburg', 'Санкт-Петербург'),
    country: 'russia',
    fame: 'easy',
    stadium: L('Gazprom Arena', 'Газпром Арена'),
    founded: 1925,
  },
  { club: K.spartak, city: c.moscow, country: 'russia', fame: 'easy', nickname: L('The Red-and-Whites', 'красно-белые'), founded: 1922 },
  { club: K.cska, city: c.moscow, country: 'russia', fame: 'easy', nickname: L('The Army Men', 'армейцы'), founded: 1911 },
  {
    club: K.lokomotiv,
    city: c.moscow,
    country: 'russia',
    fame: 'medium',
    nickname: L('The Railwaymen', 'железнодорожники'),
    founded: 1922,
  },
  { club: K.dynamoMoscow, city: c.moscow, country: 'russia', fame: 'medium', founded: 1923 },
  {
    club: K.krasnodar,
    city: L('Krasnodar', 'Краснодар'),
    country: 'russia',
    fame: 'medium',
    nickname: L('The Bulls', 'быки'),
    founded: 2008,
  },
  { club: K.rubin, city: L('Kazan', 'Казань'), country: 'russia', fame: 'medium' },
  { club: K.akhmat, city: L('Grozny', 'Грозный'), country: 'russia', fame: 'hard' },
  { club: K.kryliaSovetov, city: L('Samara', 'Самара'), country: 'russia', fame: 'hard' },
  { club: K.dynamoKyiv, city: L('Kyiv', 'Киев'), country: 'ukraine', fame: 'medium', founded: 1927 },
  { club: K.shakhtar, city: L('Donetsk', 'Донецк'), country: 'ukraine', fame: 'medium', founded: 1936 },
  // Turkey, Greece, Serbia, Hungary
  { club: K.galatasaray, city: c.istanbul, country: 'turkey', fame: 'easy', founded: 1905 },
  {
    club: K.fenerbahce,
    city: c.istanbul,
    country: 'turkey',
    fame: 'medium',
    stadium: L('Şükrü Saracoğlu Stadium', 'Шюкрю Сараджоглу'),
    founded: 1907,
  },
  { club: K.besiktas, city: c.istanbul, country: 'turkey', fame: 'medium', founded: 1903 },
  {
    club: K.olympiacos,
    city: L('Piraeus', 'Пирей'),
    country: 'greece',
    fame: 'medium',
    stadium: L('Karaiskakis Stadium', 'Караискакис'),
    founded: 1925,
  },
  { club: K.panathinaikos, city: L('Athens', 'Афины'), country: 'greece', fame: 'hard', founded: 1908 },
  { club: K.redStar, city: c.belgrade, country: 'serbia', fame: 'medium', founded: 1945 },
  { club: K.partizan, city: c.belgrade, country: 'serbia', fame: 'hard', founded: 1945 },
  { club: K.ferencvaros, city: L('Budapest', 'Будапешт'), country: 'hungary', fame: 'hard', founded: 1899 },
  // South America
  { club: K.bocaJuniors, city: c.buenosAires, country: 'argentina', fame: 'easy', stadium: L('La Bombonera', 'Бомбонера'), founded: 1905 },
  {
    club: K.riverPlate,
    city: c.buenosAires,
    country: 'argentina',
    fame: 'medium',
    stadium: L('El Monumental', 'Монументаль'),
    nickname: L('Los Millonarios', 'миллионеры'),
    founded: 1901,
  },
  {
    club: K.independiente,
    city: L('Avellaneda', 'Авельянеда'),
    country: 'argentina',
    fame: 'hard',
    nickname: L('El Rey de Copas (the King of Cups)', 'король кубков'),
  },
  { club: K.flamengo, city: c.rio, country: 'brazil', fame: 'medium' },
  { club: K.fluminense, city: c.rio, country: 'brazil', fame: 'hard' },
  { club: K.botafogo, city: c.rio, country: 'brazil', fame: 'hard' },
  {
    club: K.santos,
    city: L('Santos', 'Сантос'),
    country: 'brazil',
    fame: 'medium',
    stadium: L('Vila Belmiro', 'Вила Белмиро'),
    founded: 1912,
  },
  { club: K.corinthians, city: c.saoPaulo, country: 'brazil', fame: 'medium', founded: 1910 },
  { club: K.palmeiras, city: c.saoPaulo, country: 'brazil', fame: 'medium', founded: 1914 },
  { club: K.internacional, city: c.portoAlegre, country: 'brazil', fame: 'hard' },
  { club: K.gremio, city: c.portoAlegre, country: 'brazil', fame: 'hard' },
  { club: K.atleticoMineiro, city: c.beloHorizonte, country: 'brazil', fame: 'hard' },
  { club: K.cruzeiro, city: c.beloHorizonte, country: 'brazil', fame: 'hard' },
  // No founding year: Peñarol counts from CURCC (1891), Nacional and others from 1913.
  { club: K.penarol, city: L('Montevideo', 'Монтевидео'), country: 'uruguay', fame: 'hard' },
  // Asia and Africa
  { club: K.alNassr, city: c.riyadh, country: 'saudiArabia', fame: 'medium', founded: 1955 },
  { club: K.alHilal, city: c.riyadh, country: 'saudiArabia', fame: 'medium', founded: 1957 },
  { club: K.alAhly, city: L('Cairo', 'Каир'), country: 'egypt', fame: 'medium', founded: 1907 },
];

/** The city is part of the club's name in either language (Real Madrid, Hamburger SV, Брюгге). */
function cityInName(r: Club): boolean {
  if (r.nameIsCity) return true;
  const stems = [r.city.en, r.city.ru].map((x) => normalise(x).slice(0, 5));
  const names = [r.club.en, r.club.ru].map(normalise);
  return stems.some((stem) => names.some((name) => name.includes(stem)));
}

/** Wrong countries for "in which country is X based?": countries of the same part of the world. */
const EUROPE = [...new Set(rows.map((r) => r.country))].filter(
  (k) => !['argentina', 'brazil', 'uruguay', 'saudiArabia', 'egypt', 'monaco'].includes(k),
);
const SOUTH_AMERICA: readonly CountryKey[] = ['argentina', 'brazil', 'uruguay', 'chile', 'colombia', 'paraguay', 'peru'];
const MIDDLE_EAST_AFRICA: readonly CountryKey[] = ['saudiArabia', 'egypt', 'qatar', 'morocco', 'algeria', 'tunisia'];
function neighbours(k: CountryKey): readonly CountryKey[] {
  if (SOUTH_AMERICA.includes(k)) return SOUTH_AMERICA;
  if (MIDDLE_EAST_AFRICA.includes(k)) return MIDDLE_EAST_AFRICA;
  return EUROPE;
}

const withStadium = rows.filter((r) => r.stadium);

/** The league a club plays in, named by its country: Monaco plays in the French league. */
const leagueOf = (r: Club): string => (r.country === 'monaco' ? 'france' : r.country);

/**
 * Other clubs of a league where the table has fewer than four of it, so a club question offers
 * clubs of the right answer's league (a Celtic question Scottish clubs, never Real Madrid).
 * Only their names are used, as wrong answers.
 */
const MORE_CLUBS: Readonly<Record<string, readonly Localized[]>> = {
  scotland: [K.aberdeen, K.hearts, K.hibernian],
  netherlands: [K.az, K.twente],
  belgium: [K.standardLiege, K.genk],
  turkey: [K.trabzonspor],
  greece: [K.aek, K.paok],
  hungary: [K.ujpest, K.mtk, K.honved],
  serbia: [K.vojvodina, K.cukaricki],
  ukraine: [K.dnipro, K.metalist],
  argentina: [K.independiente, K.lanus, K.sanLorenzo],
  uruguay: [K.nacionalUruguay, K.defensorSporting, K.danubio],
  egypt: [K.zamalek, K.ismaily, K.alMasry],
  saudiArabia: [K.alIttihad, K.alShabab],
};

/** Clubs of the row's league: the table's, then the league's other clubs above. */
const clubsOfLeague = (r: Club): Localized[] => [
  ...rows.filter((x) => leagueOf(x) === leagueOf(r)).map((x) => x.club),
  ...(MORE_CLUBS[leagueOf(r)] ?? []),
];

/**
 * Other grounds of a league where the table knows fewer than four (settled names only, never
 * a sponsor's), so a stadium question keeps to the club's league. Only offered as wrong answers.
 */
const MORE_STADIUMS: Readonly<Record<string, readonly Localized[]>> = {
  scotland: [L('Pittodrie Stadium', 'Питтодри'), L('Tynecastle Park', 'Тайнкасл Парк'), L('Easter Road', 'Истер Роуд')],
  netherlands: [L('Stadion Galgenwaard', 'Галгенвард'), L('Abe Lenstra Stadion', 'Абе Ленстра')],
  portugal: [L('Estádio Municipal de Braga', 'Муниципальный стадион Браги'), L('Estádio D. Afonso Henriques', 'Дон Афонсу Энрикеш')],
  greece: [
    L('Toumba Stadium', 'Тумба'),
    L('Apostolos Nikolaidis Stadium', 'Апостолос Николаидис'),
    L('Kaftanzoglio Stadium', 'Кафтанзоглио'),
  ],
  argentina: [L('Estadio Libertadores de América', 'Либертадорес де Америка'), L('Estadio Pedro Bidegain', 'Педро Бидегайн')],
  brazil: [L('Maracanã', 'Маракана'), L('Mineirão', 'Минейран'), L('São Januário', 'Сан-Жануариу')],
};

/** Stadiums of the row's league: the table's, then the league's other grounds above. */
const stadiumsOfLeague = (r: Club): Localized[] => [
  ...withStadium.filter((x) => leagueOf(x) === leagueOf(r)).map(stadiumOf),
  ...(MORE_STADIUMS[leagueOf(r)] ?? []),
];

/** A club question's kind: its wrong answers are clubs of the same league. */
const CLUB_OF_LEAGUE = { of: 'club', group: leagueOf, members: clubsOfLeague } as const;

/** Stadiums English names with 'the' ('at the Emirates Stadium', 'at the Camp Nou'; 'at Anfield'). */
const NO_THE = new Set(["St Mary's Stadium", 'Ibrox Stadium']);
const THE = new Set([
  'Camp Nou',
  'Santiago Bernabéu',
  'Mestalla',
  'Riazor',
  'Parc des Princes',
  'City Ground',
  'BayArena',
  'Volksparkstadion',
  'Weserstadion',
]);
/** English possessive: "Arsenal's", "Wolverhampton Wanderers'". */
function possessive(name: string): string {
  return name.endsWith('s') ? `${name}'` : `${name}'s`;
}

function atStadium(name: string): string {
  const the =
    !NO_THE.has(name) && (THE.has(name) || /^(Stadio|Estadio|Estádio|Stade|Stadion)\b/.test(name) || /(Stadium|Arena|Stadion)$/.test(name));
  return the ? `the ${name}` : name;
}
const stadiumOf = (r: Club) => r.stadium as Localized;

/**
 * Each club's Wikipedia article (infobox: ground, nickname, founded) is its row's source; the
 * title where it differs from the name in questions ('Arsenal' -> 'Arsenal F.C.').
 */
const ARTICLE: Readonly<Record<string, string>> = {
  Arsenal: 'Arsenal F.C.',
  Chelsea: 'Chelsea F.C.',
  'Tottenham Hotspur': 'Tottenham Hotspur F.C.',
  'West Ham United': 'West Ham United F.C.',
  'Crystal Palace': 'Crystal Palace F.C.',
  Fulham: 'Fulham F.C.',
  'Manchester United': 'Manchester United F.C.',
  'Manchester City': 'Manchester City F.C.',
  Liverpool: 'Liverpool F.C.',
  Everton: 'Everton F.C.',
  'Aston Villa': 'Aston Villa F.C.',
  'Newcastle United': 'Newcastle United F.C.',
  'Leicester City': 'Leicester City F.C.',
  'Leeds United': 'Leeds United F.C.',
  'Nottingham Forest': 'Nottingham Forest F.C.',
  'Wolverhampton Wanderers': 'Wolverhampton Wanderers F.C.',
  Southampton: 'Southampton F.C.',
  'Brighton & Hove Albion': 'Brighton & Hove Albion F.C.',
  Sunderland: 'Sunderland A.F.C.',
  'Blackburn Rovers': 'Blackburn Rovers F.C.',
  Celtic: 'Celtic F.C.',
  Rangers: 'Rangers F.C.',
  'Real Madrid': 'Real Madrid CF',
  Barcelona: 'FC Barcelona',
  Sevilla: 'Sevilla FC',
  Valencia: 'Valencia CF',
  Villarreal: 'Villarreal CF',
  'Deportivo La Coruña': 'Deportivo de La Coruña',
  'Celta Vigo': 'RC Celta de Vigo',
  Espanyol: 'RCD Espanyol',
  Juventus: 'Juventus FC',
  Roma: 'AS Roma',
  Lazio: 'SS Lazio',
  Napoli: 'SSC Napoli',
  Fiorentina: 'ACF Fiorentina',
  Atalanta: 'Atalanta BC',
  Torino: 'Torino FC',
  Sampdoria: 'UC Sampdoria',
  Parma: 'Parma Calcio 1913',
  Bologna: 'Bologna FC 1909',
  'Bayern Munich': 'FC Bayern Munich',
  'Schalke 04': 'FC Schalke 04',
  'Bayer Leverkusen': 'Bayer 04 Leverkusen',
  'Werder Bremen': 'SV Werder Bremen',
  'Union Berlin': '1. FC Union Berlin',
  'Paris Saint-Germain': 'Paris Saint-Germain FC',
  Marseille: 'Olympique de Marseille',
  Lyon: 'Olympique Lyonnais',
  Monaco: 'AS Monaco FC',
  Lille: 'Lille OSC',
  'Saint-Étienne': 'AS Saint-Étienne',
  Bordeaux: 'FC Girondins de Bordeaux',
  Nantes: 'FC Nantes',
  Lens: 'RC Lens',
  Ajax: 'AFC Ajax',
  Benfica: 'S.L. Benfica',
  Porto: 'FC Porto',
  Braga: 'S.C. Braga',
  Anderlecht: 'R.S.C. Anderlecht',
  'Club Brugge': 'Club Brugge KV',
  'Zenit Saint Petersburg': 'FC Zenit Saint Petersburg',
  'Spartak Moscow': 'FC Spartak Moscow',
  'CSKA Moscow': 'PFC CSKA Moscow',
  'Lokomotiv Moscow': 'FC Lokomotiv Moscow',
  'Dynamo Moscow': 'FC Dynamo Moscow',
  Krasnodar: 'FC Krasnodar',
  'Rubin Kazan': 'FC Rubin Kazan',
  'Akhmat Grozny': 'FC Akhmat Grozny',
  'Krylia Sovetov Samara': 'PFC Krylia Sovetov Samara',
  'Dynamo Kyiv': 'FC Dynamo Kyiv',
  'Shakhtar Donetsk': 'FC Shakhtar Donetsk',
  Galatasaray: 'Galatasaray S.K. (football)',
  Fenerbahçe: 'Fenerbahçe S.K. (football)',
  Beşiktaş: 'Beşiktaş J.K.',
  Olympiacos: 'Olympiacos F.C.',
  Panathinaikos: 'Panathinaikos F.C.',
  Partizan: 'FK Partizan',
  Ferencváros: 'Ferencvárosi TC',
  'River Plate': 'Club Atlético River Plate',
  Independiente: 'Club Atlético Independiente',
  Flamengo: 'CR Flamengo',
  Fluminense: 'Fluminense FC',
  Botafogo: 'Botafogo de Futebol e Regatas',
  Santos: 'Santos FC',
  Corinthians: 'Sport Club Corinthians Paulista',
  Palmeiras: 'Sociedade Esportiva Palmeiras',
  Internacional: 'Sport Club Internacional',
  Grêmio: 'Grêmio Foot-Ball Porto Alegrense',
  'Atlético Mineiro': 'Clube Atlético Mineiro',
  Cruzeiro: 'Cruzeiro Esporte Clube',
  Peñarol: 'Peñarol',
  'Al-Nassr': 'Al-Nassr FC',
  'Al-Hilal': 'Al Hilal SFC',
  'Al Ahly': 'Al Ahly SC',
};

export const clubs = defineTable<Club>({
  id: 'soccer.clubs',
  sport: 'soccer',
  source: {
    title: "Wikipedia: List of football clubs by competitive honours won; each row cites its club's article",
    url: 'https://en.wikipedia.org/wiki/List_of_football_clubs_by_competitive_honours_won',
    asOf: '2025-06-01',
  },
  rows,
  key: (r) => r.club.en,
  rowSource: (r) => wikipedia(ARTICLE[r.club.en] ?? r.club.en, '2025-06-01'),
  templates: [
    {
      id: 'city',
      level: (r) => r.fame,
      applies: (r) => !cityInName(r),
      question: (r) => L(`In which city is ${r.club.en} based?`, `В каком городе базируется клуб ${q(r.club).ru}?`),
      answer: (r) => r.city,
      distractors: (r, all) =>
        preferred(
          r.city,
          all.filter((x) => x.country === r.country).map((x) => x.city),
          all.map((x) => x.city),
        ),
    },
    {
      id: 'country',
      level: (r) => shift(r.fame, -1),
      // Not for a club named after its country (Monaco).
      applies: (r) => !normalise(r.club.en).includes(normalise(COUNTRY[r.country].en)),
      question: (r) => L(`In which country is ${r.club.en} based?`, `В какой стране базируется клуб ${q(r.club).ru}?`),
      answer: (r) => COUNTRY[r.country],
      distractors: (r) =>
        neighbours(r.country)
          .filter((k) => k !== r.country)
          .map((k) => COUNTRY[k]),
    },
    {
      id: 'stadium-to-club',
      kind: CLUB_OF_LEAGUE,
      level: (r) => r.fame,
      applies: (r) => r.stadium !== undefined && !r.stadiumNamesClub,
      // 'Whose home stadium', not 'who plays there': a club can play elsewhere for a while
      // (Barcelona at Montjuïc in 2023-2025 while the Camp Nou was rebuilt).
      question: (r) =>
        L(`Which club's home stadium is ${atStadium(stadiumOf(r).en)}?`, `Домашний стадион какого клуба — «${stadiumOf(r).ru}»?`),
      answer: (r) => r.club,
      distractors: clubsOfLeague,
    },
    {
      id: 'club-to-stadium',
      // Stadiums of the same league only: where there are fewer than three others (Russia,
      // Turkey), the question is dropped rather than offer a stadium of another league.
      kind: { of: 'venue', group: leagueOf, members: (r) => [r.stadium, ...(MORE_STADIUMS[leagueOf(r)] ?? [])] },
      level: (r) => shift(r.fame, 1),
      applies: (r) => r.stadium !== undefined,
      question: (r) =>
        L(`What is the name of ${possessive(r.club.en)} home stadium?`, `Как называется домашний стадион клуба ${q(r.club).ru}?`),
      answer: (r) => stadiumOf(r),
      distractors: stadiumsOfLeague,
    },
    {
      // The nickname is quoted in the nominative: "У какого клуба прозвище «канониры»?"
      id: 'nickname',
      kind: CLUB_OF_LEAGUE,
      level: (r) => r.fame,
      applies: (r) => r.nickname !== undefined,
      question: (r) => L(`Which club's nickname is '${r.nickname?.en}'?`, `У какого клуба прозвище «${r.nickname?.ru}»?`),
      answer: (r) => r.club,
      distractors: clubsOfLeague,
    },
    {
      id: 'founded',
      level: (r) => shift(r.fame, 1),
      applies: (r) => r.founded !== undefined,
      question: (r) => L(`In which year was ${r.club.en} founded?`, `В каком году был основан клуб ${q(r.club).ru}?`),
      answer: (r) => N(r.founded as number),
      distractors: (r) => nearbyYears(r.founded as number, 6, 1850, 2024),
    },
  ],
});
