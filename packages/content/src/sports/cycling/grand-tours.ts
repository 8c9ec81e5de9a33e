import { L } from '../../model.js';
import { winnersTable, fameLevel, yearly } from '../winners.js';
import type { Win } from '../winners.js';
import { CYCLING_WINNERS, R } from './riders.js';

/**
 * General classification winners of the three Grand Tours, year by year, as the records stand
 * after the disqualifications (Armstrong's 1999-2005 Tours have no winner; Landis 2006, Contador
 * 2010 Tour and 2011 Giro, Cobo 2011 Vuelta were stripped and the title given to the next rider).
 */
export type GrandTour = 'tour' | 'giro' | 'vuelta';

const TOUR_NAME: Readonly<Record<GrandTour, { en: string; ru: string }>> = {
  tour: { en: 'the Tour de France', ru: '«Тур де Франс»' },
  giro: { en: "the Giro d'Italia", ru: '«Джиро д’Италия»' },
  vuelta: { en: 'the Vuelta a España', ru: '«Вуэльту»' },
};

const TOUR_OF: Readonly<Record<GrandTour, string>> = { tour: '«Тур де Франс»', giro: '«Джиро д’Италия»', vuelta: '«Вуэльты»' };

// prettier-ignore
const tour = yearly<GrandTour>('tour', 1965, [
  R.gimondi, R.aimar, R.pingeon, R.janssen, R.merckx, // 1965-69
  R.merckx, R.merckx, R.merckx, R.ocana, R.merckx, R.thevenet, R.vanImpe, R.thevenet, R.hinault, R.hinault, // 1970-79
  R.zoetemelk, R.hinault, R.hinault, R.fignon, R.fignon, R.hinault, R.lemond, R.roche, R.delgado, R.lemond, // 1980-89
  R.lemond, R.indurain, R.indurain, R.indurain, R.indurain, R.indurain, R.riis, R.ullrich, R.pantani, null, // 1990-99
  null, null, null, null, null, null, R.pereiro, R.contador, R.sastre, R.contador, // 2000-09
  R.aSchleck, R.evans, R.wiggins, R.froome, R.nibali, R.froome, R.froome, R.froome, R.gThomas, R.bernal, // 2010-19
  R.pogacar, R.pogacar, R.vingegaard, R.vingegaard, R.pogacar, R.pogacar, // 2020-25
]);

// prettier-ignore
const giro = yearly<GrandTour>('giro', 1980, [
  R.hinault, R.battaglin, R.hinault, R.saronni, R.moser, R.hinault, R.visentini, R.roche, R.hampsten, R.fignon, // 1980-89
  R.bugno, R.chioccioli, R.indurain, R.indurain, R.berzin, R.rominger, R.tonkov, R.gotti, R.pantani, R.gotti, // 1990-99
  R.garzelli, R.simoni, R.savoldelli, R.simoni, R.cunego, R.savoldelli, R.basso, R.diLuca, R.contador, R.menchov, // 2000-09
  R.basso, R.scarponi, R.hesjedal, R.nibali, R.quintana, R.contador, R.nibali, R.dumoulin, R.froome, R.carapaz, // 2010-19
  R.geogheganHart, R.bernal, R.hindley, R.roglic, R.pogacar, R.sYates, // 2020-25
]);

// prettier-ignore
const vuelta = yearly<GrandTour>('vuelta', 1995, [
  R.jalabert, R.zulle, R.zulle, R.olano, R.ullrich, // 1995-99
  R.heras, R.casero, R.aGonzalez, R.heras, R.heras, R.menchov, R.vinokourov, R.menchov, R.contador, R.valverde, // 2000-09
  R.nibali, R.froome, R.contador, R.horner, R.contador, R.aru, R.quintana, R.froome, R.sYates, R.roglic, // 2010-19
  R.roglic, R.roglic, R.evenepoel, R.kuss, R.roglic, R.vingegaard, // 2020-25
]);

const level = (r: Win<GrandTour>) => fameLevel(r.winner.fame, r.year, 2010, r.event === 'tour' ? 1985 : 1995);

function tourTable(event: GrandTour, rows: Win<GrandTour>[], article: string) {
  const name = TOUR_NAME[event];
  return winnersTable<GrandTour>({
    id: `cycling.${event}-winners`,
    sport: 'cycling',
    source: {
      title: `Wikipedia: ${article}`,
      url: `https://en.wikipedia.org/wiki/${article.replace(/ /g, '_').replace(/'/g, '%27')}`,
      asOf: '2025-09-30',
    },
    rows,
    pools: CYCLING_WINNERS,
    group: () => 'men',
    margin: 3,
    level,
    whoWon: (r) => L(`Who won ${name.en} in ${r.year}?`, `Кто выиграл ${name.ru} в ${r.year} году?`),
    whichCountry: (r) =>
      L(
        `Which country did the winner of ${name.en} ${r.year} ride for?`,
        `Какую страну представлял победитель ${TOUR_OF[event]} ${r.year} года?`,
      ),
  });
}

export const tourDeFranceWinners = tourTable('tour', tour, 'List of Tour de France general classification winners');
export const giroWinners = tourTable('giro', giro, "List of Giro d'Italia general classification winners");
export const vueltaWinners = tourTable('vuelta', vuelta, 'List of Vuelta a España general classification winners');
