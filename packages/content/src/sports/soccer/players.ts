import { COUNTRY } from '../../names/countries.js';
import type { Level, Localized } from '../../model.js';
import { defineTable, L, wikipedia } from '../../model.js';
import { CLUB as K } from './club-names.js';
import { PERSON as P } from './people.js';
import { preferred } from './helpers.js';

type CountryKey = keyof typeof COUNTRY;

/**
 * Famous men's players and the one senior national team each played for. Players capped by two
 * national teams (Di Stéfano, Puskás, Boban, Šuker, Matthäus and the like) are left out, and so
 * is Luis Suárez, whose name a Spanish Ballon d'Or winner shares. `now` marks players who were
 * still internationals in 2025: their question asks whom they have played for (true whether or
 * not they have retired since), never whom they play for now; every other question is in the
 * past tense. `oneClub` is the club of a retired player who spent his whole career there.
 */
interface Player {
  readonly name: Localized;
  readonly country: CountryKey;
  readonly fame: Level;
  readonly now?: boolean;
  readonly oneClub?: Localized;
}

const E = 'easy' as const;
const M = 'medium' as const;
const H = 'hard' as const;
const p = (name: Localized, country: CountryKey, fame: Level, extra: Partial<Player> = {}): Player => ({ name, country, fame, ...extra });
const now = { now: true };

