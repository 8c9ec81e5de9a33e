import type { ArchivedTransfer, Currency, TransferType } from './model.js';
import { enWiki } from './model.js';

/**
 * One move: fee as reported (text and base value), announcement date, and the player's
 * Wikipedia article, whose career section reports the move and its fee.
 */
function move(
  player: string,
  from: string,
  to: string,
  date: string,
  type: TransferType,
  fee: readonly [string, number, Currency] | null,
  wikiTitle: string = player,
): ArchivedTransfer {
  const slug = player
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return {
    player_id: slug,
    player_name: player,
    from_team: from,
    to_team: to,
    fee: fee ? fee[0] : type === 'free' ? 'Free' : null,
    fee_value: fee ? fee[1] : null,
    currency: fee ? fee[2] : null,
    transfer_date: date,
    transfer_type: type,
    source_url: enWiki(wikiTitle),
  };
}

const M = 1_000_000;

/** Real football transfers 2009-2025, fees as reported at the time (base fee; add-ons in the text). */
export const TRANSFER_ARCHIVE: readonly ArchivedTransfer[] = [
  // 2025
  move('Alexander Isak', 'Newcastle United', 'Liverpool', '2025-09-01', 'permanent', ['£125m', 125 * M, 'GBP']),
  move('Florian Wirtz', 'Bayer Leverkusen', 'Liverpool', '2025-06-20', 'permanent', ['£100m + £16m add-ons', 100 * M, 'GBP']),
  move('Hugo Ekitike', 'Eintracht Frankfurt', 'Liverpool', '2025-07-23', 'permanent', ['£69m + £10m add-ons', 69 * M, 'GBP']),
  move('Benjamin Šeško', 'RB Leipzig', 'Manchester United', '2025-08-09', 'permanent', ['£66.3m + £7.1m add-ons', 66.3 * M, 'GBP']),
  move('Bryan Mbeumo', 'Brentford', 'Manchester United', '2025-07-21', 'permanent', ['£65m + £6m add-ons', 65 * M, 'GBP']),
  move('Matheus Cunha', 'Wolverhampton Wanderers', 'Manchester United', '2025-06-12', 'permanent', ['£62.5m', 62.5 * M, 'GBP']),
  move('Viktor Gyökeres', 'Sporting CP', 'Arsenal', '2025-07-26', 'permanent', ['€63.5m + €10m add-ons', 63.5 * M, 'EUR']),
  move('Marcus Rashford', 'Manchester United', 'Aston Villa', '2025-02-02', 'loan', null),
  move('Marcus Rashford', 'Manchester United', 'Barcelona', '2025-07-23', 'loan', null),
  // 2024
  move('Kylian Mbappé', 'Paris Saint-Germain', 'Real Madrid', '2024-06-03', 'free', null),
  move('Julián Álvarez', 'Manchester City', 'Atlético Madrid', '2024-08-12', 'permanent', ['€75m + €20m add-ons', 75 * M, 'EUR']),
  move('Dominic Solanke', 'AFC Bournemouth', 'Tottenham Hotspur', '2024-08-10', 'permanent', ['£55m + £10m add-ons', 55 * M, 'GBP']),
  move('Leny Yoro', 'Lille', 'Manchester United', '2024-07-18', 'permanent', ['€62m', 62 * M, 'EUR']),
  move('Romelu Lukaku', 'Chelsea', 'Napoli', '2024-08-29', 'permanent', ['€30m', 30 * M, 'EUR']),
  move('Victor Osimhen', 'Napoli', 'Galatasaray', '2024-09-03', 'loan', null),
  move('Jadon Sancho', 'Manchester United', 'Chelsea', '2024-08-30', 'loan', null),
  // 2023
  move('Jude Bellingham', 'Borussia Dortmund', 'Real Madrid', '2023-06-14', 'permanent', ['€103m + add-ons', 103 * M, 'EUR']),
  move('Declan Rice', 'West Ham United', 'Arsenal', '2023-07-15', 'permanent', ['£105m', 105 * M, 'GBP']),
  move('Moisés Caicedo', 'Brighton & Hove Albion', 'Chelsea', '2023-08-14', 'permanent', ['£100m + £15m add-ons', 100 * M, 'GBP']),
  move('Enzo Fernández', 'Benfica', 'Chelsea', '2023-01-31', 'permanent', ['£106.8m', 106.8 * M, 'GBP']),
  move('Harry Kane', 'Tottenham Hotspur', 'Bayern Munich', '2023-08-12', 'permanent', ['€100m + add-ons', 100 * M, 'EUR']),
  move('Joško Gvardiol', 'RB Leipzig', 'Manchester City', '2023-08-05', 'permanent', ['£77.6m', 77.6 * M, 'GBP']),
  move('Mykhailo Mudryk', 'Shakhtar Donetsk', 'Chelsea', '2023-01-15', 'permanent', ['€70m + €30m add-ons', 70 * M, 'EUR']),
  move('Rasmus Højlund', 'Atalanta', 'Manchester United', '2023-08-05', 'permanent', ['£64m + £8m add-ons', 64 * M, 'GBP']),
  move('Kai Havertz', 'Chelsea', 'Arsenal', '2023-06-28', 'permanent', ['£65m', 65 * M, 'GBP']),
  move('Mason Mount', 'Chelsea', 'Manchester United', '2023-07-05', 'permanent', ['£55m + £5m add-ons', 55 * M, 'GBP']),
  move('Dominik Szoboszlai', 'RB Leipzig', 'Liverpool', '2023-07-02', 'permanent', ['£60m', 60 * M, 'GBP']),
  move('Alexis Mac Allister', 'Brighton & Hove Albion', 'Liverpool', '2023-06-08', 'permanent', ['£35m', 35 * M, 'GBP']),
  move('Cole Palmer', 'Manchester City', 'Chelsea', '2023-09-01', 'permanent', ['£42.5m', 42.5 * M, 'GBP']),
  move('Neymar', 'Paris Saint-Germain', 'Al Hilal', '2023-08-15', 'permanent', ['€90m', 90 * M, 'EUR']),
  move('Karim Benzema', 'Real Madrid', 'Al-Ittihad', '2023-06-06', 'free', null),
  move('Lionel Messi', 'Paris Saint-Germain', 'Inter Miami', '2023-07-15', 'free', null),
  move('João Félix', 'Atlético Madrid', 'Chelsea', '2023-01-11', 'loan', ['€11m loan fee', 11 * M, 'EUR']),
  move('João Félix', 'Atlético Madrid', 'Barcelona', '2023-09-01', 'loan', null),
  // 2022
  move('Cristiano Ronaldo', 'Manchester United', 'Al Nassr', '2022-12-30', 'free', null),
  move('Erling Haaland', 'Borussia Dortmund', 'Manchester City', '2022-06-13', 'permanent', ['€60m release clause', 60 * M, 'EUR']),
  move('Darwin Núñez', 'Benfica', 'Liverpool', '2022-06-14', 'permanent', ['€75m + €25m add-ons', 75 * M, 'EUR']),
  move('Antony', 'Ajax', 'Manchester United', '2022-08-30', 'permanent', ['€95m', 95 * M, 'EUR'], 'Antony (footballer, born 2000)'),
  move('Aurélien Tchouaméni', 'Monaco', 'Real Madrid', '2022-06-11', 'permanent', ['€80m + €20m add-ons', 80 * M, 'EUR']),
  move('Sadio Mané', 'Liverpool', 'Bayern Munich', '2022-06-22', 'permanent', ['€32m + add-ons', 32 * M, 'EUR']),
  move('Robert Lewandowski', 'Bayern Munich', 'Barcelona', '2022-07-19', 'permanent', ['€45m + €5m add-ons', 45 * M, 'EUR']),
  move('Romelu Lukaku', 'Chelsea', 'Inter Milan', '2022-06-29', 'loan', ['€8m loan fee + add-ons', 8 * M, 'EUR']),
  // 2021
  move('Jack Grealish', 'Aston Villa', 'Manchester City', '2021-08-05', 'permanent', ['£100m', 100 * M, 'GBP']),
  move('Romelu Lukaku', 'Inter Milan', 'Chelsea', '2021-08-12', 'permanent', ['£97.5m', 97.5 * M, 'GBP']),
  move('Lionel Messi', 'Barcelona', 'Paris Saint-Germain', '2021-08-10', 'free', null),
  move('Cristiano Ronaldo', 'Juventus', 'Manchester United', '2021-08-31', 'permanent', ['€15m + €8m add-ons', 15 * M, 'EUR']),
  move('Jadon Sancho', 'Borussia Dortmund', 'Manchester United', '2021-07-23', 'permanent', ['£73m', 73 * M, 'GBP']),
  move('Achraf Hakimi', 'Inter Milan', 'Paris Saint-Germain', '2021-07-06', 'permanent', ['€60m + €11m add-ons', 60 * M, 'EUR']),
  move('Ben White', 'Brighton & Hove Albion', 'Arsenal', '2021-07-30', 'permanent', ['£50m', 50 * M, 'GBP'], 'Ben White (footballer)'),
  // 2019-2020
  move('Jude Bellingham', 'Birmingham City', 'Borussia Dortmund', '2020-07-20', 'permanent', ['£25m', 25 * M, 'GBP']),
  move('Erling Haaland', 'Red Bull Salzburg', 'Borussia Dortmund', '2019-12-29', 'permanent', ['€20m', 20 * M, 'EUR']),
  move('João Félix', 'Benfica', 'Atlético Madrid', '2019-07-03', 'permanent', ['€126m', 126 * M, 'EUR']),
  move('Antoine Griezmann', 'Atlético Madrid', 'Barcelona', '2019-07-12', 'permanent', ['€120m', 120 * M, 'EUR']),
  move('Eden Hazard', 'Chelsea', 'Real Madrid', '2019-06-07', 'permanent', ['€100m + add-ons', 100 * M, 'EUR']),
  move('Frenkie de Jong', 'Ajax', 'Barcelona', '2019-01-23', 'permanent', ['€75m + €11m add-ons', 75 * M, 'EUR']),
  move('Matthijs de Ligt', 'Ajax', 'Juventus', '2019-07-18', 'permanent', ['€75m', 75 * M, 'EUR']),
  move('Harry Maguire', 'Leicester City', 'Manchester United', '2019-08-05', 'permanent', ['£80m', 80 * M, 'GBP']),
  move('Nicolas Pépé', 'Lille', 'Arsenal', '2019-08-01', 'permanent', ['£72m', 72 * M, 'GBP']),
  // 2017-2018
  move('Cristiano Ronaldo', 'Real Madrid', 'Juventus', '2018-07-10', 'permanent', ['€100m', 100 * M, 'EUR']),
  move('Kepa Arrizabalaga', 'Athletic Bilbao', 'Chelsea', '2018-08-08', 'permanent', ['€80m release clause', 80 * M, 'EUR']),
  move('Alisson Becker', 'Roma', 'Liverpool', '2018-07-19', 'permanent', ['€62.5m + €10m add-ons', 62.5 * M, 'EUR']),
  move('Philippe Coutinho', 'Liverpool', 'Barcelona', '2018-01-06', 'permanent', ['€120m + €40m add-ons', 120 * M, 'EUR']),
  move('Virgil van Dijk', 'Southampton', 'Liverpool', '2018-01-01', 'permanent', ['£75m', 75 * M, 'GBP']),
  move('Neymar', 'Barcelona', 'Paris Saint-Germain', '2017-08-03', 'permanent', ['€222m release clause', 222 * M, 'EUR']),
  move('Ousmane Dembélé', 'Borussia Dortmund', 'Barcelona', '2017-08-25', 'permanent', ['€105m + €40m add-ons', 105 * M, 'EUR']),
  move('Romelu Lukaku', 'Everton', 'Manchester United', '2017-07-10', 'permanent', ['£75m', 75 * M, 'GBP']),
  move('Mohamed Salah', 'Roma', 'Liverpool', '2017-06-22', 'permanent', ['€42m', 42 * M, 'EUR']),
  // 2009-2016
  move('Paul Pogba', 'Juventus', 'Manchester United', '2016-08-09', 'permanent', ['£89m', 89 * M, 'GBP']),
  move('Kevin De Bruyne', 'VfL Wolfsburg', 'Manchester City', '2015-08-30', 'permanent', ['£55m', 55 * M, 'GBP']),
  move('Raheem Sterling', 'Liverpool', 'Manchester City', '2015-07-14', 'permanent', ['£49m', 49 * M, 'GBP']),
  move('Luis Suárez', 'Liverpool', 'Barcelona', '2014-07-11', 'permanent', ['£75m', 75 * M, 'GBP']),
  move('Gareth Bale', 'Tottenham Hotspur', 'Real Madrid', '2013-09-01', 'permanent', ['€100m', 100 * M, 'EUR']),
  move('Luka Modrić', 'Tottenham Hotspur', 'Real Madrid', '2012-08-27', 'permanent', ['£30m', 30 * M, 'GBP']),
  move('Cristiano Ronaldo', 'Manchester United', 'Real Madrid', '2009-07-01', 'permanent', ['£80m', 80 * M, 'GBP']),
];
