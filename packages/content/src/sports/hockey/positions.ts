import { roleFacts } from '../../seasons.js';

/**
 * The positions of the NHL award winners the bank offers as wrong answers (issue 33): a
 * goal-scoring title's wrong answers are forwards, a points title's skaters, the Vezina's
 * goaltenders. A winner not listed here is never offered for an award with a role.
 */
export const NHL_POSITIONS = roleFacts(
  'hockey.nhl-positions',
  {
    title:
      "Wikipedia: each NHL award's list of winners (Hart, Art Ross, Rocket Richard, Vezina, Calder, Conn Smythe) and the players' articles (position)",
    url: 'https://en.wikipedia.org/wiki/Hart_Memorial_Trophy',
    asOf: '2025-07-01',
  },
  [
    [
      'forward',
      ...['Bobby Clarke', 'Guy Lafleur', 'Bryan Trottier', 'Wayne Gretzky', 'Mario Lemieux', 'Mark Messier', 'Brett Hull'],
      ...['Sergei Fedorov', 'Eric Lindros', 'Jaromír Jágr', 'Joe Sakic', 'Peter Forsberg', 'Martin St. Louis', 'Joe Thornton'],
      ...['Sidney Crosby', 'Alexander Ovechkin', 'Henrik Sedin', 'Daniel Sedin', 'Corey Perry', 'Evgeni Malkin', 'Patrick Kane'],
      ...['Connor McDavid', 'Taylor Hall', 'Nikita Kucherov', 'Leon Draisaitl', 'Auston Matthews', 'Nathan MacKinnon'],
      ...['Marcel Dionne', 'Jarome Iginla', 'Jamie Benn', 'Teemu Selänne', 'Pavel Bure', 'Milan Hejduk', 'Jonathan Cheechoo'],
      ...['Vincent Lecavalier', 'Steven Stamkos', 'Scott Gomez', 'Dany Heatley', 'Jeff Skinner', 'Gabriel Landeskog'],
      ...['Jonathan Huberdeau', 'Artemi Panarin', 'Mathew Barzal', 'Elias Pettersson', 'Kirill Kaprizov', 'Matty Beniers'],
      ...['Connor Bedard', 'Reggie Leach', 'Bob Gainey', 'Butch Goring', 'Mike Bossy', 'Claude Lemieux', 'Steve Yzerman'],
      ...['Joe Nieuwendyk', 'Brad Richards', 'Henrik Zetterberg', 'Jonathan Toews', 'Justin Williams', "Ryan O'Reilly"],
      ...['Jonathan Marchessault', 'Sam Bennett'],
    ],
    [
      'defence',
      ...['Bobby Orr', 'Chris Pronger', 'Barret Jackman', 'Tyler Myers', 'Aaron Ekblad', 'Cale Makar', 'Moritz Seider'],
      ...['Lane Hutson', 'Larry Robinson', 'Al MacInnis', 'Brian Leetch', 'Scott Stevens', 'Nicklas Lidström'],
      ...['Scott Niedermayer', 'Duncan Keith', 'Victor Hedman'],
    ],
    [
      'goaltender',
      ...['Dominik Hašek', 'Jim Carey', 'Olaf Kölzig', 'José Théodore', 'Martin Brodeur', 'Miikka Kiprusoff', 'Tim Thomas'],
      ...['Ryan Miller', 'Henrik Lundqvist', 'Sergei Bobrovsky', 'Tuukka Rask', 'Carey Price', 'Braden Holtby', 'Pekka Rinne'],
      ...['Andrei Vasilevskiy', 'Connor Hellebuyck', 'Marc-André Fleury', 'Igor Shesterkin', 'Linus Ullmark', 'Bill Ranford'],
      ...['Patrick Roy', 'Mike Vernon', 'Jean-Sébastien Giguère', 'Cam Ward', 'Jonathan Quick', 'Evgeni Nabokov'],
      ...['Andrew Raycroft', 'Steve Mason'],
    ],
  ],
);