const rows: readonly Player[] = [
  // Argentina
  p(P.messi, 'argentina', E, now),
  p(P.maradona, 'argentina', E),
  p(L('Gabriel Batistuta', 'Габриэль Батистута'), 'argentina', M),
  p(P.aguero, 'argentina', E),
  p(L('Ángel Di María', 'Анхель Ди Мария'), 'argentina', M),
  p(L('Juan Román Riquelme', 'Хуан Роман Рикельме'), 'argentina', H),
  p(L('Javier Zanetti', 'Хавьер Дзанетти'), 'argentina', M),
  p(P.kempes, 'argentina', H),
  p(L('Hernán Crespo', 'Эрнан Креспо'), 'argentina', M),
  p(L('Carlos Tevez', 'Карлос Тевес'), 'argentina', M),
  p(L('Emiliano Martínez', 'Эмилиано Мартинес'), 'argentina', M, now),
  p(L('Julián Álvarez', 'Хулиан Альварес'), 'argentina', M, now),
  p(L('Lautaro Martínez', 'Лаутаро Мартинес'), 'argentina', M, now),
  // Brazil
  p(L('Pelé', 'Пеле'), 'brazil', E),
  p(P.ronaldo, 'brazil', E),
  p(P.ronaldinho, 'brazil', E),
  p(P.kaka, 'brazil', E),
  p(P.rivaldo, 'brazil', M),
  p(P.romario, 'brazil', M),
  p(L('Roberto Carlos', 'Роберто Карлос'), 'brazil', M),
  p(L('Cafu', 'Кафу'), 'brazil', M),
  p(L('Zico', 'Зико'), 'brazil', H),
  p(L('Garrincha', 'Гарринча'), 'brazil', H),
  p(L('Sócrates', 'Сократес'), 'brazil', H),
  p(L('Neymar', 'Неймар'), 'brazil', E),
  p(L('Vinícius Júnior', 'Винисиус Жуниор'), 'brazil', E, now),
  p(L('Marcelo', 'Марсело'), 'brazil', M),
  p(L('Alisson Becker', 'Алиссон'), 'brazil', M, now),
  // Rest of South, Central and North America
  p(P.forlan, 'uruguay', M),
  p(L('Edinson Cavani', 'Эдинсон Кавани'), 'uruguay', M),
  p(L('Enzo Francescoli', 'Энцо Франческоли'), 'uruguay', H),
  p(L('Federico Valverde', 'Федерико Вальверде'), 'uruguay', M, now),
  p(L('Carlos Valderrama', 'Карлос Вальдеррама'), 'colombia', H),
  p(L('Radamel Falcao', 'Радамель Фалькао'), 'colombia', M),
  p(P.james, 'colombia', M),
  p(L('René Higuita', 'Рене Игита'), 'colombia', H),
  p(L('Alexis Sánchez', 'Алексис Санчес'), 'chile', M),
  p(L('Arturo Vidal', 'Артуро Видаль'), 'chile', M),
  p(L('Iván Zamorano', 'Иван Саморано'), 'chile', H),
  p(L('Paolo Guerrero', 'Паоло Герреро'), 'peru', H),
  p(L('José Luis Chilavert', 'Хосе Луис Чилаверт'), 'paraguay', H),
  p(L('Moisés Caicedo', 'Мойсес Кайседо'), 'ecuador', M, now),
  p(L('Hugo Sánchez', 'Уго Санчес'), 'mexico', H),
  p(L('Rafael Márquez', 'Рафаэль Маркес'), 'mexico', M),
  p(L('Javier Hernández', 'Хавьер Эрнандес'), 'mexico', M),
  p(L('Landon Donovan', 'Лэндон Донован'), 'unitedStates', H),
  p(L('Christian Pulisic', 'Кристиан Пулишич'), 'unitedStates', M, now),
  p(L('Alphonso Davies', 'Альфонсо Дэвис'), 'canada', M, now),
  p(L('Keylor Navas', 'Кейлор Навас'), 'costaRica', M),
  // Portugal and Spain
  p(P.cristiano, 'portugal', E, now),
  p(P.eusebio, 'portugal', M),
  p(P.figo, 'portugal', E),
  p(L('Rui Costa', 'Руй Кошта'), 'portugal', M),
  p(L('Deco', 'Деку'), 'portugal', H),
  p(L('Pepe', 'Пепе'), 'portugal', M),
  p(L('Bruno Fernandes', 'Бруну Фернандеш'), 'portugal', M, now),
  p(L('Bernardo Silva', 'Бернарду Силва'), 'portugal', M, now),
  p(L('Rúben Dias', 'Рубен Диаш'), 'portugal', M, now),
  p(L('Xavi', 'Хави'), 'spain', E),
  p(L('Andrés Iniesta', 'Андрес Иньеста'), 'spain', E),
  p(L('Iker Casillas', 'Икер Касильяс'), 'spain', E),
  p(L('Sergio Ramos', 'Серхио Рамос'), 'spain', E),
  p(L('Carles Puyol', 'Карлес Пуйоль'), 'spain', M, { oneClub: K.barcelona }),
  p(L('Raúl', 'Рауль'), 'spain', M),
  p(L('Fernando Torres', 'Фернандо Торрес'), 'spain', E),
  p(L('David Villa', 'Давид Вилья'), 'spain', M),
  p(L('Sergio Busquets', 'Серхио Бускетс'), 'spain', M),
  p(L('Xabi Alonso', 'Хаби Алонсо'), 'spain', M),
  p(P.rodri, 'spain', E, now),
  p(L('Lamine Yamal', 'Ламин Ямаль'), 'spain', E, now),
  p(L('Pedri', 'Педри'), 'spain', M, now),
  p(L('Emilio Butragueño', 'Эмилио Бутрагеньо'), 'spain', H),
  // France
  p(P.zidane, 'france', E),
  p(P.platini, 'france', M),
  p(P.henry, 'france', E),
  p(P.mbappe, 'france', E, now),
  p(L('Antoine Griezmann', 'Антуан Гризманн'), 'france', E),
  p(P.benzema, 'france', E),
  p(P.fontaine, 'france', H),
  p(P.kopa, 'france', H),
  p(P.deschamps, 'france', M),
  p(L('Patrick Vieira', 'Патрик Виейра'), 'france', M),
  p(L("N'Golo Kanté", 'Нголо Канте'), 'france', M),
  p(L('Franck Ribéry', 'Франк Рибери'), 'france', M),
  p(L('Hugo Lloris', 'Уго Льорис'), 'france', M),
  p(L('Eric Cantona', 'Эрик Кантона'), 'france', M),
  p(L('Lilian Thuram', 'Лилиан Тюрам'), 'france', H),
  p(L('Ousmane Dembélé', 'Усман Дембеле'), 'france', M, now),
  // Germany and West Germany
  p(P.beckenbauer, 'westGermany', M),
  p(P.gerdMuller, 'westGermany', M),
  p(P.rummenigge, 'westGermany', H),
  p(L('Sepp Maier', 'Зепп Майер'), 'westGermany', H, { oneClub: K.bayern }),
  p(L('Paul Breitner', 'Пауль Брайтнер'), 'westGermany', H),
  p(P.klose, 'germany', E),
  p(P.kahn, 'germany', M),
  p(L('Manuel Neuer', 'Мануэль Нойер'), 'germany', E),
  p(L('Philipp Lahm', 'Филипп Лам'), 'germany', M),
  p(L('Bastian Schweinsteiger', 'Бастиан Швайнштайгер'), 'germany', M),
  p(P.thomasMuller, 'germany', E),
  p(L('Toni Kroos', 'Тони Кроос'), 'germany', E),
  p(L('Michael Ballack', 'Михаэль Баллак'), 'germany', M),
  p(L('Mesut Özil', 'Месут Озил'), 'germany', M),
  p(L('Jamal Musiala', 'Джамал Мусиала'), 'germany', M, now),
  // Italy
  p(L('Paolo Maldini', 'Паоло Мальдини'), 'italy', E, { oneClub: K.milan }),
  p(L('Franco Baresi', 'Франко Барези'), 'italy', M, { oneClub: K.milan }),
  p(P.baggio, 'italy', M),
  p(L('Francesco Totti', 'Франческо Тотти'), 'italy', E, { oneClub: K.roma }),
  p(L('Alessandro Del Piero', 'Алессандро Дель Пьеро'), 'italy', M),
  p(L('Andrea Pirlo', 'Андреа Пирло'), 'italy', E),
  p(L('Gianluigi Buffon', 'Джанлуиджи Буффон'), 'italy', E),
  p(P.cannavaro, 'italy', M),
  p(P.rossi, 'italy', H),
  p(L('Dino Zoff', 'Дино Дзофф'), 'italy', H),
  p(L('Gianluigi Donnarumma', 'Джанлуиджи Доннарумма'), 'italy', M, now),
  p(L('Alessandro Nesta', 'Алессандро Неста'), 'italy', M),
  p(L('Christian Vieri', 'Кристиан Вьери'), 'italy', H),
  p(L('Giorgio Chiellini', 'Джорджо Кьеллини'), 'italy', M),
  p(L('Giuseppe Bergomi', 'Джузеппе Бергоми'), 'italy', H, { oneClub: K.inter }),
  // England and the other home nations, Ireland
  p(P.bobbyCharlton, 'england', M),
  p(L('Bobby Moore', 'Бобби Мур'), 'england', M),
  p(P.lineker, 'england', M),
  p(L('David Beckham', 'Дэвид Бекхэм'), 'england', E),
  p(L('Wayne Rooney', 'Уэйн Руни'), 'england', E),
  p(L('Steven Gerrard', 'Стивен Джеррард'), 'england', E),
  p(L('Frank Lampard', 'Фрэнк Лэмпард'), 'england', E),
  p(P.shearer, 'england', M),
  p(P.kane, 'england', E, now),
  p(L('Jude Bellingham', 'Джуд Беллингем'), 'england', E, now),
  p(L('Paul Scholes', 'Пол Скоулз'), 'england', M, { oneClub: K.manUtd }),
  p(L('Gary Neville', 'Гари Невилл'), 'england', M, { oneClub: K.manUtd }),
  p(L('John Terry', 'Джон Терри'), 'england', M),
  p(P.owen, 'england', M),
  p(P.keegan, 'england', H),
  p(L('Geoff Hurst', 'Джефф Херст'), 'england', H),
  p(L('Gordon Banks', 'Гордон Бэнкс'), 'england', H),
  p(L('Bukayo Saka', 'Букайо Сака'), 'england', M, now),
  p(P.matthews, 'england', H),
  p(L('Tony Adams', 'Тони Адамс'), 'england', H, { oneClub: K.arsenal }),
  p(L('Jamie Carragher', 'Джейми Каррагер'), 'england', M, { oneClub: K.liverpool }),
  p(L('Ledley King', 'Ледли Кинг'), 'england', H, { oneClub: K.tottenham }),
  p(L('Kenny Dalglish', 'Кенни Далглиш'), 'scotland', M),
  p(P.law, 'scotland', H),
  p(L('Ryan Giggs', 'Райан Гиггз'), 'wales', E, { oneClub: K.manUtd }),
  p(L('Gareth Bale', 'Гарет Бейл'), 'wales', E),
  p(L('Ian Rush', 'Иан Раш'), 'wales', H),
  p(P.best, 'northernIreland', M),
  p(L('Roy Keane', 'Рой Кин'), 'ireland', M),
  p(L('Robbie Keane', 'Робби Кин'), 'ireland', H),
  // Netherlands and Belgium
  p(P.cruyff, 'netherlands', E),
  p(P.vanBasten, 'netherlands', M),
  p(P.gullit, 'netherlands', M),
  p(L('Frank Rijkaard', 'Франк Райкаард'), 'netherlands', M),
  p(L('Dennis Bergkamp', 'Деннис Бергкамп'), 'netherlands', M),
  p(L('Arjen Robben', 'Арьен Роббен'), 'netherlands', E),
  p(P.vanPersie, 'netherlands', M),
  p(L('Wesley Sneijder', 'Уэсли Снейдер'), 'netherlands', M),
  p(L('Virgil van Dijk', 'Вирджил ван Дейк'), 'netherlands', E, now),
  p(L('Clarence Seedorf', 'Кларенс Зеедорф'), 'netherlands', M),
  p(L('Edwin van der Sar', 'Эдвин ван дер Сар'), 'netherlands', M),
  p(P.vanNistelrooy, 'netherlands', M),
  p(L('Patrick Kluivert', 'Патрик Клюйверт'), 'netherlands', M),
  p(L('Eden Hazard', 'Эден Азар'), 'belgium', E),
  p(L('Kevin De Bruyne', 'Кевин Де Брёйне'), 'belgium', E, now),
  p(L('Thibaut Courtois', 'Тибо Куртуа'), 'belgium', E),
  p(L('Romelu Lukaku', 'Ромелу Лукаку'), 'belgium', M),
  p(L('Enzo Scifo', 'Энцо Шифо'), 'belgium', H),
  p(L('Vincent Kompany', 'Венсан Компани'), 'belgium', M),
  // Russia, the Soviet Union and the former Soviet republics
  p(P.yashin, 'sovietUnion', E, { oneClub: K.dynamoMoscow }),
  p(L('Rinat Dasayev', 'Ринат Дасаев'), 'sovietUnion', H),
  p(P.blokhin, 'sovietUnion', M),
  p(P.belanov, 'sovietUnion', H),
  p(L('Eduard Streltsov', 'Эдуард Стрельцов'), 'sovietUnion', M),
  p(L('Andrey Arshavin', 'Андрей Аршавин'), 'russia', E),
  p(L('Igor Akinfeev', 'Игорь Акинфеев'), 'russia', E),
  p(L('Aleksandr Kerzhakov', 'Александр Кержаков'), 'russia', M),
  p(L('Artem Dzyuba', 'Артём Дзюба'), 'russia', E),
  p(L('Aleksandr Golovin', 'Александр Головин'), 'russia', M, now),
  p(L('Roman Pavlyuchenko', 'Роман Павлюченко'), 'russia', M),
  p(L('Yuri Zhirkov', 'Юрий Жирков'), 'russia', M),
  p(P.shevchenko, 'ukraine', E),
  p(L('Serhiy Rebrov', 'Сергей Ребров'), 'ukraine', M),
  p(L('Anatoliy Tymoshchuk', 'Анатолий Тимощук'), 'ukraine', M),
  p(L('Khvicha Kvaratskhelia', 'Хвича Кварацхелия'), 'georgia', E, now),
  p(L('Kakha Kaladze', 'Каха Каладзе'), 'georgia', M),
  p(L('Henrikh Mkhitaryan', 'Генрих Мхитарян'), 'armenia', M),
  // Rest of Europe
  p(P.nedved, 'czechRepublic', M),
  p(L('Petr Čech', 'Петр Чех'), 'czechRepublic', M),
  p(L('Tomáš Rosický', 'Томаш Росицкий'), 'czechRepublic', M),
  p(L('Antonín Panenka', 'Антонин Паненка'), 'czechoslovakia', H),
  p(P.masopust, 'czechoslovakia', H),
  p(L('Robert Lewandowski', 'Роберт Левандовский'), 'poland', E),
  p(L('Zbigniew Boniek', 'Збигнев Бонек'), 'poland', H),
  p(P.lato, 'poland', H),
  p(L('Wojciech Szczęsny', 'Войцех Щенсный'), 'poland', M),
  p(L('Gheorghe Hagi', 'Георге Хаджи'), 'romania', M),
  p(P.stoichkov, 'bulgaria', M),
  p(L('Dimitar Berbatov', 'Димитр Бербатов'), 'bulgaria', M),
  p(P.modric, 'croatia', E, now),
  p(L('Ivan Rakitić', 'Иван Ракитич'), 'croatia', M),
  p(L('Ivan Perišić', 'Иван Перишич'), 'croatia', M),
  p(L('Mario Mandžukić', 'Марио Манджукич'), 'croatia', M),
  p(L('Joško Gvardiol', 'Йошко Гвардиол'), 'croatia', M, now),
  p(L('Dušan Vlahović', 'Душан Влахович'), 'serbia', M, now),
  p(L('Aleksandar Mitrović', 'Александар Митрович'), 'serbia', M, now),
  p(L('Edin Džeko', 'Эдин Джеко'), 'bosniaAndHerzegovina', M),
  p(L('Marek Hamšík', 'Марек Гамшик'), 'slovakia', M),
  p(L('Jan Oblak', 'Ян Облак'), 'slovenia', M, now),
  p(L('Dominik Szoboszlai', 'Доминик Собослаи'), 'hungary', M, now),
  p(L('Zlatan Ibrahimović', 'Златан Ибрагимович'), 'sweden', E),
  p(L('Henrik Larsson', 'Хенрик Ларссон'), 'sweden', M),
  p(L('Peter Schmeichel', 'Петер Шмейхель'), 'denmark', M),
  p(L('Michael Laudrup', 'Михаэль Лаудруп'), 'denmark', M),
  p(L('Christian Eriksen', 'Кристиан Эриксен'), 'denmark', M),
  p(P.simonsen, 'denmark', H),
  p(P.haaland, 'norway', E, now),
  p(L('Martin Ødegaard', 'Мартин Эдегор'), 'norway', M, now),
  p(L('Ole Gunnar Solskjær', 'Уле Гуннар Сульшер'), 'norway', M),
  p(L('Jari Litmanen', 'Яри Литманен'), 'finland', H),
  p(L('Eiður Guðjohnsen', 'Эйдур Гудьонсен'), 'iceland', H),
  p(L('Hakan Şükür', 'Хакан Шюкюр'), 'turkey', M),
  p(L('Arda Turan', 'Арда Туран'), 'turkey', M),
  p(L('Angelos Charisteas', 'Ангелос Харистеас'), 'greece', H),
  p(L('Xherdan Shaqiri', 'Джердан Шакири'), 'switzerland', M),
  p(L('David Alaba', 'Давид Алаба'), 'austria', M),
  // Africa
  p(P.drogba, 'ivoryCoast', E),
  p(L('Yaya Touré', 'Яя Туре'), 'ivoryCoast', M),
  p(L("Samuel Eto'o", 'Самуэль Это’о'), 'cameroon', E),
  p(L('Roger Milla', 'Роже Милла'), 'cameroon', M),
  p(P.weah, 'liberia', M),
  p(P.salah, 'egypt', E, now),
  p(L('Sadio Mané', 'Садио Мане'), 'senegal', E),
  p(L('Kalidou Koulibaly', 'Калиду Кулибали'), 'senegal', M),
  p(L('Jay-Jay Okocha', 'Джей-Джей Окоча'), 'nigeria', M),
  p(L('Nwankwo Kanu', 'Нванкво Кану'), 'nigeria', H),
  p(L('Victor Osimhen', 'Виктор Осимхен'), 'nigeria', M, now),
  p(L('Michael Essien', 'Майкл Эссьен'), 'ghana', M),
  p(L('Abedi Pelé', 'Абеди Пеле'), 'ghana', H),
  p(L('Riyad Mahrez', 'Рияд Марез'), 'algeria', M),
  p(L('Achraf Hakimi', 'Ашраф Хакими'), 'morocco', M, now),
  p(L('Yassine Bounou', 'Яссин Буну'), 'morocco', M, now),
  // Asia and Oceania
  p(L('Son Heung-min', 'Сон Хын Мин'), 'southKorea', E, now),
  p(L('Park Ji-sung', 'Пак Чи Сон'), 'southKorea', M),
  p(L('Hidetoshi Nakata', 'Хидэтоси Наката'), 'japan', H),
  p(L('Shinji Kagawa', 'Синдзи Кагава'), 'japan', M),
  p(L('Ali Daei', 'Али Даеи'), 'iran', H),
  p(L('Tim Cahill', 'Тим Кэхилл'), 'australia', H),
];

