import type { Localized } from '../../model.js';
import { L } from '../../model.js';
import { COUNTRY as C } from '../../names/countries.js';

/**
 * UFC fighters as Russian MMA media spell them: the country they fight for (left out where
 * they represent two), the nickname they are introduced with (English, as announced; the
 * Russian one where Russian media translate it) and how famous they are, 1 to 3.
 */
export interface Fighter {
  readonly name: Localized;
  readonly fame: 1 | 2 | 3;
  readonly women?: boolean;
  readonly country?: Localized;
  readonly nickname?: Localized;
}

const f = (en: string, ru: string, fame: Fighter['fame'], country?: Localized, nickname?: Localized, women = false): Fighter => ({
  name: L(en, ru),
  fame,
  ...(country ? { country } : {}),
  ...(nickname ? { nickname } : {}),
  ...(women ? { women } : {}),
});
const w = (en: string, ru: string, fame: Fighter['fame'], country?: Localized, nickname?: Localized) =>
  f(en, ru, fame, country, nickname, true);
const US = C.unitedStates;
const BR = C.brazil;

// prettier-ignore
export const F = {
  khabib: f('Khabib Nurmagomedov', 'Хабиб Нурмагомедов', 1, C.russia, L('The Eagle', '«Орёл»')),
  mcgregor: f('Conor McGregor', 'Конор Макгрегор', 1, C.ireland, L('The Notorious', 'Notorious')),
  jones: f('Jon Jones', 'Джон Джонс', 1, US, L('Bones', 'Bones')),
  adesanya: f('Israel Adesanya', 'Исраэль Адесанья', 1, C.newZealand, L('The Last Stylebender', '«Последний мастер стиля»')),
  pereira: f('Alex Pereira', 'Алекс Перейра', 1, BR, L('Poatan', 'Poatan')),
  ngannou: f('Francis Ngannou', 'Фрэнсис Нганну', 1, C.cameroon, L('The Predator', '«Хищник»')),
  gsp: f('Georges St-Pierre', 'Жорж Сен-Пьер', 1, C.canada, L('Rush', 'Rush')),
  silva: f('Anderson Silva', 'Андерсон Силва', 1, BR, L('The Spider', '«Паук»')),
  holloway: f('Max Holloway', 'Макс Холлоуэй', 2, US, L('Blessed', 'Blessed')),
  volkanovski: f('Alexander Volkanovski', 'Александр Волкановски', 1, C.australia, L('The Great', '«Великий»')),
  oliveira: f('Charles Oliveira', 'Шарль Оливейра', 2, BR, L('Do Bronx', 'Do Bronx')),
  poirier: f('Dustin Poirier', 'Дастин Порье', 2, US, L('The Diamond', '«Бриллиант»')),
  chimaev: f('Khamzat Chimaev', 'Хамзат Чимаев', 2, undefined, L('Borz', '«Борз»')),
  usman: f('Kamaru Usman', 'Камару Усман', 2, undefined, L('The Nigerian Nightmare', '«Нигерийский кошмар»')),
  makhachev: f('Islam Makhachev', 'Ислам Махачев', 1, C.russia),
  dvalishvili: f('Merab Dvalishvili', 'Мераб Двалишвили', 2, C.georgia, L('The Machine', '«Машина»')),
  omalley: f("Sean O'Malley", 'Шон О’Мэлли', 2, US, L('Suga', 'Suga')),
  topuria: f('Ilia Topuria', 'Илия Топурия', 1, undefined, L('El Matador', '«Эль Матадор»')),
  duPlessis: f('Dricus du Plessis', 'Дрикус дю Плесси', 2, C.southAfrica, L('Stillknocks', 'Stillknocks')),
  strickland: f('Sean Strickland', 'Шон Стрикленд', 3, US, L('Tarzan', '«Тарзан»')),
  edwards: f('Leon Edwards', 'Леон Эдвардс', 2, undefined, L('Rocky', 'Rocky')),
  gaethje: f('Justin Gaethje', 'Джастин Гейджи', 3, US, L('The Highlight', 'The Highlight')),
  miocic: f('Stipe Miocic', 'Стипе Миочич', 2, US),
  cormier: f('Daniel Cormier', 'Дэниел Кормье', 2, US, L('DC', 'DC')),
  lesnar: f('Brock Lesnar', 'Брок Леснар', 2, US),
  velasquez: f('Cain Velasquez', 'Кейн Веласкес', 2, US),
  werdum: f('Fabrício Werdum', 'Фабрисио Вердум', 3, BR),
  aldo: f('José Aldo', 'Жозе Алдо', 2, BR),
  aspinall: f('Tom Aspinall', 'Том Аспиналл', 2, C.greatBritain),
  gane: f('Ciryl Gane', 'Сирил Ган', 3, C.france, L('Bon Gamin', 'Bon Gamin')),
  prochazka: f('Jiří Procházka', 'Иржи Прохазка', 3, C.czechRepublic),
  blachowicz: f('Jan Błachowicz', 'Ян Блахович', 3, C.poland),
  teixeira: f('Glover Teixeira', 'Гловер Тейшейра', 3, BR),
  ankalaev: f('Magomed Ankalaev', 'Магомед Анкалаев', 3, C.russia),
  yan: f('Petr Yan', 'Пётр Ян', 3, C.russia, L('No Mercy', 'No Mercy')),
  whittaker: f('Robert Whittaker', 'Роберт Уиттакер', 3, C.australia, L('The Reaper', '«Жнец»')),
  bisping: f('Michael Bisping', 'Майкл Биспинг', 2, C.greatBritain, L('The Count', '«Граф»')),
  dellaMaddalena: f('Jack Della Maddalena', 'Джек Делла Маддалена', 3, C.australia),
  muhammad: f('Belal Muhammad', 'Белал Мухаммад', 3, US, L('Remember the Name', 'Remember the Name')),
  weidman: f('Chris Weidman', 'Крис Вайдман', 3, US, L('The All-American', 'The All-American')),
  serra: f('Matt Serra', 'Мэтт Серра', 3, US),
  diaz: f('Nate Diaz', 'Нейт Диаз', 2, US),
  alvarez: f('Eddie Alvarez', 'Эдди Альварес', 3, US),
  chandler: f('Michael Chandler', 'Майкл Чендлер', 3, US),
  covington: f('Colby Covington', 'Колби Ковингтон', 3, US, L('Chaos', 'Chaos')),
  masvidal: f('Jorge Masvidal', 'Хорхе Масвидаль', 3, US, L('Gamebred', 'Gamebred')),
  costa: f('Paulo Costa', 'Пауло Коста', 3, BR, L('Borrachinha', 'Borrachinha')),
  reyes: f('Dominick Reyes', 'Доминик Рейес', 3, US),
  rua: f('Maurício Rua', 'Маурисио Руа', 3, BR, L('Shogun', '«Сёгун»')),
  shields: f('Jake Shields', 'Джейк Шилдс', 3, US),
  dosSantos: f('Junior dos Santos', 'Жуниор дос Сантос', 3, BR, L('Cigano', 'Cigano')),
  franklin: f('Rich Franklin', 'Рич Франклин', 3, US, L('Ace', 'Ace')),
  mir: f('Frank Mir', 'Фрэнк Мир', 3, US),
  rockhold: f('Luke Rockhold', 'Люк Рокхолд', 3, US),
  dillashaw: f('T.J. Dillashaw', 'Ти Джей Диллашоу', 3, US),
  garbrandt: f('Cody Garbrandt', 'Коди Гарбрандт', 3, US, L('No Love', 'No Love')),
  iaquinta: f('Al Iaquinta', 'Эл Якинта', 3, US, L('Raging Al', 'Raging Al')),
  gustafsson: f('Alexander Gustafsson', 'Александр Густафссон', 3, C.sweden, L('The Mauler', 'The Mauler')),
  ortega: f('Brian Ortega', 'Брайан Ортега', 3, US, L('T-City', 'T-City')),
  smith: f('Anthony Smith', 'Энтони Смит', 3, US, L('Lionheart', '«Львиное сердце»')),
  woodley: f('Tyron Woodley', 'Тайрон Вудли', 3, US, L('The Chosen One', '«Избранный»')),
  yRodriguez: f('Yair Rodríguez', 'Яир Родригес', 3, C.mexico, L('El Pantera', '«Пантера»')),
  sterling: f('Aljamain Sterling', 'Алджамейн Стерлинг', 3, US, L('Funk Master', 'Funk Master')),
  pavlovich: f('Sergei Pavlovich', 'Сергей Павлович', 3, C.russia),
  hill: f('Jamahal Hill', 'Джамал Хилл', 3, US, L('Sweet Dreams', 'Sweet Dreams')),
  moicano: f('Renato Moicano', 'Ренато Мойкано', 3, BR),
  umar: f('Umar Nurmagomedov', 'Умар Нурмагомедов', 3, C.russia),
  lopes: f('Diego Lopes', 'Диего Лопес', 3),
  alves: f('Thiago Alves', 'Тиаго Алвес', 3, BR, L('Pitbull', 'Pitbull')),
  rousey: w('Ronda Rousey', 'Ронда Роузи', 1, US, L('Rowdy', 'Rowdy')),
  nunes: w('Amanda Nunes', 'Аманда Нунес', 1, BR, L('The Lioness', '«Львица»')),
  shevchenko: w('Valentina Shevchenko', 'Валентина Шевченко', 2, undefined, L('Bullet', '«Пуля»')),
  namajunas: w('Rose Namajunas', 'Роуз Намаюнас', 2, US, L('Thug', 'Thug')),
  zhang: w('Zhang Weili', 'Чжан Вэйли', 2, C.china, L('Magnum', 'Magnum')),
  jedrzejczyk: w('Joanna Jędrzejczyk', 'Йоанна Енджейчик', 2, C.poland),
  holm: w('Holly Holm', 'Холли Холм', 2, US, L("The Preacher's Daughter", '«Дочь проповедника»')),
  harrison: w('Kayla Harrison', 'Кайла Харрисон', 2, US),
  tate: w('Miesha Tate', 'Миша Тейт', 3, US, L('Cupcake', 'Cupcake')),
  cyborg: w('Cris Cyborg', 'Крис Сайборг', 2, BR),
  pena: w('Julianna Peña', 'Джулианна Пенья', 3, US, L('The Venezuelan Vixen', 'The Venezuelan Vixen')),
  carmouche: w('Liz Carmouche', 'Лиз Кармуш', 3, US, L('Girl-Rilla', 'Girl-Rilla')),
  grasso: w('Alexa Grasso', 'Алекса Грассо', 3, C.mexico),
  fiorot: w('Manon Fiorot', 'Манон Фьоро', 3, C.france, L('The Beast', 'The Beast')),
} as const;
