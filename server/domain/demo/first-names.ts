// First names for demo members, per country (Belgium per language community), about 25 per
// gender: a mix of names common among today's 20-year-olds and among their parents, so the
// names fit the whole 18-80 age range roughly.
import type { Gender } from '../../../src/contract/profile-field-names'

export type NameList =
  'NL' | 'BE-nl' | 'BE-fr' | 'DE' | 'AT' | 'GB' | 'IE' | 'FR' | 'ES' | 'IT' | 'PL'

// One list per line reads as a table.
// prettier-ignore
export const FIRST_NAMES: Record<NameList, Record<Gender, readonly string[]>> = {
  NL: {
    female: ['Emma', 'Julia', 'Sophie', 'Sanne', 'Lotte', 'Fleur', 'Anouk', 'Lisa', 'Eva', 'Sara', 'Iris', 'Noa', 'Femke', 'Marloes', 'Inge', 'Esther', 'Mirjam', 'Annemieke', 'Ingrid', 'Marieke', 'Wendy', 'Petra', 'Linda', 'Monique', 'Yvonne', 'Tessa'],
    male: ['Daan', 'Sem', 'Lucas', 'Thijs', 'Bram', 'Jesse', 'Ruben', 'Stijn', 'Tim', 'Niels', 'Joris', 'Wouter', 'Bas', 'Jeroen', 'Sander', 'Maarten', 'Erik', 'Marco', 'Dennis', 'Rob', 'Hans', 'Kees', 'Gerard', 'Pieter', 'Jan', 'Martijn'],
  },
  'BE-nl': {
    female: ['Emma', 'Marie', 'Louise', 'Elise', 'Lotte', 'Fien', 'Hanne', 'Lien', 'Ine', 'Sofie', 'Katrien', 'Ellen', 'Leen', 'An', 'Els', 'Veerle', 'Griet', 'Nathalie', 'Kathleen', 'Hilde', 'Ann', 'Caroline', 'Martine', 'Greet', 'Nele', 'Jolien'],
    male: ['Noah', 'Lucas', 'Arthur', 'Louis', 'Jules', 'Wout', 'Pieter', 'Jonas', 'Thomas', 'Sander', 'Bert', 'Koen', 'Tom', 'Steven', 'Kristof', 'Bart', 'Dirk', 'Geert', 'Luc', 'Wim', 'Johan', 'Stijn', 'Jens', 'Robbe', 'Seppe', 'Frederik'],
  },
  'BE-fr': {
    female: ['Louise', 'Emma', 'Alice', 'Juliette', 'Chloé', 'Manon', 'Camille', 'Julie', 'Charlotte', 'Laura', 'Aurélie', 'Sophie', 'Céline', 'Isabelle', 'Valérie', 'Nathalie', 'Catherine', 'Anne', 'Sylvie', 'Martine', 'Christine', 'Françoise', 'Pauline', 'Marine', 'Elodie', 'Justine'],
    male: ['Louis', 'Arthur', 'Noah', 'Jules', 'Victor', 'Hugo', 'Maxime', 'Nicolas', 'Antoine', 'Thomas', 'Julien', 'Olivier', 'Christophe', 'Benoît', 'Laurent', 'Philippe', 'Michel', 'Pierre', 'Jean', 'Alain', 'Marc', 'Didier', 'Thibault', 'Quentin', 'Cédric', 'Sébastien'],
  },
  DE: {
    female: ['Mia', 'Emma', 'Hannah', 'Lea', 'Lena', 'Anna', 'Laura', 'Julia', 'Lisa', 'Sarah', 'Katharina', 'Johanna', 'Sabine', 'Claudia', 'Petra', 'Andrea', 'Stefanie', 'Nicole', 'Susanne', 'Birgit', 'Monika', 'Heike', 'Kerstin', 'Anja', 'Sandra', 'Franziska'],
    male: ['Paul', 'Leon', 'Finn', 'Jonas', 'Lukas', 'Felix', 'Maximilian', 'Niklas', 'Tim', 'Jan', 'Tobias', 'Florian', 'Sebastian', 'Christian', 'Michael', 'Thomas', 'Andreas', 'Stefan', 'Markus', 'Frank', 'Jürgen', 'Uwe', 'Klaus', 'Wolfgang', 'Matthias', 'Dirk'],
  },
  AT: {
    female: ['Anna', 'Lena', 'Sophie', 'Marie', 'Laura', 'Hannah', 'Valentina', 'Leonie', 'Katharina', 'Julia', 'Magdalena', 'Theresa', 'Johanna', 'Barbara', 'Elisabeth', 'Christina', 'Sabine', 'Andrea', 'Claudia', 'Martina', 'Gabriele', 'Birgit', 'Monika', 'Karin', 'Verena', 'Carina'],
    male: ['Lukas', 'David', 'Elias', 'Jakob', 'Tobias', 'Simon', 'Maximilian', 'Florian', 'Felix', 'Fabian', 'Dominik', 'Matthias', 'Christoph', 'Stefan', 'Manuel', 'Thomas', 'Andreas', 'Markus', 'Wolfgang', 'Gerhard', 'Franz', 'Josef', 'Herbert', 'Alexander', 'Bernhard', 'Georg'],
  },
  GB: {
    female: ['Olivia', 'Amelia', 'Isla', 'Ava', 'Emily', 'Sophie', 'Grace', 'Chloe', 'Jessica', 'Hannah', 'Charlotte', 'Lucy', 'Rebecca', 'Laura', 'Emma', 'Sarah', 'Claire', 'Rachel', 'Helen', 'Karen', 'Nicola', 'Joanne', 'Susan', 'Alison', 'Fiona', 'Victoria'],
    male: ['Oliver', 'George', 'Harry', 'Jack', 'Charlie', 'Thomas', 'James', 'William', 'Oscar', 'Alfie', 'Daniel', 'Matthew', 'Ben', 'Sam', 'Luke', 'Adam', 'Chris', 'Mark', 'Paul', 'Andrew', 'Richard', 'Stuart', 'Graham', 'Ian', 'Neil', 'Simon'],
  },
  IE: {
    female: ['Grace', 'Emily', 'Fiadh', 'Sophie', 'Ava', 'Aoife', 'Saoirse', 'Niamh', 'Ciara', 'Caoimhe', 'Róisín', 'Sinéad', 'Orla', 'Siobhán', 'Clodagh', 'Aisling', 'Eimear', 'Deirdre', 'Mairéad', 'Bríd', 'Mary', 'Catherine', 'Fiona', 'Emer', 'Ailbhe', 'Laura'],
    male: ['Jack', 'Noah', 'James', 'Conor', 'Seán', 'Cian', 'Oisín', 'Darragh', 'Fionn', 'Liam', 'Patrick', 'Ciarán', 'Eoin', 'Niall', 'Colm', 'Declan', 'Dónal', 'Brendan', 'Kevin', 'Michael', 'John', 'Séamus', 'Padraig', 'Rory', 'Shane', 'Ronan'],
  },
  FR: {
    female: ['Jade', 'Louise', 'Emma', 'Alice', 'Léa', 'Chloé', 'Manon', 'Camille', 'Inès', 'Sarah', 'Julie', 'Marion', 'Pauline', 'Émilie', 'Aurélie', 'Céline', 'Nathalie', 'Isabelle', 'Sandrine', 'Valérie', 'Stéphanie', 'Sophie', 'Catherine', 'Christine', 'Véronique', 'Claire'],
    male: ['Gabriel', 'Léo', 'Raphaël', 'Louis', 'Lucas', 'Hugo', 'Jules', 'Arthur', 'Théo', 'Nathan', 'Maxime', 'Thomas', 'Nicolas', 'Julien', 'Romain', 'Sébastien', 'Guillaume', 'Stéphane', 'Christophe', 'Laurent', 'Philippe', 'Éric', 'Patrick', 'Olivier', 'Frédéric', 'Vincent'],
  },
  ES: {
    female: ['Lucía', 'Sofía', 'Martina', 'María', 'Paula', 'Julia', 'Daniela', 'Valeria', 'Alba', 'Carmen', 'Laura', 'Marta', 'Sara', 'Elena', 'Cristina', 'Ana', 'Isabel', 'Pilar', 'Rosa', 'Raquel', 'Beatriz', 'Silvia', 'Nuria', 'Patricia', 'Montserrat', 'Irene'],
    male: ['Hugo', 'Martín', 'Lucas', 'Mateo', 'Leo', 'Daniel', 'Alejandro', 'Pablo', 'Álvaro', 'Adrián', 'David', 'Javier', 'Sergio', 'Carlos', 'Jorge', 'Alberto', 'Raúl', 'Miguel', 'Antonio', 'José', 'Manuel', 'Francisco', 'Juan', 'Fernando', 'Rafael', 'Iván'],
  },
  IT: {
    female: ['Sofia', 'Giulia', 'Aurora', 'Alice', 'Ginevra', 'Emma', 'Giorgia', 'Martina', 'Chiara', 'Sara', 'Francesca', 'Valentina', 'Federica', 'Elisa', 'Silvia', 'Laura', 'Paola', 'Roberta', 'Monica', 'Barbara', 'Simona', 'Alessandra', 'Daniela', 'Elena', 'Anna', 'Maria'],
    male: ['Leonardo', 'Francesco', 'Alessandro', 'Lorenzo', 'Mattia', 'Andrea', 'Gabriele', 'Tommaso', 'Riccardo', 'Edoardo', 'Matteo', 'Davide', 'Simone', 'Federico', 'Marco', 'Luca', 'Stefano', 'Giuseppe', 'Antonio', 'Roberto', 'Paolo', 'Massimo', 'Claudio', 'Fabio', 'Giovanni', 'Salvatore'],
  },
  PL: {
    female: ['Zuzanna', 'Julia', 'Maja', 'Zofia', 'Hanna', 'Lena', 'Alicja', 'Oliwia', 'Natalia', 'Wiktoria', 'Aleksandra', 'Karolina', 'Magdalena', 'Agnieszka', 'Katarzyna', 'Monika', 'Anna', 'Joanna', 'Ewa', 'Małgorzata', 'Beata', 'Dorota', 'Barbara', 'Krystyna', 'Elżbieta', 'Marta'],
    male: ['Antoni', 'Jan', 'Jakub', 'Aleksander', 'Franciszek', 'Szymon', 'Filip', 'Mikołaj', 'Kacper', 'Bartosz', 'Mateusz', 'Michał', 'Tomasz', 'Piotr', 'Paweł', 'Krzysztof', 'Marcin', 'Łukasz', 'Grzegorz', 'Andrzej', 'Marek', 'Wojciech', 'Adam', 'Rafał', 'Stanisław', 'Dariusz'],
  },
}