/** Confederations: wrong answers come from the player's own part of the world. */
const SOUTH_AMERICA = new Set<CountryKey>(['argentina', 'brazil', 'uruguay', 'colombia', 'chile', 'peru', 'paraguay', 'ecuador']);
const NORTH_AMERICA = new Set<CountryKey>(['mexico', 'unitedStates', 'canada', 'costaRica']);
const AFRICA = new Set<CountryKey>(['ivoryCoast', 'cameroon', 'liberia', 'egypt', 'senegal', 'nigeria', 'ghana', 'algeria', 'morocco']);
const ASIA = new Set<CountryKey>(['southKorea', 'japan', 'iran', 'australia']);
function region(k: CountryKey): string {
  if (SOUTH_AMERICA.has(k)) return 'south-america';
  if (NORTH_AMERICA.has(k)) return 'north-america';
  if (AFRICA.has(k)) return 'africa';
  if (ASIA.has(k)) return 'asia';
  return 'europe';
}

/** Teams a fan could fairly call right too (the USSR and its successors, the two Germanys). */
const SUCCESSORS: readonly (readonly CountryKey[])[] = [
  ['sovietUnion', 'russia', 'ukraine', 'georgia', 'armenia', 'belarus', 'kazakhstan', 'latvia', 'lithuania'],
  ['westGermany', 'germany'],
  ['czechoslovakia', 'czechRepublic', 'slovakia'],
];
const HISTORICAL = new Set<CountryKey>(['sovietUnion', 'westGermany', 'czechoslovakia', 'yugoslavia']);
function related(a: CountryKey, b: CountryKey): boolean {
  return a !== b && SUCCESSORS.some((group) => group.includes(a) && group.includes(b));
}

