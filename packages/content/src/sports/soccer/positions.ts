import { roleFacts } from '../../seasons.js';

/**
 * The positions of the World Cup award winners and Ballon d'Or winners the bank offers as wrong
 * answers for a goal-scoring title (issue 33): a top scorer's wrong answers are forwards or
 * midfielders, never a goalkeeper (Lev Yashin, Oliver Kahn) or a defender (Franz Beckenbauer).
 * A player not listed is never offered where the role counts.
 */
export const SOCCER_POSITIONS = roleFacts(
  'soccer.award-winner-positions',
  {
    title: "Wikipedia: FIFA World Cup awards and Ballon d'Or winners, and each player's article (position)",
    url: 'https://en.wikipedia.org/wiki/FIFA_World_Cup_awards',
    asOf: '2025-01-01',
  },
  [
    [
      'forward',
      ...['Ademir', 'Alfredo Di Stéfano', 'Allan Simonsen', 'Davor Šuker', 'Diego Forlán', 'Eusébio', 'Flórián Albert'],
      ...['Gary Lineker', 'George Best', 'Gerd Müller', 'Grzegorz Lato', 'Guillermo Stábile', 'Harry Kane', 'Johan Cruyff'],
      ...['Just Fontaine', 'Kevin Keegan', 'Kylian Mbappé', 'Leônidas', 'Lionel Messi', 'Mario Kempes', 'Miroslav Klose'],
      ...['Oleg Blokhin', 'Omar Sívori', 'Paolo Rossi', 'Raymond Kopa', 'Romário', 'Ronaldo', 'Salvatore Schillaci'],
      ...['Stanley Matthews', 'Sándor Kocsis', 'Thomas Müller', 'Denis Law'],
    ],
    [
      'midfielder',
      ...['Diego Maradona', 'Bobby Charlton', 'Gianni Rivera', 'James Rodríguez', 'Josef Masopust', 'Luis Suárez (Spain)'],
      ...['Luka Modrić', 'Zinedine Zidane'],
    ],
    ['defender', 'Franz Beckenbauer'],
    ['goalkeeper', 'Lev Yashin', 'Oliver Kahn'],
  ],
);

/** The positions that score goals: a goal-scoring title's wrong answers have one of them. */
export const SCORING_ROLES: readonly string[] = ['forward', 'midfielder'];
