import { L } from '../../model.js';
import { hostsTable } from '../hosts.js';

// prettier-ignore
const HOSTS = [
  [1973, L('Belgrade', 'Белград')], [1975, L('Cali', 'Кали')], [1978, L('West Berlin', 'Западный Берлин')],
  [1982, L('Guayaquil', 'Гуаякиль')], [1986, L('Madrid', 'Мадрид')], [1991, L('Perth', 'Перт')], [1994, L('Rome', 'Рим')],
  [1998, L('Perth', 'Перт')], [2001, L('Fukuoka', 'Фукуока')], [2003, L('Barcelona', 'Барселона')], [2005, L('Montreal', 'Монреаль')],
  [2007, L('Melbourne', 'Мельбурн')], [2009, L('Rome', 'Рим')], [2011, L('Shanghai', 'Шанхай')], [2013, L('Barcelona', 'Барселона')],
  [2015, L('Kazan', 'Казань')], [2017, L('Budapest', 'Будапешт')], [2019, L('Gwangju', 'Кванджу')], [2022, L('Budapest', 'Будапешт')],
  [2023, L('Fukuoka', 'Фукуока')], [2024, L('Doha', 'Доха')], [2025, L('Singapore', 'Сингапур')],
] as const;

/** Host cities of the World Aquatics (until 2022 FINA World) Championships, 1973-2025. */
export const aquaticsWorldsHosts = hostsTable({
  id: 'swimming.world-championships-hosts',
  sport: 'swimming',
  source: {
    title: 'Wikipedia: World Aquatics Championships',
    url: 'https://en.wikipedia.org/wiki/World_Aquatics_Championships',
    asOf: '2025-08-31',
  },
  rows: HOSTS.map(([year, city]) => ({ year, city })),
  levels: [2013, 2001],
  whereQuestion: (y) =>
    L(`Which city hosted the ${y} World Aquatics Championships?`, `Какой город принимал чемпионат мира по водным видам спорта ${y} года?`),
  whenQuestion: (c) =>
    L(
      `In which year did ${c.en} host the World Aquatics Championships?`,
      `В каком году город ${c.ru} принимал чемпионат мира по водным видам спорта?`,
    ),
});