/** Each player's Wikipedia biography (international career), where its title is not the player's name. */
const ARTICLE: Readonly<Record<string, string>> = {
  Ronaldo: 'Ronaldo (Brazilian footballer)',
  Sócrates: 'Sócrates (footballer)',
  Marcelo: 'Marcelo (footballer, born 1988)',
  Pepe: 'Pepe (footballer, born 1983)',
  Raúl: 'Raúl (footballer)',
  Rodri: 'Rodri (footballer, born 1996)',
  'Tony Adams': 'Tony Adams (footballer)',
};

export const players = defineTable<Player>({
  id: 'soccer.players',
  sport: 'soccer',
  source: {
    title: "Wikipedia: List of men's footballers with 100 or more international caps; each row cites its player's biography",
    url: 'https://en.wikipedia.org/wiki/List_of_men%27s_footballers_with_100_or_more_international_caps',
    asOf: '2025-06-01',
  },
  rows,
  key: (r) => r.name.en,
  rowSource: (r) => wikipedia(ARTICLE[r.name.en] ?? r.name.en, '2025-06-01'),
  templates: [
    {
      // Every player here is a man, so 'выступал' always agrees. A career fact in the past
      // tense stays true when a player retires; 'whom does he play for' would not.
      id: 'national-team',
      level: (r) => r.fame,
      question: (r) =>
        r.now
          ? L(`Which national team has ${r.name.en} played for?`, `За какую сборную выступал в своей карьере ${r.name.ru}?`)
          : L(`Which national team did ${r.name.en} play for?`, `За какую сборную выступал ${r.name.ru}?`),
      answer: (r) => COUNTRY[r.country],
      distractors: (r, all) => {
        // No successor states, and no defunct team (West Germany, USSR) offered for a modern player.
        const fair = all.filter((x) => !related(x.country, r.country) && (HISTORICAL.has(r.country) || !HISTORICAL.has(x.country)));
        return preferred(
          COUNTRY[r.country],
          fair.filter((x) => region(x.country) === region(r.country)).map((x) => COUNTRY[x.country]),
          fair.map((x) => COUNTRY[x.country]),
        );
      },
    },
    {
      id: 'one-club',
      level: (r) => (r.fame === 'easy' ? 'easy' : 'medium'),
      applies: (r) => r.oneClub !== undefined,
      question: (r) =>
        L(
          `${r.name.en} spent his whole professional career at one club. Which one?`,
          `${r.name.ru} провёл всю профессиональную карьеру в одном клубе. В каком?`,
        ),
      answer: (r) => r.oneClub as Localized,
    },
  ],
});
